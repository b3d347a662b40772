#if !canImport(UIKit)
  import Foundation

  /// A set of methods for converting between different frames of reference on a screen.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicoordinatespace
  @preconcurrency @MainActor
  public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts a point from the coordinate space of the current object to the specified
    /// coordinate space.
    @discardableResult
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from the specified coordinate space to the coordinate space of the
    /// current object.
    @discardableResult
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from the coordinate space of the current object to the specified
    /// coordinate space.
    @discardableResult
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from the specified coordinate space to the coordinate space of
    /// the current object.
    @discardableResult
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The bounds rectangle describing the region's location and size in its own coordinate
    /// system.
    var bounds: CGRect { get }
  }

  /// The model's common frame of reference: a point in a coordinate space maps to a point
  /// in its screen (or, for a view outside any window, in its root view).
  @MainActor
  protocol ScreenSpaceMapping: AnyObject {
    func pointInScreenSpace(_ point: CGPoint) -> CGPoint
    func pointFromScreenSpace(_ point: CGPoint) -> CGPoint
    /// Whether a transform lies between this space and its screen (UIView+Transform.swift).
    var hasTransformOnPath: Bool { get }
  }

  @MainActor
  extension ScreenSpaceMapping {
    func convertPoint(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
      guard let target = screenSpaceMapping(of: space) else { return point }
      return target.pointFromScreenSpace(pointInScreenSpace(point))
    }

    func convertPoint(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
      guard let source = screenSpaceMapping(of: space) else { return point }
      return pointFromScreenSpace(source.pointInScreenSpace(point))
    }

    /// Without transforms a rectangle keeps its size; only its origin moves. With one on
    /// either path, the smallest rectangle holding its converted corners
    /// (UIView+Transform.swift).
    func convertRect(_ rect: CGRect, to space: any UICoordinateSpace) -> CGRect {
      if UIView.transformsInUse, let target = screenSpaceMapping(of: space),
        hasTransformOnPath || target.hasTransformOnPath
      {
        return CGRect.boundingBox(of: rect.corners.map { convertPoint($0, to: space) })
      }
      return CGRect(origin: convertPoint(rect.origin, to: space), size: rect.size)
    }

    func convertRect(_ rect: CGRect, from space: any UICoordinateSpace) -> CGRect {
      if UIView.transformsInUse, let source = screenSpaceMapping(of: space),
        hasTransformOnPath || source.hasTransformOnPath
      {
        return CGRect.boundingBox(of: rect.corners.map { convertPoint($0, from: space) })
      }
      return CGRect(origin: convertPoint(rect.origin, from: space), size: rect.size)
    }
  }

  /// The space's mapping to its screen, or `nil` for a space the model did not make.
  /// A view and the screen's space, the two every keyboard event converts between, are
  /// matched by a class cast first: the protocol cast that finds any other conformer looks
  /// the conformance up at run time, which cost more than the conversion itself. Both
  /// classes conform to `ScreenSpaceMapping`, so each path calls the same methods.
  @MainActor
  private func screenSpaceMapping(of space: any UICoordinateSpace) -> (any ScreenSpaceMapping)? {
    if let view = space as? UIView { return view }
    if let screenSpace = space as? ScreenCoordinateSpace { return screenSpace }
    return space as? any ScreenSpaceMapping
  }
#endif
