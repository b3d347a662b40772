#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The option to move the focused view out from under a floating (or undocked, or split)
/// keyboard, which covers no band and so gets no inset.
extension KeyboardAvoider {
  /// After the usual reveal of `rect` (the focused view with its padding, in the scroll
  /// view's coordinates): when the option is on and a keyboard that does not reach the
  /// screen's bottom lies over `rect`, scroll the least distance, within the scrollable
  /// range, that puts `rect` just above or just below it; nothing when neither fits.
  func moveOutFromUnderFloatingKeyboard(_ rect: CGRect, adjustedContentInset inset: UIEdgeInsets) {
    guard revealsUnderFloatingKeyboard, isEnabled, let window = scrollView.window, let keyboard,
      keyboard.isOnScreen(of: window)
    else { return }
    let screen = window.screen
    let placement = KeyboardPlacement(
      keyboardFrame: keyboard.frameInScreen, screenBounds: screen.bounds)
    guard placement == .undocked else { return }
    let frame = screen.coordinateSpace.convert(keyboard.frameInScreen, to: scrollView)
    let range = ScrollableRange.offsets(
      contentLength: scrollView.contentSize.height, boundsLength: scrollView.bounds.height,
      leadingInset: inset.top, trailingInset: inset.bottom)
    let offset = scrollView.contentOffset
    // An offset outside the range (content shorter than the view) must not be moved
    // further out: the allowed change is what keeps or brings it inside.
    let lower = min(range.lowerBound - offset.y, 0)
    let upper = max(range.upperBound - offset.y, 0)
    guard
      let change = FloatingKeyboardReveal.offsetChange(
        rect: rect, keyboard: frame, visible: scrollView.bounds.inset(by: inset),
        allowed: lower...upper),
      change != 0, change.isFinite
    else { return }
    scrollView.contentOffset = CGPoint(x: offset.x, y: offset.y + change)
  }
}
