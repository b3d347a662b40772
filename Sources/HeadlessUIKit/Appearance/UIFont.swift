#if !canImport(UIKit)
  import Foundation

  /// An object that provides access to the font's characteristics.
  ///
  /// Source: UIFont.h (iPhoneOS16.4.sdk): `NS_SWIFT_SENDABLE @interface UIFont : NSObject
  /// <NSCopying, NSSecureCoding>`, no `NS_SWIFT_UI_ACTOR`, imported as `@unchecked
  /// Sendable`. The model's font is a value: a point size and a weight, set while it is
  /// initialized and never after (so `@unchecked Sendable` holds). Its metrics are the
  /// model's font model, a [choice] (UIKit's come from the font files, which are not public
  /// data): a line is `1.2 × pointSize` tall, and each UTF-16 unit `0.5 × pointSize` wide
  /// whatever the weight (a 17 pt font: 20.4 pt lines, 8.5 pt per unit).
  open class UIFont: NSObject, @unchecked Sendable {
    /// The font's weight (not UIKit API: UIKit reads it from the font descriptor's traits).
    package let weight: UIFont.Weight
    private let size: CGFloat

    init(size: CGFloat, weight: UIFont.Weight) {
      // Bad input is no font size [choice]: NaN, infinite or negative sizes give 0.
      self.size = size.isFinite ? max(0, size) : 0
      self.weight = weight
      super.init()
    }

    /// Creates a font from data in an unarchiver.
    ///
    /// Source: UIFont.h, `<NSSecureCoding>`: `init(coder:)` is required of every subclass.
    /// The model has no archives: the font is the 17 pt system font [choice].
    public required init?(coder: NSCoder) {
      size = 17
      weight = .regular
      super.init()
    }

    /// Returns the font that displays text in the specified text style, at the default
    /// content size category.
    ///
    /// Source: UIFont.h `+preferredFontForTextStyle:` (iOS 7); the sizes and weights of the
    /// Large (default) content size category [doc: Apple Human Interface Guidelines,
    /// Typography, "iOS, iPadOS Dynamic Type sizes"]: large title 34, title 1 28, title 2 22,
    /// title 3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13,
    /// caption 1 12, caption 2 11. The model has no content size categories; an unknown style
    /// gives the body font [choice].
    @available(iOS 7.0, *)
    @discardableResult
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
      let sizes: [UIFont.TextStyle: CGFloat] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
        .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
      ]
      return UIFont(
        size: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
    }

    /// Returns the font object for standard interface items in the specified size.
    ///
    /// Source: UIFont.h `+systemFontOfSize:`.
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(size: fontSize, weight: .regular)
    }

    /// Returns the font object for standard interface items in boldface type in the
    /// specified size.
    ///
    /// Source: UIFont.h `+boldSystemFontOfSize:`.
    @discardableResult
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(size: fontSize, weight: .bold)
    }

    /// Returns the system font object in the specified size and weight.
    ///
    /// Source: UIFont.h `+systemFontOfSize:weight:` (iOS 8.2).
    @available(iOS 8.2, *)
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
      UIFont(size: fontSize, weight: weight)
    }

    /// Returns a font object that is the same as the font, but has the specified size.
    ///
    /// Source: UIFont.h `-fontWithSize:`.
    @discardableResult
    open func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(size: fontSize, weight: weight)
    }

    /// The receiver's point size, or the effective vertical point size for a font with a
    /// nonstandard matrix.
    ///
    /// Source: UIFont.h `pointSize`.
    open var pointSize: CGFloat {
      size
    }

    /// The height, in points, of text lines: `1.2 × pointSize` in the model's font model
    /// [choice].
    ///
    /// Source: UIFont.h `lineHeight` (iOS 4).
    @available(iOS 4.0, *)
    open var lineHeight: CGFloat {
      size * 1.2
    }

    /// The width of one UTF-16 unit in the model's font model: `0.5 × pointSize` [choice].
    var characterAdvance: CGFloat {
      size * 0.5
    }
  }

  extension UIFont {
    /// The weight of a font.
    ///
    /// Source: UIFontDescriptor.h, `typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM`,
    /// imported as a `RawRepresentable` struct of `CGFloat`; the UIKit overlay gives it
    /// `_UIKitNumericRawRepresentable`. The constants' values are not in the header: the
    /// ones CoreText reports [seen: `UIFont.Weight.regular.rawValue` and kin printed on iOS,
    /// widely quoted: ultraLight −0.8, thin −0.6, light −0.4, regular 0, medium 0.23,
    /// semibold 0.3, bold 0.4, heavy 0.56, black 0.62].
    public struct Weight: Hashable, RawRepresentable, Sendable {
      /// The weight's value, −1 (thinnest) to 1 (heaviest).
      public let rawValue: CGFloat

      /// Creates a weight with the given value.
      public init(_ rawValue: CGFloat) {
        self.rawValue = rawValue
      }

      /// Creates a weight with the given value.
      public init(rawValue: CGFloat) {
        self.rawValue = rawValue
      }

      /// The ultra-light font weight.
      @available(iOS 8.2, *)
      public static let ultraLight = Weight(-0.8)
      /// The thin font weight.
      @available(iOS 8.2, *)
      public static let thin = Weight(-0.6)
      /// The light font weight.
      @available(iOS 8.2, *)
      public static let light = Weight(-0.4)
      /// The regular font weight.
      @available(iOS 8.2, *)
      public static let regular = Weight(0)
      /// The medium font weight.
      @available(iOS 8.2, *)
      public static let medium = Weight(0.23)
      /// The semibold font weight.
      @available(iOS 8.2, *)
      public static let semibold = Weight(0.3)
      /// The bold font weight.
      @available(iOS 8.2, *)
      public static let bold = Weight(0.4)
      /// The heavy font weight.
      @available(iOS 8.2, *)
      public static let heavy = Weight(0.56)
      /// The font weight with the heaviest value.
      @available(iOS 8.2, *)
      public static let black = Weight(0.62)
    }

    /// Constants that describe the preferred styles for fonts.
    ///
    /// Source: UIFontDescriptor.h, `typedef NSString * UIFontTextStyle NS_TYPED_ENUM`,
    /// imported as a `RawRepresentable` struct of `String`. The constants' strings are not in
    /// the header: the ones UIKit reports [seen: `UIFont.TextStyle.body.rawValue` is
    /// "UICTFontTextStyleBody" on iOS, and likewise for each style].
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
      /// The style's name.
      public let rawValue: String

      /// Creates a text style with the given name.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The font for large titles.
      @available(iOS 11.0, *)
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// The font for first-level hierarchical headings.
      @available(iOS 9.0, *)
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// The font for second-level hierarchical headings.
      @available(iOS 9.0, *)
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// The font for third-level hierarchical headings.
      @available(iOS 9.0, *)
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// The font for headings.
      @available(iOS 7.0, *)
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// The font for subheadings.
      @available(iOS 7.0, *)
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// The font for body text.
      @available(iOS 7.0, *)
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// The font for callouts.
      @available(iOS 9.0, *)
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// The font for footnotes.
      @available(iOS 7.0, *)
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// The font for standard captions.
      @available(iOS 7.0, *)
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// The font for alternate captions.
      @available(iOS 7.0, *)
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
  }

  extension UIFont.Weight: _UIKitNumericRawRepresentable {}
#endif
