#if !canImport(UIKit)
  import Foundation

  // The model of `UIView.transform` (declared in UIView.swift).
  //
  // Sources:
  // - https://developer.apple.com/documentation/uikit/uiview/transform: "The origin of the
  //   transform is the value of the center property" (the model has no layers, so no anchor
  //   point to move it); "In iOS 4.0 and later, use the frame, bounds, or center properties
  //   ... the frame property is undefined when the transform is not the identity".
  // - UIView.h (iOS 16.4 SDK): "do not use frame if view is transformed since it will not
  //   correctly reflect the actual location of the view. use bounds + center instead".
  //
  // What the model does:
  // - A point of the view's bounds maps to its superview as: from the bounds' center,
  //   through the transform, to the view's center. With the flip chat apps use,
  //   `CGAffineTransform(scaleX: 1, y: -1)`, the content's top is drawn at the view's
  //   bottom [seen: the inverted message lists of chat apps, react-native-keyboard-
  //   controller PR #1637 and `inverted` of `KeyboardChatScrollView`, PR #1314].
  // - `frame` reads as the smallest rectangle holding the transformed bounds [choice: UIKit
  //   calls it undefined; this is what CALayer's frame reports, and for a flip it is the
  //   untransformed frame, unchanged]. A frame written while transformed sets the
  //   untransformed frame [choice: undefined in UIKit; exact for a flip]. Auto Layout and
  //   the safe area work on the untransformed frame [choice].
  // - Conversions (`convert(_:to:)` and the rest) and hit testing go through the transform;
  //   a rectangle converts to the smallest rectangle holding its converted corners, as
  //   `CGRectApplyAffineTransform` does. While no view has ever had a transform, a
  //   rectangle keeps its size and only its origin converts (the arithmetic the model always
  //   had, bit for bit).
  // - Not modelled: animating the transform, a pan's translation in a transformed view's
  //   coordinates (UIPanGestureRecognizer.swift), a non-invertible transform's inverse
  //   (CGAffineTransformInvert returns it unchanged).
  extension UIView {
    /// Set once any view is given a transform that is not the identity: until then, rect
    /// conversions skip the walk that looks for one.
    static var transformsInUse = false

    /// `frame` with a transform: the transformed bounds about the center. A flip keeps the
    /// rectangle exactly.
    var transformedFrame: CGRect {
      let frame = untransformedFrame
      let t = storedTransform
      if t.b == 0, t.c == 0, abs(t.a) == 1, abs(t.d) == 1, t.tx == 0, t.ty == 0 {
        return frame
      }
      let centered = CGRect(
        x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
      return centered.applying(t).offsetBy(dx: frame.midX, dy: frame.midY)
    }

    /// A point of the bounds in the superview's coordinates, through the transform.
    func transformedPointInSuperview(_ point: CGPoint) -> CGPoint {
      let frame = untransformedFrame
      let origin = bounds.origin
      let fromCenter = CGPoint(
        x: point.x - origin.x - frame.width / 2, y: point.y - origin.y - frame.height / 2)
      let moved = fromCenter.applying(storedTransform)
      return CGPoint(x: frame.midX + moved.x, y: frame.midY + moved.y)
    }

    /// The inverse of ``transformedPointInSuperview(_:)``.
    func transformedPointFromSuperview(_ point: CGPoint) -> CGPoint {
      let frame = untransformedFrame
      let origin = bounds.origin
      let fromCenter = CGPoint(x: point.x - frame.midX, y: point.y - frame.midY)
      let moved = fromCenter.applying(storedTransform.inverted())
      return CGPoint(
        x: moved.x + origin.x + frame.width / 2, y: moved.y + origin.y + frame.height / 2)
    }

    /// Whether this view or one of its superviews has a transform.
    var hasTransformOnPath: Bool {
      var view: UIView? = self
      while let current = view {
        if current.hasTransform { return true }
        view = current.superview
      }
      return false
    }
  }

  extension CGRect {
    /// The four corners.
    var corners: [CGPoint] {
      [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
        CGPoint(x: maxX, y: maxY),
      ]
    }
  }
#endif
