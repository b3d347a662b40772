#if !canImport(UIKit)
  import Foundation

  // Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt and
  // siblings. "If view is nil, this method instead converts to window base coordinates."
  // A subview's frame is in its superview's bounds coordinates, so going up one level maps
  // p to frame.origin + (p - bounds.origin); a window's frame is in its screen's coordinates
  // (https://developer.apple.com/documentation/uikit/uiwindow, "the window's frame … in
  // screen coordinates"). Views in different windows convert through the screen.
  extension UIView: ScreenSpaceMapping {
    func pointInScreenSpace(_ point: CGPoint) -> CGPoint {
      var result = point
      var view: UIView? = self
      while let current = view {
        let frame = current.frame
        let origin = current.bounds.origin
        result = CGPoint(
          x: frame.minX + result.x - origin.x, y: frame.minY + result.y - origin.y)
        view = current.superview
      }
      return result
    }

    func pointFromScreenSpace(_ point: CGPoint) -> CGPoint {
      var chain: [UIView] = []
      var view: UIView? = self
      while let current = view {
        chain.append(current)
        view = current.superview
      }
      var result = point
      for current in chain.reversed() {
        let frame = current.frame
        let origin = current.bounds.origin
        result = CGPoint(
          x: result.x - frame.minX + origin.x, y: result.y - frame.minY + origin.y)
      }
      return result
    }

    /// Converts a point from the receiver's coordinate system to that of the specified view.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      guard let target = view ?? window else { return point }
      return target.pointFromScreenSpace(pointInScreenSpace(point))
    }

    /// Converts a point from the coordinate system of a given view to that of the receiver.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      guard let source = view ?? window else { return point }
      return pointFromScreenSpace(source.pointInScreenSpace(point))
    }

    /// Converts a rectangle from the receiver's coordinate system to that of another view.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from the coordinate system of another view to that of the
    /// receiver.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Converts a point from the receiver's coordinate space to another coordinate space.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
      convertPoint(point, to: coordinateSpace)
    }

    /// Converts a point from another coordinate space to the receiver's.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace)
      -> CGPoint
    {
      convertPoint(point, from: coordinateSpace)
    }

    /// Converts a rectangle from the receiver's coordinate space to another coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      convertRect(rect, to: coordinateSpace)
    }

    /// Converts a rectangle from another coordinate space to the receiver's.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      convertRect(rect, from: coordinateSpace)
    }
  }
#endif
