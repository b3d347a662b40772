#if !canImport(UIKit)
  import Foundation

  /// The model of `UIView.hitTest(_:with:)` (declared in UIView.swift).
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:):
  /// - "This method ignores view objects that are hidden, that have disabled user
  ///   interactions, or have an alpha level less than 0.01."
  /// - It "traverses the view hierarchy by calling the point(inside:with:) method of each
  ///   subview … until the frontmost view containing the specified point is found":
  ///   subviews are tried from the last (frontmost) to the first.
  /// - "Points that lie outside the receiver's bounds are never reported as hits, even if
  ///   they actually lie within one of the receiver's subviews."
  /// UIView.h: "point is in the receiver's coordinate system".
  extension UIView {
    func modelHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
        self.point(inside: point, with: event)
      else { return nil }
      for subview in subviews.reversed() {
        // Into the subview's bounds: its frame is in this view's bounds coordinates, through
        // its transform if it has one (UIView+Transform.swift).
        let local = subview.pointFromSuperviewSpace(point)
        if let hit = subview.hitTest(local, with: event) { return hit }
      }
      return self
    }
  }
#endif
