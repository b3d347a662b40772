#if !canImport(UIKit)
  import Foundation

  /// Where a file stops being JSON, and what was expected there: what `avoiding-replay` says of
  /// a truncated or hand-edited trace, instead of calling it "not a trace".
  ///
  /// Foundation's JSON readers on Linux say only "The given data was not valid JSON"
  /// (`JSONDecoder`) or "Invalid value around character N" / "Unexpected end of file"
  /// (`JSONSerialization`, whose end-of-file message also comes for a misspelt `true` in the
  /// middle of a file), so the position is found here, by reading the file against the JSON
  /// grammar of RFC 8259 (`[doc]` https://www.rfc-editor.org/rfc/rfc8259).
  package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The offset of the first byte that cannot continue the JSON text (the file's length when
    /// it ends too soon), from 0.
    package var byteOffset: Int
    /// The line of that byte, from 1 (lines end at `\n`).
    package var line: Int
    /// Its column on the line, from 1, counted in Unicode scalars, as editors count.
    package var column: Int
    /// What was expected there and what was found.
    package var problem: String

    package var description: String {
      "not valid JSON: line \(line), column \(column) (byte \(byteOffset)): \(problem)"
    }

    /// The first syntax error in `data`, or `nil` when `data` is one JSON value (surrounded by
    /// whitespace, after an optional UTF-8 byte order mark).
    package static func first(in data: Data) -> JSONSyntaxError? {
      var scanner = JSONScanner(bytes: Array(data))
      guard let (offset, problem) = scanner.firstError() else { return nil }
      return JSONSyntaxError(bytes: scanner.bytes, offset: offset, problem: problem)
    }

    /// For text Foundation refuses and the grammar above accepts (a byte sequence that is not
    /// UTF-8 in a string, say): the error where Foundation's message puts it ("around
    /// character N", a byte offset on Linux), else at the end of the file, in its words.
    static func unlocated(in data: Data) -> JSONSyntaxError {
      var debug = ""
      do {
        _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      } catch {
        debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      }
      var offset = data.count
      if let range = debug.range(of: "character ") {
        let number = debug[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        offset = min(Int(number) ?? offset, data.count)
      }
      let problem =
        "Foundation's JSON reader refuses it" + (debug.isEmpty ? "" : " (\(debug))")
      return JSONSyntaxError(bytes: Array(data), offset: offset, problem: problem)
    }

    /// The error at `offset` in `bytes`, its line and column counted from the start.
    init(bytes: [UInt8], offset: Int, problem: String) {
      let before = bytes[..<min(offset, bytes.count)]
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      byteOffset = offset
      line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
      column =
        String(decoding: bytes[lineStart..<before.endIndex], as: UTF8.self)
        .unicodeScalars.count + 1
      self.problem = problem
    }
  }

  /// Reads bytes against the JSON grammar and stops at the first byte that does not fit. It
  /// keeps its own stack of open containers rather than recursing, so that a file of a
  /// million `[` is an error, not a stack overflow.
  private struct JSONScanner {
    /// Where and why the text stops being JSON.
    struct Stop: Error {
      var offset: Int
      var problem: String
    }

    let bytes: [UInt8]
    private var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    private enum Container {
      case object, array
    }

    /// What may come next.
    private enum Expecting {
      /// A value (at the start, after `:`, after `,` in an array).
      case value
      /// A value or `]` (just after `[`).
      case valueOrClose
      /// A member's name or `}` (just after `{`).
      case nameOrClose
      /// A member's name (after `,` in an object).
      case name
      /// `,` or the container's closing bracket, or the end of the file at the top level.
      case separatorOrClose
    }

    /// The first error's offset and problem, or `nil` when the bytes are one JSON value.
    mutating func firstError() -> (Int, String)? {
      do {
        try scan()
        return nil
      } catch {
        return (error.offset, error.problem)
      }
    }

    private mutating func scan() throws(Stop) {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
      var stack: [Container] = []
      var expecting = Expecting.value
      while true {
        skipWhitespace()
        if expecting == .separatorOrClose, stack.isEmpty {
          guard index < bytes.count else { return }
          throw stop("expected the end of the file after the JSON value, found \(found)")
        }
        guard index < bytes.count else {
          if bytes.isEmpty { throw stop("the file is empty") }
          throw stop(
            "the file ends inside \(stack.last == .array ? "an array" : "an object") (truncated?)")
        }
        let byte = bytes[index]
        switch expecting {
        case .nameOrClose where byte == UInt8(ascii: "}"),
          .valueOrClose where byte == UInt8(ascii: "]"):
          index += 1
          stack.removeLast()
          expecting = .separatorOrClose
        case .nameOrClose, .name:
          guard byte == UInt8(ascii: "\"") else {
            let what =
              expecting == .name ? "a member name in quotes" : "a member name in quotes or }"
            throw stop("expected \(what), found \(found)")
          }
          try string()
          skipWhitespace()
          guard index < bytes.count else {
            throw stop("the file ends inside an object (truncated?)")
          }
          guard bytes[index] == UInt8(ascii: ":") else {
            throw stop("expected : after the member name, found \(found)")
          }
          index += 1
          expecting = .value
        case .value, .valueOrClose:
          switch byte {
          case UInt8(ascii: "{"):
            index += 1
            stack.append(.object)
            expecting = .nameOrClose
          case UInt8(ascii: "["):
            index += 1
            stack.append(.array)
            expecting = .valueOrClose
          case UInt8(ascii: "\""):
            try string()
            expecting = .separatorOrClose
          case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
            expecting = .separatorOrClose
          case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            try literal()
            expecting = .separatorOrClose
          default:
            throw stop("expected a value, found \(found)")
          }
        case .separatorOrClose:
          let inObject = stack.last == .object
          if byte == UInt8(ascii: ",") {
            index += 1
            expecting = inObject ? .name : .value
          } else if byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            index += 1
            stack.removeLast()
          } else {
            throw stop(
              "expected \(inObject ? ", or } after a member" : ", or ] after an element"), found \(found)"
            )
          }
        }
      }
    }

    /// A stop at `offset` (the current byte unless given).
    private func stop(_ problem: String, at offset: Int? = nil) -> Stop {
      Stop(offset: offset ?? index, problem: problem)
    }

    /// The current byte, for a message: the character, or its value when it is not printable
    /// ASCII.
    private var found: String {
      guard index < bytes.count else { return "the end of the file" }
      let byte = bytes[index]
      if byte > 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
      return String(format: "the byte 0x%02X", byte)
    }

    private mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private static let truncatedString = "the file ends inside a string (truncated?)"

    /// A string, from its opening quote.
    private mutating func string() throws(Stop) {
      index += 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index += 1
          return
        case UInt8(ascii: "\\"):
          try escape()
        case 0x00..<0x20:
          throw stop("a control character must be escaped in a string, found \(found)")
        default:
          index += 1
        }
      }
      throw stop(Self.truncatedString)
    }

    /// An escape, from its backslash. A UTF-16 high surrogate (`\uD800`…`\uDBFF`) must be
    /// followed by an escaped low one (`\uDC00`…`\uDFFF`), which stands nowhere else.
    private mutating func escape() throws(Stop) {
      let start = index
      index += 1
      guard index < bytes.count else { throw stop(Self.truncatedString) }
      guard bytes[index] == UInt8(ascii: "u") else {
        guard Array("\"\\/bfnrt".utf8).contains(bytes[index]) else {
          throw stop("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u), found \(found)")
        }
        index += 1
        return
      }
      index += 1
      let unit = try codeUnit()
      if (0xDC00...0xDFFF).contains(unit) {
        throw stop("a low surrogate escape (\\uDC00…\\uDFFF) must follow a high one", at: start)
      }
      guard (0xD800...0xDBFF).contains(unit) else { return }
      let next = index
      let unpaired = "a high surrogate escape (\\uD800…\\uDBFF) must be followed by a low one"
      guard index < bytes.count else { throw stop(Self.truncatedString) }
      guard bytes[index] == UInt8(ascii: "\\") else { throw stop(unpaired) }
      index += 1
      guard index < bytes.count else { throw stop(Self.truncatedString) }
      guard bytes[index] == UInt8(ascii: "u") else { throw stop(unpaired, at: next) }
      index += 1
      guard (0xDC00...0xDFFF).contains(try codeUnit()) else { throw stop(unpaired, at: next) }
    }

    /// The four hexadecimal digits of a `\u` escape.
    private mutating func codeUnit() throws(Stop) -> Int {
      var unit = 0
      for _ in 0..<4 {
        guard index < bytes.count else { throw stop(Self.truncatedString) }
        guard let digit = Self.hexValue(bytes[index]) else {
          throw stop("expected a hexadecimal digit in a \\u escape, found \(found)")
        }
        unit = unit * 16 + digit
        index += 1
      }
      return unit
    }

    /// A number.
    private mutating func number() throws(Stop) {
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
        index += 1
        if index < bytes.count, Self.isDigit(bytes[index]) {
          throw stop("a number cannot have a leading 0, found \(found) after it")
        }
      } else {
        try digits("in a number")
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        try digits("after the decimal point")
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
      {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        try digits("in the exponent")
      }
    }

    /// One or more digits.
    private mutating func digits(_ place: String) throws(Stop) {
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw stop("expected a digit \(place), found \(found)")
      }
      while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    /// `true`, `false` or `null`.
    private mutating func literal() throws(Stop) {
      let word: String =
        switch bytes[index] {
        case UInt8(ascii: "t"): "true"
        case UInt8(ascii: "f"): "false"
        default: "null"
        }
      for expected in word.utf8 {
        guard index < bytes.count, bytes[index] == expected else {
          throw stop("expected \(word), found \(found)")
        }
        index += 1
      }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The value of a hexadecimal digit.
    private static func hexValue(_ byte: UInt8) -> Int? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
      default: nil
      }
    }
  }
#endif
