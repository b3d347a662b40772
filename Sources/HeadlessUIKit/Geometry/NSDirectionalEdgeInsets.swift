#if !canImport(UIKit)
  import Foundation

  /// Edge insets that take the user interface layout direction into account.
  ///
  /// Source: UIGeometry.h (iPhoneOS16.4.sdk), `typedef struct NS_SWIFT_SENDABLE
  /// NSDirectionalEdgeInsets { CGFloat top, leading, bottom, trailing; }`, iOS 11; the Swift
  /// overlay (UIKit.swiftinterface) adds `Equatable` and `Codable`, not `Hashable`, as for
  /// ``UIEdgeInsets`` (whose model likewise stops at `Equatable`).
  @available(iOS 11.0, *)
  public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// The top edge inset value.
    public var top: CGFloat
    /// The leading edge inset value: the left edge left to right, the right edge right to
    /// left.
    public var leading: CGFloat
    /// The bottom edge inset value.
    public var bottom: CGFloat
    /// The trailing edge inset value.
    public var trailing: CGFloat

    /// Creates directional edge insets with all four values zero.
    public init() {
      self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates directional edge insets with the specified values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// Directional edge insets whose four values are all 0 (`NSDirectionalEdgeInsetsZero`).
    public static let zero = NSDirectionalEdgeInsets()
  }
#endif
