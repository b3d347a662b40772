import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The option to move the focused view out from under a floating (or undocked, or split)
/// keyboard, which covers no band and so gets no inset.
@MainActor
final class FloatingKeyboardAvoidance {
  private unowned let engine: KeyboardAvoider
  private var scrollView: UIScrollView { engine.scrollView }

  /// Whether a floating keyboard's position is avoided (the public `avoidsFloatingKeyboard`);
  /// a change recomputes at once.
  var isEnabled = false {
    didSet { if isEnabled != oldValue { engine.handle(.settingChanged) } }
  }

  init(engine: KeyboardAvoider) {
    self.engine = engine
  }

  /// After the usual reveal of `rect` (the focused view with its padding, in the scroll
  /// view's coordinates): when the option is on and a keyboard that does not reach the
  /// screen's bottom lies over `rect`, scroll the least distance, within the scrollable
  /// range, that puts `rect` just above or just below it; nothing when neither fits.
  func moveOutFromUnder(
    _ rect: CGRect, adjustedContentInset inset: UIEdgeInsets, range: ClosedRange<CGFloat>
  ) {
    guard isEnabled, engine.isAvoiding, let window = scrollView.window,
      let keyboard = engine.keyboard,
      let frameInScreen = keyboard.frameInScreen, keyboard.isOnScreen(of: window)
    else { return }
    let screen = window.screen
    // Undocked against the window as well as the screen: a Slide Over keyboard that ends at
    // the window's bottom is docked and already insets (see `coveredHeight(by:)`).
    let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
    let placement = KeyboardPlacement(
      keyboardFrame: frameInScreen, screenBounds: screen.bounds, windowFrame: windowFrame)
    guard placement == .undocked else { return }
    let frame = screen.coordinateSpace.convert(frameInScreen, to: scrollView)
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

  /// How much of the scroll view's height the keyboard `fact` lies over, for the rule that
  /// decides whether a keyboard notification may reveal (``KeyboardRevealRule``): the docked
  /// height `docked` it covers; or, with the option on, the height of
  /// a floating keyboard's overlap with the bounds, so that a floating keyboard that appears
  /// or grows over the field reveals it, and one that covers less never pulls the content.
  func revealOverlap(by fact: KeyboardFact?, docked: CGFloat) -> CGFloat {
    guard docked == 0, isEnabled, engine.isAvoiding, let window = scrollView.window,
      let fact, let frameInScreen = fact.frameInScreen, fact.isOnScreen(of: window)
    else { return docked }
    let frame = window.screen.coordinateSpace.convert(frameInScreen, to: scrollView)
    let overlap = frame.intersection(scrollView.bounds)
    guard !overlap.isNull, overlap.height.isFinite else { return docked }
    return overlap.height
  }
}
