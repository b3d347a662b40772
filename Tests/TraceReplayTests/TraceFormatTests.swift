#if !canImport(UIKit)
  import AvoidingScrollView
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
      let data = Data(#"{"format": "avoiding-scroll-view-trace", "formatVersion": 2}"#.utf8)
      #expect(throws: TraceError.unsupportedVersion(2)) { try Trace.decode(data) }
      #expect(
        TraceError.unsupportedVersion(2).description
          == "trace format version 2 is not supported: this reader knows version 1 "
          + "(Docs/TraceFormat.md)")
    }
  }
#endif
