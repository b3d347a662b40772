#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import DemoKit
  import Foundation
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// The demo's session, recorded by `KeyboardSessionRecorder` as an app would record it, and
  /// replayed: every decision the component takes again matches the recorded one.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct DemoTraceTests {
    @Test func theDemoSessionRecordedReplaysWithZeroDivergence() async throws {
      let traces = await DemoSession.recordTraces()
      // The seven acts in a scroll view (the settings table's is not replayed, see
      // TraceReplayer), the last one a drag of the keyboard (keyboardDrag events).
      #expect(traces.count == 7)
      let drag = try Trace.decode(try #require(traces.last).trace)
      #expect(drag.events.contains { $0.kind == .keyboardDrag })
      for (name, data) in traces {
        let trace = try Trace.decode(data)
        #expect(trace.provenance.kind == "recorded")
        #expect(trace.events.contains { $0.type == "decision" }, "\(name)")
        let report = await TraceReplayer(trace: trace).run()
        #expect(report.isClean, "\(name):\n\(report.text(all: true))")
        #expect(report.modelDifferences.isEmpty, "\(name):\n\(report.text(all: true))")
      }
    }
  }
#endif
