#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What an owning scroll view's overrides forward, one call per override.
///
/// Swift cannot put an override in a protocol extension, so every avoiding class
/// (`AvoidingScrollView`, `AvoidingTableView`, `AvoidingCollectionView`) writes the same few
/// overrides itself; each is one line that calls one of these, so what the event means stays
/// here, in the engine.
extension KeyboardAvoider {
  /// The owner's frame or bounds was set, from a rect of `oldSize` to one of `newSize`: a new
  /// size re-measures the overlap; a new origin alone (scrolling) costs this comparison and
  /// nothing more.
  func geometryDidChange(from oldSize: CGSize, to newSize: CGSize) {
    if newSize != oldSize { handle(.resize) }
  }

  /// The owner's content size was set.
  func contentSizeDidChange(from oldSize: CGSize) {
    if scrollView.contentSize != oldSize { handle(.contentSizeChange) }
  }

  /// The owner is about to move to `newWindow`: leaving every window stops observing and
  /// gives the app its insets back.
  func ownerWillMove(toWindow newWindow: UIWindow?) {
    if newWindow == nil { handle(.windowLeft) }
  }

  /// The owner moved to a window (or left one).
  func ownerDidMoveToWindow() {
    if scrollView.window != nil { handle(.windowEntered) }
  }

  /// The owner finished `super.layoutSubviews()`.
  func ownerDidLayOutSubviews() {
    handle(.layout)
  }

  /// The owner's adjusted content inset changed (safe area, content size, the app's insets).
  func adjustedContentInsetDidChange() {
    handle(.adjustedContentInsetChange)
  }

  /// Reveals the focused view now, as a keyboard event or focus change would
  /// (`revealFocusedView(animated:)`).
  func revealFocusedViewNow(animated: Bool) {
    handle(.revealRequest(animated: animated))
  }
}
