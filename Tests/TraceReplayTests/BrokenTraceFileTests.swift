#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation
  import Testing
  @testable import TraceReplay

  /// A file that is not JSON is named as such, with the line, column and byte where it stops
  /// being JSON; JSON that is not a trace is refused as before. Each file is written by hand
  /// and replayed through the command, as `avoiding-replay` reads it.
  @MainActor
  @Suite struct BrokenTraceFileTests {
    /// Writes `bytes` to a file of its own and runs the command on it.
    private func replay(_ bytes: [UInt8]) async throws -> ReplayCommand.Outcome {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "broken-trace-\(UUID().uuidString).json")
      try Data(bytes).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      var printed: [String] = []
      let outcome = await ReplayCommand.run(path: url.path, all: false) { printed.append($0) }
      #expect(printed.isEmpty, "a broken file printed a report: \(printed)")
      return outcome
    }

    private func replay(_ text: String) async throws -> ReplayCommand.Outcome {
      try await replay(Array(text.utf8))
    }

    @Test func aTraceCutBetweenTwoMembersEndsInsideAnObject() async throws {
      // Line 1 "{" and its newline: bytes 0-1. Line 2 `  "device": {` is 13 bytes (2 spaces,
      // 8 for "device" with its quotes, the colon, a space, the brace): bytes 2-14, newline 15.
      // Line 3 `    "isMacCatalyst": false,` is 4 + 15 + 1 + 1 + 5 + 1 = 27 bytes: 16-42,
      // newline 43. Line 4 `    "isSimulator": false,` is 4 + 13 + 1 + 1 + 5 + 1 = 25 bytes:
      // 44-68, newline 69. The file is 70 bytes long and ends at the start of line 5.
      let text =
        "{\n  \"device\": {\n    \"isMacCatalyst\": false,\n    \"isSimulator\": false,\n"
      #expect(text.utf8.count == 70)
      #expect(
        try await replay(text)
          == .unreadable(
            "not valid JSON: line 5, column 1 (byte 70): the file ends inside an object (truncated?)"
          ))
    }

    @Test func aTraceCutInsideAWordEndsThere() async throws {
      // The same file cut after "fa" of line 4's `false`: line 4 starts at byte 44 and
      // `    "isSimulator": fa` is 4 + 13 + 1 + 1 + 2 = 21 bytes (44-64), so the file is 65
      // bytes long and ends on line 4 after 21 characters: column 22.
      let text = "{\n  \"device\": {\n    \"isMacCatalyst\": false,\n    \"isSimulator\": fa"
      #expect(
        try await replay(text)
          == .unreadable(
            "not valid JSON: line 4, column 22 (byte 65): expected false, found the end of the file"
          ))
    }

    @Test func everyCutOfARealTraceStopsWhereTheFileEnds() throws {
      // Every proper prefix of a JSON text can still be continued into JSON, so a trace cut
      // after byte k (short of its closing brace) is JSON up to its end and no further: the
      // error is at byte k, never earlier.
      let url = TraceFolderTests.folder.appendingPathComponent(
        "reconstructed/flutter-docked-show.json")
      let whole = Array(try Data(contentsOf: url))
      let closing = try #require(whole.lastIndex(of: UInt8(ascii: "}")))
      #expect(JSONSyntaxError.first(in: Data(whole)) == nil)
      for cut in stride(from: 1, to: closing, by: 7) {
        let error = JSONSyntaxError.first(in: Data(whole[..<cut]))
        #expect(error?.byteOffset == cut, "cut at \(cut): \(String(describing: error))")
      }
    }

    @Test func textThatIsNotJSONIsNamedAtItsFirstCharacter() async throws {
      #expect(
        try await replay("avoiding-replay, please\n")
          == .unreadable("not valid JSON: line 1, column 1 (byte 0): expected a value, found 'a'"))
      #expect(
        try await replay("")
          == .unreadable("not valid JSON: line 1, column 1 (byte 0): the file is empty"))
      // This test's own source: "#if" at its first byte.
      let source = await ReplayCommand.run(path: #filePath, all: false) { _ in }
      #expect(
        source
          == .unreadable("not valid JSON: line 1, column 1 (byte 0): expected a value, found '#'"))
    }

    @Test func anErrorInsideTheFileIsPlacedByLineAndCharacter() async throws {
      // Line 1 "{" and its newline: bytes 0-1. Line 2 `  "é": 01` (é is U+00E9, two bytes in
      // UTF-8) starts at byte 2: spaces
      // 2-3, the quote 4, "é" (two bytes) 5-6, the quote 7, the colon 8, the space 9, "0" 10,
      // "1" 11. The "1" is byte 11, after 8 characters of its line: column 9 (not 10, the
      // bytes before it).
      #expect(
        try await replay("{\n  \"\u{E9}\": 01\n}")
          == .unreadable(
            "not valid JSON: line 2, column 9 (byte 11): a number cannot have a leading 0, found '1' after it"
          ))
      // A second value after the first: `{"a": 1}` is bytes 0-7, the newline 8, "}" 9.
      #expect(
        try await replay("{\"a\": 1}\n}")
          == .unreadable(
            "not valid JSON: line 2, column 1 (byte 9): expected the end of the file after the JSON value, found '}'"
          ))
      // A missing comma: `{"a": 1 "b": 2}`, the second quote of "b"'s name at byte 8.
      #expect(
        try await replay("{\"a\": 1 \"b\": 2}")
          == .unreadable(
            "not valid JSON: line 1, column 9 (byte 8): expected , or } after a member, found '\"'"
          ))
      // A high surrogate alone: `["\uD83D"]`; the escape's 6 bytes are 2-7, the closing quote
      // 8, where the low surrogate should begin.
      #expect(
        try await replay("[\"\\uD83D\"]")
          == .unreadable(
            "not valid JSON: line 1, column 9 (byte 8): a high surrogate escape (\\uD800…\\uDBFF) must be followed by a low one"
          ))
    }

    @Test func bytesTheGrammarAllowsButFoundationRefusesAreReportedInItsWords() async throws {
      // `{"a":"` is bytes 0-5; 0xFF, which is not UTF-8, is byte 6.
      let outcome = try await replay([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])
      guard case .unreadable(let reason) = outcome else {
        Issue.record("a file with a byte that is not UTF-8 was read: \(outcome)")
        return
      }
      #expect(reason.hasPrefix("not valid JSON: "))
      #expect(reason.contains("Foundation's JSON reader refuses it"))
      #if os(Linux)
        // swift-corelibs-foundation says "… starting from character 6", a byte offset.
        #expect(reason.hasPrefix("not valid JSON: line 1, column 7 (byte 6): "))
      #endif
    }

    @Test func jsonThatIsNotATraceIsRefusedAsBefore() async throws {
      #expect(try await replay("[1, 2]") == .unreadable(TraceError.notATrace.description))
      #expect(
        try await replay(#"{"format": "something else", "formatVersion": 1}"#)
          == .unreadable(TraceError.notATrace.description))
      // Foundation accepts a trailing comma, so this is JSON, and not a trace.
      #expect(try await replay(#"{"format": 1,}"#) == .unreadable(TraceError.notATrace.description))
      #expect(
        try await replay(#"{"format": "avoiding-scroll-view-trace", "formatVersion": 4}"#)
          == .unreadable(TraceError.unsupportedVersion(4).description))
    }
  }
#endif
