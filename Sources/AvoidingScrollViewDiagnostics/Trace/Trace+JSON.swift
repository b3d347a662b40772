import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

/// Why a file could not be read as a trace.
package enum TraceError: Error, Equatable, CustomStringConvertible {
  /// The file is not a trace (no `"format": "avoiding-scroll-view-trace"`).
  case notATrace
  /// The trace's format version is one this reader does not know.
  case unsupportedVersion(Int?)
  /// The trace is malformed: what the JSON decoder said.
  case malformed(String)

  package var description: String {
    switch self {
    case .notATrace:
      "not an AvoidingScrollView trace (its \"format\" is not \"\(Trace.formatName)\")"
    case .unsupportedVersion(let version):
      "trace format version \(version.map(String.init) ?? "missing") is not supported: this "
        + "reader knows versions \(Trace.readableVersions.lowerBound) to "
        + "\(Trace.readableVersions.upperBound) (Docs/TraceFormat.md)"
    case .malformed(let reason):
      "malformed trace: \(reason)"
    }
  }
}

extension Trace {
  /// Non-finite numbers (a malformed notification's NaN frame) as JSON strings.
  private static let nonFiniteNames = (positive: "+inf", negative: "-inf", nan: "nan")

  /// The trace as JSON: keys sorted, one member per line, arrays of numbers on one line.
  package func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let names = Self.nonFiniteNames
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: names.positive, negativeInfinity: names.negative, nan: names.nan)
    return Data(JSONLayout.format(try encoder.encode(self)).utf8)
  }

  /// Reads a trace, refusing anything that is not a trace of this format version before
  /// reading the rest.
  package static func decode(_ data: Data) throws -> Trace {
    struct Header: Decodable {
      var format: String?
      var formatVersion: Int?
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw TraceError.notATrace
    }
    guard header.format == formatName else { throw TraceError.notATrace }
    guard let version = header.formatVersion, readableVersions.contains(version) else {
      throw TraceError.unsupportedVersion(header.formatVersion)
    }
    let decoder = JSONDecoder()
    let names = nonFiniteNames
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: names.positive, negativeInfinity: names.negative, nan: names.nan)
    do {
      return try decoder.decode(Trace.self, from: data)
    } catch let error as DecodingError {
      throw TraceError.malformed(Self.describe(error))
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      "/"
        + context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
          separator: "/")
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(path(context)): missing \(key.stringValue)"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }
}

/// Lays out compact JSON for people: one object member or array element per line, two spaces
/// per level, except arrays of plain values (a rect, insets), which stay on one line.
enum JSONLayout {
  static func format(_ compact: Data) -> String {
    var layout = Layout(text: Array(compact))
    layout.value(indent: 0)
    return layout.output + "\n"
  }

  private struct Layout {
    let text: [UInt8]
    var index = 0
    var output = ""

    init(text: [UInt8]) {
      self.text = text
    }

    mutating func value(indent: Int) {
      guard index < text.count else { return }
      switch text[index] {
      case UInt8(ascii: "{"): container(close: UInt8(ascii: "}"), indent: indent, keyed: true)
      case UInt8(ascii: "["): container(close: UInt8(ascii: "]"), indent: indent, keyed: false)
      case UInt8(ascii: "\""): output += string()
      default:
        let start = index
        while index < text.count, !",]}".utf8.contains(text[index]) { index += 1 }
        output += String(decoding: text[start..<index], as: UTF8.self)
      }
    }

    mutating func container(close: UInt8, indent: Int, keyed: Bool) {
      let open = text[index]
      index += 1
      if text[index] == close {
        index += 1
        output += String(decoding: [open, close], as: UTF8.self)
        return
      }
      if !keyed, isFlat(from: index, close: close) {
        let start = index - 1
        while text[index] != close { index += 1 }
        index += 1
        let flat = String(decoding: text[start..<index], as: UTF8.self)
        output += flat.replacingOccurrences(of: ",", with: ", ")
        return
      }
      let inner = String(repeating: "  ", count: indent + 1)
      output += String(decoding: [open], as: UTF8.self) + "\n"
      while true {
        output += inner
        if keyed {
          output += string() + ": "
          index += 1  // ":"
        }
        value(indent: indent + 1)
        if text[index] == UInt8(ascii: ",") {
          index += 1
          output += ",\n"
        } else {
          index += 1  // the closing bracket
          output +=
            "\n" + String(repeating: "  ", count: indent)
            + String(decoding: [close], as: UTF8.self)
          return
        }
      }
    }

    /// Whether the array starting at `start` holds numbers, booleans and null only.
    func isFlat(from start: Int, close: UInt8) -> Bool {
      var position = start
      while position < text.count, text[position] != close {
        let byte = text[position]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\"") {
          return false
        }
        position += 1
      }
      return true
    }

    mutating func string() -> String {
      let start = index
      index += 1
      var escaped = false
      while index < text.count {
        let byte = text[index]
        index += 1
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          break
        }
      }
      return String(decoding: text[start..<index], as: UTF8.self)
    }
  }
}
