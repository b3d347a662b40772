#if !canImport(UIKit)
  import Foundation

  /// An affine transformation matrix for 2D geometry: CoreGraphics' type, which UIKit
  /// re-exports and Linux's Foundation lacks; the model has it for `UIView.transform`.
  ///
  /// Source: CGAffineTransform.h (iOS 16.4 SDK): `struct CGAffineTransform { CGFloat a, b,
  /// c, d; CGFloat tx, ty; }`, a point maps as `p' = p * t` with `p = [x y 1]`, that is
  /// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`; the Swift overlay
  /// (CoreGraphics.swiftinterface) adds `Equatable`, `Codable` and `identity`.
  public struct CGAffineTransform: Equatable, Sendable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix.
    public var ty: CGFloat

    /// A transform with every entry zero, as an imported C struct's `init()` makes it.
    public init() {
      self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform with the given matrix entries (`CGAffineTransformMake`).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }
  }

  extension CGAffineTransform {
    /// The identity transform, `[1 0 0 1 0 0]` (the overlay's `identity`).
    public static var identity: CGAffineTransform {
      CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A transform that scales by `(sx, sy)`: `[sx 0 0 sy 0 0]` (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that translates by `(tx, ty)`: `[1 0 0 1 tx ty]`
    /// (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is the identity transform (`CGAffineTransformIsIdentity`).
    public var isIdentity: Bool {
      self == .identity
    }

    /// The inverse; "If `t` has zero determinant, then `t` is returned unchanged"
    /// (`CGAffineTransformInvert`).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      let ia = d / determinant
      let ib = -b / determinant
      let ic = -c / determinant
      let id = a / determinant
      return CGAffineTransform(
        a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// This transform followed by `t2`: `t' = t1 * t2` (`CGAffineTransformConcat`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c,
        d: c * t2.b + d * t2.d, tx: tx * t2.a + ty * t2.c + t2.tx,
        ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Whether every entry is finite (the model ignores a transform that is not).
    var isFinite: Bool {
      a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
  }

  extension CGPoint {
    /// The point transformed by `t`: `p' = p * t` (`CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGRect {
    /// "The smallest rectangle which contains the transformed corner points" of the
    /// rectangle (`CGRectApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
        CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      return CGRect.boundingBox(of: corners)
    }

    /// The smallest rectangle holding `points` (not empty).
    static func boundingBox(of points: [CGPoint]) -> CGRect {
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return CGRect(
        x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
  }
#endif
