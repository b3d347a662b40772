#if !canImport(UIKit)
  @testable import AvoidingScrollView
  @testable import AvoidingScrollViewDiagnostics
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The trace's format versions: the recorder writes 3; a reader takes 1 (no drag samples),
  /// 2 (no `placed`) and 3, and refuses any other number before reading the rest.
  @MainActor
  @Suite struct TraceVersionTests {
    /// A recorded session's JSON with its `formatVersion` replaced by `version`.
    func trace(version: Int) throws -> Data {
      let scene = FormScene(device: .iPhone15)
      let recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
      recorder.start()
      #expect(scene.fields[9].becomeFirstResponder())
      scene.keyboard.show()
      let json = try #require(String(data: recorder.stop(), encoding: .utf8))
      #expect(json.contains("\"formatVersion\": 3"))
      return Data(
        json.replacingOccurrences(of: "\"formatVersion\": 3", with: "\"formatVersion\": \(version)")
          .utf8)
    }

    @Test func versionsOneToThreeAreRead() throws {
      #expect(try Trace.decode(trace(version: 1)).formatVersion == 1)
      #expect(try Trace.decode(trace(version: 2)).formatVersion == 2)
      #expect(try Trace.decode(trace(version: 3)).formatVersion == 3)
    }

    /// Docs/TraceFormat.md gives the rule vocabulary's version where it lists `producer`'s
    /// members and where it lists the rules: both are the version a recorder writes.
    @Test func theFormatDocumentGivesTheRuleVocabularyVersionTheRecorderWrites() throws {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let format = try String(
        contentsOf: root.appendingPathComponent("Docs/TraceFormat.md"), encoding: .utf8)
      let written = Trace.Producer(name: "test", version: "test").rules
      #expect(written == "3")
      #expect(format.contains("`rules` (`\"\(written)\"`"))
      #expect(format.contains("**Rules** (vocabulary version \(written),"))
    }

    @Test func otherVersionsAreRefused() throws {
      for version in [0, 4] {
        let data = try trace(version: version)
        #expect(throws: TraceError.unsupportedVersion(version)) { try Trace.decode(data) }
      }
    }
  }
#endif
