#if !canImport(UIKit)
  import Foundation

  /// An object that stores color data.
  ///
  /// Source: UIColor.h (iPhoneOS16.4.sdk): `NS_SWIFT_SENDABLE @interface UIColor : NSObject
  /// <NSSecureCoding, NSCopying>`, no `NS_SWIFT_UI_ACTOR`: Swift imports it as
  /// `@unchecked Sendable`. The model's color is a value the code can hold and read back:
  /// it draws nothing, and its components are set while it is initialized and never after
  /// (so `@unchecked Sendable` holds). It has one appearance, light [choice]: the model has no
  /// trait collections.
  open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Creates a color object using the specified opacity and RGB component values.
    ///
    /// Source: UIColor.h, `- (UIColor *)initWithRed:green:blue:alpha:`. The model keeps
    /// the values as given (extended sRGB allows values outside 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = (red, green, blue, alpha)
      super.init()
    }

    /// Creates a color object using the specified opacity and grayscale values.
    ///
    /// Source: UIColor.h, `- (UIColor *)initWithWhite:alpha:`.
    public init(white: CGFloat, alpha: CGFloat) {
      components = (white, white, white, alpha)
      super.init()
    }

    /// Creates a color from data in an unarchiver.
    ///
    /// Source: UIColor.h, `<NSSecureCoding>`: `init(coder:)` is required of every subclass.
    /// The model has no archives: the color is clear black [choice].
    public required init?(coder: NSCoder) {
      components = (0, 0, 0, 0)
      super.init()
    }

    /// Creates a color from a color literal (`#colorLiteral(red:green:blue:alpha:)`).
    ///
    /// Source: the UIKit overlay (UIKit.swiftinterface, iPhoneOS16.4.sdk): `extension
    /// UIColor : Swift._ExpressibleByColorLiteral { @nonobjc required convenience public
    /// init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) }`.
    public required convenience init(
      _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
    ) {
      self.init(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Returns the components that form the color in the RGB color space.
    ///
    /// Source: UIColor.h, `- (BOOL)getRed:green:blue:alpha:` "If the receiver is of a
    /// compatible color space, any non-NULL parameters are populated and 'YES' is
    /// returned." Every model color is.
    @available(iOS 5.0, *)
    @discardableResult
    open func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      red?.pointee = components.red
      green?.pointee = components.green
      blue?.pointee = components.blue
      alpha?.pointee = components.alpha
      return true
    }

    /// Creates a color object that has the same color space and component values as the
    /// receiver, but has the specified alpha component.
    ///
    /// Source: UIColor.h, `- (UIColor *)colorWithAlphaComponent:`.
    @discardableResult
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    // The fixed colors [doc: UIColor.h, the components in each declaration's comment] and
    // the system colors in their light appearance [doc: Apple Human Interface Guidelines,
    // "Color", the iOS default values]. Each is one object, as UIKit's are cached ("These
    // colors are cached", UIColor.h).

    /// A color object in the sRGB color space whose grayscale value is 0.0 and whose alpha
    /// value is 1.0.
    open class var black: UIColor { Palette.black }
    /// A color object whose grayscale value is 1.0 and whose alpha value is 1.0.
    open class var white: UIColor { Palette.white }
    /// A color object whose grayscale and alpha values are both 0.0.
    open class var clear: UIColor { Palette.clear }
    /// A color object whose RGB values are 1.0, 0.0, and 0.0 and whose alpha value is 1.0.
    open class var red: UIColor { Palette.red }
    /// A color object whose grayscale value is 0.5 and whose alpha value is 1.0.
    open class var gray: UIColor { Palette.gray }
    /// A color object whose grayscale value is 2/3 and whose alpha value is 1.0.
    open class var lightGray: UIColor { Palette.lightGray }
    /// A color that represents the system-provided red color (light: 255, 59, 48).
    @available(iOS 7.0, *)
    open class var systemRed: UIColor { Palette.systemRed }
    /// A color that represents the system-provided blue color (light: 0, 122, 255).
    @available(iOS 7.0, *)
    open class var systemBlue: UIColor { Palette.systemBlue }
    /// A color that represents the system-provided gray color (light: 142, 142, 147).
    @available(iOS 7.0, *)
    open class var systemGray: UIColor { Palette.systemGray }
    /// The color for text labels that contain primary content (light: black).
    @available(iOS 13.0, *)
    open class var label: UIColor { Palette.label }
    /// The color for text labels that contain secondary content (light: 60, 60, 67, 60 %).
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { Palette.secondaryLabel }
    /// The color for placeholder text in controls or text views (light: 60, 60, 67, 30 %).
    @available(iOS 13.0, *)
    open class var placeholderText: UIColor { Palette.placeholderText }
    /// The color for the main background of your interface (light: white).
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { Palette.systemBackground }
    /// The color for content layered on top of the main background (light: 242, 242, 247).
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { Palette.secondarySystemBackground }
    /// An overlay fill color for medium-size shapes (light: 120, 120, 128, 16 %).
    @available(iOS 13.0, *)
    open class var secondarySystemFill: UIColor { Palette.secondarySystemFill }
  }

  /// The cached colors, made once.
  private enum Palette {
    static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1)
      -> UIColor
    {
      UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }
    static let black = UIColor(white: 0, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    static let systemRed = rgb(255, 59, 48)
    static let systemBlue = rgb(0, 122, 255)
    static let systemGray = rgb(142, 142, 147)
    static let label = UIColor(white: 0, alpha: 1)
    static let secondaryLabel = rgb(60, 60, 67, 0.6)
    static let placeholderText = rgb(60, 60, 67, 0.3)
    static let systemBackground = UIColor(white: 1, alpha: 1)
    static let secondarySystemBackground = rgb(242, 242, 247)
    static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  }
#endif
