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
    if newSize != oldSize { sizeDidChange() }
  }

  /// The owner's content size was set.
  func contentSizeDidChange(from oldSize: CGSize) {
    if scrollView.contentSize != oldSize { contentSizeDidChange() }
  }

  /// The owner is about to move to `newWindow`: leaving every window stops observing and
  /// gives the app its insets back.
  func ownerWillMove(toWindow newWindow: UIWindow?) {
    if newWindow == nil { stopObserving() }
  }

  /// The owner moved to a window (or left one).
  func ownerDidMoveToWindow() {
    if scrollView.window != nil { startObserving() }
  }

  /// The owner finished `super.layoutSubviews()`: re-measure if its size changed since the
  /// last pass, follow a focused view that moved (lists only), then perform any held
  /// animated `scrollRectToVisible` request.
  func ownerDidLayOutSubviews() {
    layoutDidChange()
    if features.focusFollower?.focusedViewMoved() == true { update(animation: nil) }
    features.focusScroll.performAtLayout()
  }
}

extension KeyboardAvoider {
  /// Reveals the focused view now, as a keyboard event or focus change would
  /// (`revealFocusedView(animated:)`).
  func revealFocusedViewNow(animated: Bool) {
    update(animation: animated ? lastAnimation : nil)
  }
}
