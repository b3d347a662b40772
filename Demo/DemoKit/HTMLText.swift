#if !canImport(UIKit)
  import Foundation

  /// Small helpers for writing HTML and SVG text.
  enum HTMLText {
    /// `text` with the characters that HTML gives meaning to replaced by entities.
    static func escape(_ text: String) -> String {
      var result = ""
      for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
      }
      return result
    }

    /// A coordinate with at most two decimals and no trailing zeros.
    static func number(_ value: CGFloat) -> String {
      let rounded = (value * 100).rounded() / 100
      if rounded == rounded.rounded() { return String(Int(rounded)) }
      var text = String(format: "%.2f", Double(rounded))
      while text.hasSuffix("0") { text.removeLast() }
      return text
    }
  }
#endif
