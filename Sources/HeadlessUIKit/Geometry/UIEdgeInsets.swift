#if !canImport(UIKit)
  import Foundation

  /// The inset distances for views, as in UIKit.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiedgeinsets
  /// UIGeometry.h declares the C struct; the Swift overlay (UIKit.swiftinterface, iOS 18.0)
  /// adds `Equatable` and `Codable`, not `Hashable`, so the model is not `Hashable` either.
  public struct UIEdgeInsets: Equatable, Sendable {
    /// The top edge inset value.
    public var top: CGFloat
    /// The left edge inset value.
    public var left: CGFloat
    /// The bottom edge inset value.
    public var bottom: CGFloat
    /// The right edge inset value.
    public var right: CGFloat

    /// Creates an edge inset with all four values zero.
    public init() {
      self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates an edge inset for a view with the specified values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// An edge insets struct whose top, left, bottom, and right fields are all 0.
    public static let zero = UIEdgeInsets()
  }

  extension CGRect {
    /// Adjusts a rectangle by the given edge insets.
    ///
    /// Source: https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1rxp1
    /// (`UIEdgeInsetsInsetRect`): positive insets shrink the rectangle.
    @discardableResult
    public func inset(by insets: UIEdgeInsets) -> CGRect {
      CGRect(
        x: origin.x + insets.left,
        y: origin.y + insets.top,
        width: size.width - insets.left - insets.right,
        height: size.height - insets.top - insets.bottom
      )
    }
  }
#endif
