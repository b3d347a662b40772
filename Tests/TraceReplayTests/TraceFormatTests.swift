#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation
  import Testing
  @testable import TraceReplay

  /// The trace format's fixed header: a reader refuses anything else before reading on.
  @Suite struct TraceFormatTests {
    @Test func aFileThatIsNotATraceIsRefused() {
      #expect(throws: TraceError.notATrace) {
        try Trace.decode(Data(#"{"format": "something else", "formatVersion": 1}"#.utf8))
      }
      #expect(throws: TraceError.notATrace) { try Trace.decode(Data("[1, 2]".utf8)) }
    }

    @Test func anUnknownVersionIsRefusedWithTheVersionsNamed() throws {
      let data = Data(#"{"format": "avoiding-scroll-view-trace", "formatVersion": 4}"#.utf8)
      #expect(throws: TraceError.unsupportedVersion(4)) { try Trace.decode(data) }
      #expect(
        TraceError.unsupportedVersion(4).description
          == "trace format version 4 is not supported: this reader knows versions 1 to 3 "
          + "(Docs/TraceFormat.md)")
    }
  }
#endif

#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import Testing

  /// A trace that is a trace but malformed says where; every string survives the layout.
  @Suite struct TraceDecodingTests {
    static let header = #""format": "avoiding-scroll-view-trace", "formatVersion": 1"#

    @Test func aMissingMemberIsNamedWithItsPath() {
      #expect(throws: TraceError.malformed("/: missing producer")) {
        try Trace.decode(Data("{\(Self.header)}".utf8))
      }
      #expect(TraceError.malformed("x").description == "malformed trace: x")
      #expect(TraceError.notATrace.description.hasPrefix("not an AvoidingScrollView trace"))
    }

    @Test func aValueOfTheWrongTypeIsNamedWithItsPath() throws {
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      let url = folder.appendingPathComponent("Traces/reconstructed/flutter-docked-show.json")
      var text = try String(contentsOf: url, encoding: .utf8)
      text = text.replacingOccurrences(of: #""scale": 1"#, with: #""scale": "one""#)
      do {
        _ = try Trace.decode(Data(text.utf8))
        Issue.record("decoded a trace whose scale is a string")
      } catch let error as TraceError {
        guard case .malformed(let reason) = error else {
          Issue.record("\(error)")
          return
        }
        #expect(reason.hasPrefix("/device/screen/scale: "))
      }
    }

    @Test func stringsWithQuotesAndBackslashesSurviveTheLayout() throws {
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      let url = folder.appendingPathComponent("Traces/reconstructed/flutter-docked-show.json")
      var trace = try Trace.decode(Data(contentsOf: url))
      let note = #"a "quoted" word, a back\slash, [brackets], {braces}, and a, comma"#
      trace.events.append(
        Trace.Event(seq: trace.events.count, t: 0, body: .note(.init(text: note))))
      trace.provenance.assumed = []
      let data = try trace.jsonData()
      let text = String(decoding: data, as: UTF8.self)
      #expect(text.contains(#""assumed": [],"#))
      #expect(text.contains(#""bounds": [0, 0, 1170, 2532]"#))
      #expect(try Trace.decode(data) == trace)
    }
  }
#endif
