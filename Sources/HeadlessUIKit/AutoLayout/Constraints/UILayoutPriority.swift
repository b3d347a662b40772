#if !canImport(UIKit)
  import Foundation

  /// The layout priority is used to indicate to the constraint-based layout system which
  /// constraints are more important.
  ///
  /// Source: NSLayoutConstraint.h, `typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM`
  /// (imported as a `RawRepresentable` struct of `Float`), and the UIKit overlay
  /// (UIKit.swiftinterface, iPhoneOS16.4.sdk): `extension UILayoutPriority :
  /// _UIKitNumericRawRepresentable`, whose `<`, `+`, `-`, `+=` and `-=` the model declares on
  /// the struct itself. The Mac Catalyst scene priorities are not available on iOS and are
  /// left out.
  public struct UILayoutPriority: Hashable, Comparable, RawRepresentable, Sendable {
    /// The priority's value: 1000 is required, anything lower optional.
    public var rawValue: Float

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

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    /// The priority `rhs` above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
      UILayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority `lhs` above `rhs`.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
      UILayoutPriority(lhs + rhs.rawValue)
    }

    /// The priority `rhs` below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
      UILayoutPriority(lhs.rawValue - rhs)
    }

    /// How far `lhs` lies above `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float {
      lhs.rawValue - rhs.rawValue
    }

    /// Raises the priority by `rhs`.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) {
      lhs.rawValue += rhs
    }

    /// Lowers the priority by `rhs`.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
      lhs.rawValue -= rhs
    }
  }
#endif
