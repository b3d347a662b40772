#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where a layout pass puts a focused view, read in one walk up its ancestors to the scroll
/// view: its bounds in the scroll view's coordinates, whether it is shown, and the subview of
/// the scroll view that holds it (the content whose layout places it).
///
/// A layout pass compares it before and after laying out that content
/// (`KeyboardAvoider.layOutContent(around:)`) on every pass while a view is focused, so it is
/// composed from the ancestors' frames rather than converted: a subview's frame is in its
/// superview's bounds coordinates [doc: uiview/frame, uiview/bounds], so going up one level
/// maps a point `p` to `frame.origin + (p - bounds.origin)`, which is what
/// `convert(_:from:)` computes, without the walk through the window and back. A frame is
/// undefined while the view's transform is not the identity [doc: uiview/frame]: then the
/// rect is converted instead.
@MainActor
struct LayoutPlacement {
  /// The focused view's bounds in the scroll view's coordinates.
  let rect: CGRect
  /// Whether the view and its ancestors below the scroll view are shown (not hidden, alpha
  /// above 0), as `KeyboardAvoider.isShown(_:)` reads it.
  let isShown: Bool
  /// The subview of the scroll view that holds the view (or the view itself).
  let container: UIView

  /// Reads `focus`'s placement in `scrollView`; `nil` when it is not a descendant.
  init?(of focus: UIView, in scrollView: UIScrollView) {
    let bounds = focus.bounds
    var origin = bounds.origin
    var shown = true
    var composable = true
    var view = focus
    while true {
      if shown, view.hidesSubtree { shown = false }
      if Self.isTransformed(view) { composable = false }
      let frame = view.frame
      let viewOrigin = view.bounds.origin
      origin = CGPoint(
        x: frame.minX + origin.x - viewOrigin.x, y: frame.minY + origin.y - viewOrigin.y)
      guard let superview = view.superview else { return nil }
      if superview === scrollView { break }
      view = superview
    }
    rect =
      composable
      ? CGRect(origin: origin, size: bounds.size) : scrollView.convert(bounds, from: focus)
    isShown = shown
    container = view
  }

  /// Whether `view`'s transform is not the identity (the model has no transforms).
  private static func isTransformed(_ view: UIView) -> Bool {
    #if canImport(UIKit)
      !view.transform.isIdentity
    #else
      false
    #endif
  }
}
