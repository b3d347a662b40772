import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Following a focused field whose row moved.
///
/// In a table or collection view, the focused field's cell can move while the keyboard is up
/// with no change of size the engine would hear of: a row moved (`moveRow(at:to:)`,
/// `moveItem(at:to:)`), rows above it moved or reloaded, self-sizing rows above it measured
/// again. UIKit lays the cells out again in the list's next layout pass (the model moves them
/// within the update and marks the list for layout). So, for lists, each layout pass compares
/// the focused view's rect in the list's content with the one the last pass found, and
/// reveals again when it changed [choice]. Scrolling does not change that rect (it is in
/// content coordinates), so a field the user scrolled away is not pulled back, and the pass
/// costs one conversion.
@MainActor
final class FocusFollower {
  private unowned let context: any FeatureContext
  private var scrollView: UIScrollView { context.scrollView }
  /// The focused view and its rect in the content when the last pass (or the focus change)
  /// found it.
  private var last: (view: WeakView, rect: CGRect)?

  private struct WeakView {
    weak var view: UIView?
  }

  init(context: any FeatureContext) {
    self.context = context
  }

  /// Called on each layout pass of the owner: whether the focused view moved within the
  /// content since the last pass (or since it began editing), and so must be revealed again.
  func focusedViewMoved() -> Bool {
    let last = last
    guard let now = noteFocusedViewPosition(), let last, last.view.view === now.view,
      last.rect != now.rect, now.rect.isSaneFrame
    else { return false }
    return true
  }

  /// Records where the focused view is in the content now, and returns it.
  @discardableResult
  func noteFocusedViewPosition() -> (view: UIView, rect: CGRect)? {
    guard let focus = context.focusedView, let window = scrollView.window, focus.window === window,
      focus.isDescendant(of: scrollView)
    else {
      last = nil
      return nil
    }
    // A rect that is not finite is never equal to the next one (NaN ≠ NaN) and is never
    // revealed: the check above ignores it.
    let rect = scrollView.convert(focus.bounds, from: focus)
    last = (WeakView(view: focus), rect)
    return (focus, rect)
  }
}
