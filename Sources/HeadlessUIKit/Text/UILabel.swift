#if !canImport(UIKit)
  import Foundation

  /// A view that displays one or more lines of informational text.
  ///
  /// Source: UILabel.h (iPhoneOS16.4.sdk), `@interface UILabel : UIView`. The model keeps the
  /// text and its appearance, draws nothing, and sizes itself by the model's font model
  /// (UIFont.swift: lines `1.2 × pointSize` tall, `0.5 × pointSize` per UTF-16 unit): each
  /// `"\n"` starts a line, lines never wrap [choice: UIKit wraps at
  /// `preferredMaxLayoutWidth` or the layout width, which the model does not].
  @preconcurrency @MainActor
  open class UILabel: UIView {
    private var ownFont: UIFont?
    private var ownTextColor: UIColor?

    /// Initializes and returns a newly allocated label with the specified frame rectangle.
    ///
    /// Source: UIView.h `initWithFrame:`, inherited.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a label from data in an unarchiver; the model decodes nothing.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The text that the label displays.
    ///
    /// Source: UILabel.h, "default is nil". A change invalidates the intrinsic content size
    /// [doc: UIView.h, "call this when something changes that affects the
    /// intrinsicContentSize"].
    open var text: String? {
      didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font of the text.
    ///
    /// Source: UILabel.h, `null_resettable`, "default is nil (system font 17 plain)":
    /// reading it gives the 17 pt system font until one is set, and again after `nil`.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_resettable).
    open var font: UIFont! {
      get { ownFont ?? .systemFont(ofSize: 17) }
      set {
        ownFont = newValue
        invalidateIntrinsicContentSize()
      }
    }

    /// The color of the text.
    ///
    /// Source: UILabel.h, `null_resettable`, "default is labelColor".
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_resettable).
    open var textColor: UIColor! {
      get { ownTextColor ?? .label }
      set { ownTextColor = newValue }
    }

    /// The technique for aligning the text.
    ///
    /// Source: UILabel.h: "default is NSTextAlignmentNatural (before iOS 9, the default was
    /// NSTextAlignmentLeft)". The model draws no text and the label's size does not depend on
    /// its alignment: the value is kept.
    open var textAlignment: NSTextAlignment = .natural

    /// The maximum number of lines for rendering text.
    ///
    /// Source: UILabel.h: "default is 1. To remove any maximum limit, and use as many lines
    /// as needed, set the value of this property to 0". A negative value counts as 0
    /// [choice].
    open var numberOfLines: Int = 1 {
      didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The label's natural size: its widest shown line by its shown lines, in the model's
    /// font model; no text (nil or empty) is no size [choice].
    ///
    /// Source: UIView.h `intrinsicContentSize` (a label is the header's example of a view
    /// "that has an intrinsic size"); the metrics are a [choice] (UIFont.swift).
    open override var intrinsicContentSize: CGSize {
      guard let text, !text.isEmpty else { return .zero }
      let font: UIFont = font
      let newline = UInt16(UInt8(ascii: "\n"))
      var lineLengths: [Int] = [0]
      for unit in text.utf16 {
        if unit == newline {
          lineLengths.append(0)
        } else {
          lineLengths[lineLengths.count - 1] += 1
        }
      }
      let shown = numberOfLines > 0 ? Array(lineLengths.prefix(numberOfLines)) : lineLengths
      return CGSize(
        width: CGFloat(shown.max() ?? 0) * font.characterAdvance,
        height: CGFloat(shown.count) * font.lineHeight)
    }
  }
#endif
