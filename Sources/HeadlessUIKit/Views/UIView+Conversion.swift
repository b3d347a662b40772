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
