#if !canImport(UIKit)
  import Foundation

  /// A raw-representable value whose raw value is a number: comparable, and offset by raw
  /// values.
  ///
  /// Source: the UIKit overlay (UIKit.swiftinterface, iPhoneOS16.4.sdk): `public protocol
  /// _UIKitNumericRawRepresentable : Swift.Comparable, Swift.RawRepresentable where
  /// Self.RawValue : Swift.Comparable, Self.RawValue : Swift.Numeric` and its extension's
  /// operators, which UIKit gives `UILayoutPriority` (and `UIWindow.Level`, `UIFont.Weight`).
  public protocol _UIKitNumericRawRepresentable: Comparable, RawRepresentable
  where RawValue: Comparable & Numeric {}

  extension _UIKitNumericRawRepresentable {
    /// Whether `lhs`'s raw value is the lower.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    /// The value `rhs` above `lhs`.
    public static func + (lhs: Self, rhs: Self.RawValue) -> Self {
      // The conforming types accept every raw value (NS_TYPED_EXTENSIBLE_ENUM); one that
      // refused it would keep its value.
      Self(rawValue: lhs.rawValue + rhs) ?? lhs
    }

    /// The value `lhs` above `rhs`.
    public static func + (lhs: Self.RawValue, rhs: Self) -> Self {
      Self(rawValue: lhs + rhs.rawValue) ?? rhs
    }

    /// The value `rhs` below `lhs`.
    public static func - (lhs: Self, rhs: Self.RawValue) -> Self {
      Self(rawValue: lhs.rawValue - rhs) ?? lhs
    }

    /// How far `lhs` lies above `rhs`.
    public static func - (lhs: Self, rhs: Self) -> Self.RawValue {
      lhs.rawValue - rhs.rawValue
    }

    /// Raises the value by `rhs`.
    public static func += (lhs: inout Self, rhs: Self.RawValue) {
      lhs = lhs + rhs
    }

    /// Lowers the value by `rhs`.
    public static func -= (lhs: inout Self, rhs: Self.RawValue) {
      lhs = lhs - rhs
    }
  }

  /// The layout priority is used to indicate to the constraint-based layout system which
  /// constraints are more important.
  ///
  /// Source: NSLayoutConstraint.h, `typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM`
  /// (imported as a `RawRepresentable` struct of `Float`), and the UIKit overlay
  /// (UIKit.swiftinterface, iPhoneOS16.4.sdk): `extension UILayoutPriority :
  /// _UIKitNumericRawRepresentable`, whose `<`, `+`, `-`, `+=` and `-=` the model declares on
  /// the struct itself. The Mac Catalyst scene priorities are not available on iOS and are
  /// left out.
  public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    /// The priority's value: 1000 is required, anything lower optional.
    public let rawValue: Float

    /// Creates a priority with the given value.
    public init(_ rawValue: Float) {
      self.rawValue = rawValue
    }

    /// Creates a priority with the given value.
    public init(rawValue: Float) {
      self.rawValue = rawValue
    }

    /// A required constraint. Do not specify a layout constraint that exceeds this number.
    ///
    /// Source: NSLayoutConstraint.h, `UILayoutPriorityRequired = 1000`.
    public static let required = UILayoutPriority(1000)

    /// The priority level with which a button resists compressing its content.
    ///
    /// Source: NSLayoutConstraint.h, `UILayoutPriorityDefaultHigh = 750`.
    public static let defaultHigh = UILayoutPriority(750)

    /// The priority level at which a button hugs its contents horizontally.
    ///
    /// Source: NSLayoutConstraint.h, `UILayoutPriorityDefaultLow = 250`.
    public static let defaultLow = UILayoutPriority(250)

    /// The priority level with which the view wants to conform to the target size in
    /// `systemLayoutSizeFitting(_:)`'s computation.
    ///
    /// Source: NSLayoutConstraint.h, `UILayoutPriorityFittingSizeLevel = 50`.
    public static let fittingSizeLevel = UILayoutPriority(50)
  }

  extension UILayoutPriority: _UIKitNumericRawRepresentable {}
#endif
