#if !canImport(UIKit)
  import Foundation

  /// The model's stand-in for TextKit layout: every `"\n"` starts a new line, lines never
  /// wrap, each line is ``lineHeight`` tall and each UTF-16 unit ``characterAdvance`` wide.
  /// The caret is ``caretWidth`` wide and one line tall. These are the model's choices: they
  /// make caret positions computable by hand in tests; UIKit's real metrics depend on fonts.
  enum TextLineModel {
    static let lineHeight: CGFloat = 20
    static let characterAdvance: CGFloat = 8
    static let caretWidth: CGFloat = 2

    static func caretRect(
      in text: String, atUTF16Offset offset: Int, textContainerInset: UIEdgeInsets
    ) -> CGRect {
      let units = Array(text.utf16)
      let clamped = max(0, min(offset, units.count))
      let newline = UInt16(UInt8(ascii: "\n"))
      var line = 0
      var lineStart = 0
      for index in 0..<clamped where units[index] == newline {
        line += 1
        lineStart = index + 1
      }
      return CGRect(
        x: textContainerInset.left + CGFloat(clamped - lineStart) * characterAdvance,
        y: textContainerInset.top + CGFloat(line) * lineHeight,
        width: caretWidth, height: lineHeight)
    }

    static func contentHeight(of text: String, textContainerInset: UIEdgeInsets) -> CGFloat {
      let newline = UInt16(UInt8(ascii: "\n"))
      let lines = 1 + text.utf16.lazy.filter { $0 == newline }.count
      return textContainerInset.top + CGFloat(lines) * lineHeight + textContainerInset.bottom
    }
  }
#endif
