#if !canImport(UIKit)
  import Foundation

  /// An object that represents a position in a text container.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitextposition
  /// UIKit leaves its content to the text view; the model's positions are UTF-16 offsets,
  /// the unit of `NSRange` and `selectedRange`.
  @preconcurrency @MainActor
  open class UITextPosition: NSObject {}

  /// A range of characters in a text container with a starting index and an ending index
  /// in string backing a text-entry object.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitextrange
  @preconcurrency @MainActor
  open class UITextRange: NSObject {
    /// A Boolean value that indicates whether the range of text represented by the text
    /// range is zero-length.
    open var isEmpty: Bool {
      true
    }

    /// The start of a range of text.
    open var start: UITextPosition {
      UITextPosition()
    }

    /// The end of a range of text.
    open var end: UITextPosition {
      UITextPosition()
    }
  }

  /// A position at a UTF-16 offset.
  final class OffsetTextPosition: UITextPosition {
    let offset: Int

    init(offset: Int) {
      self.offset = offset
      super.init()
    }
  }

  /// A range between two UTF-16 offsets.
  final class OffsetTextRange: UITextRange {
    let lower: Int
    let upper: Int

    init(lower: Int, upper: Int) {
      self.lower = min(lower, upper)
      self.upper = max(lower, upper)
      super.init()
    }

    override var isEmpty: Bool {
      lower == upper
    }

    override var start: UITextPosition {
      OffsetTextPosition(offset: lower)
    }

    override var end: UITextPosition {
      OffsetTextPosition(offset: upper)
    }
  }
#endif
