#if !canImport(UIKit)
  import Foundation

  // Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt and
  // siblings. "If view is nil, this method instead converts to window base coordinates."
  // A subview's frame is in its superview's bounds coordinates, so going up one level maps
  // p to frame.origin + (p - bounds.origin); a window's frame is in its screen's coordinates
  // (https://developer.apple.com/documentation/uikit/uiwindow, "the window's frame … in
  // screen coordinates").
  // Views in different windows: `convert(_:to: UIView?)` says "Otherwise, both view and the
  // receiver must belong to the same UIWindow object" [doc], so converting between views of
  // two windows is outside UIKit's contract and the model traps [choice]: a test that relied
  // on it would stop at once instead of passing on a result UIKit does not promise. Views
  // outside any window convert within their own hierarchy, as layout code does before a view
  // is shown. The `UICoordinateSpace` methods have no such precondition and convert through
  // the screen (UICoordinateSpace.swift); note that a non-optional `UIView` argument selects
  // them, so only a `UIView?` argument (or `nil`) reaches this check. The public `convert` methods are declared in
  // UIView.swift, in the class body, so that subclasses can override them as on iOS (they
  // are `open` in UIKit).
  extension UIView: ScreenSpaceMapping {
    /// From this view up to the root, each level maps p to frame.origin + (p - bounds.origin).
    /// Each level passes its result up to its superview, which holds the superview for the
    /// call only: a loop over an optional variable retained and released each view twice,
    /// through the side tables of views that weak references point to, and this conversion
    /// runs several times on every keyboard event (the safe area, the field's frame).
    func pointInScreenSpace(_ point: CGPoint) -> CGPoint {
      let inSuperview: CGPoint
      if hasTransform {
        inSuperview = transformedPointInSuperview(point)  // UIView+Transform.swift
      } else {
        let frame = frame
        let origin = bounds.origin
        inSuperview = CGPoint(
          x: frame.minX + point.x - origin.x, y: frame.minY + point.y - origin.y)
      }
      return superview?.pointInScreenSpace(inSuperview) ?? inSuperview
    }

    /// The inverse of ``pointInScreenSpace(_:)``: from the root down to this view, each level
    /// maps p to p - frame.origin + bounds.origin. It recurses up the superviews instead of
    /// collecting them in an array (no allocation): this conversion runs on every keyboard
    /// event (the screen's keyboard frame into the scroll view). The arithmetic is the same,
    /// in the same order (root first), so the result is bit for bit the same.
    func pointFromScreenSpace(_ point: CGPoint) -> CGPoint {
      let inSuperview = superview?.pointFromScreenSpace(point) ?? point
      return pointFromSuperviewSpace(inSuperview)
    }

    /// A point of the superview's bounds in this view's: p - frame.origin + bounds.origin,
    /// or through the transform (UIView+Transform.swift).
    func pointFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
      if hasTransform { return transformedPointFromSuperview(point) }
      let frame = frame
      let origin = bounds.origin
      return CGPoint(x: point.x - frame.minX + origin.x, y: point.y - frame.minY + origin.y)
    }

    /// A rectangle keeps its size and only its origin converts, unless a view on either
    /// path has a transform: then the smallest rectangle holding its converted corners.
    func convertRectToView(_ rect: CGRect, _ view: UIView?) -> CGRect {
      if UIView.transformsInUse, let target = view ?? window,
        hasTransformOnPath || target.hasTransformOnPath
      {
        return CGRect.boundingBox(of: rect.corners.map { convertPointToView($0, view) })
      }
      return CGRect(origin: convertPointToView(rect.origin, view), size: rect.size)
    }

    func convertRectFromView(_ rect: CGRect, _ view: UIView?) -> CGRect {
      if UIView.transformsInUse, let source = view ?? window,
        hasTransformOnPath || source.hasTransformOnPath
      {
        return CGRect.boundingBox(of: rect.corners.map { convertPointFromView($0, view) })
      }
      return CGRect(origin: convertPointFromView(rect.origin, view), size: rect.size)
    }

    func convertPointToView(_ point: CGPoint, _ view: UIView?) -> CGPoint {
      guard let target = view ?? window else { return point }
      requireSameWindow(as: target)
      return target.pointFromScreenSpace(pointInScreenSpace(point))
    }

    func convertPointFromView(_ point: CGPoint, _ view: UIView?) -> CGPoint {
      guard let source = view ?? window else { return point }
      requireSameWindow(as: source)
      return pointFromScreenSpace(source.pointInScreenSpace(point))
    }

    /// Traps when both views are in windows and the windows differ (see above).
    private func requireSameWindow(as other: UIView) {
      guard let mine = window, let theirs = other.window else { return }
      precondition(
        mine === theirs,
        "UIView.convert between views of different windows is outside UIKit's contract")
    }
  }
#endif
