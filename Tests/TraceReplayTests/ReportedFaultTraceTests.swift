#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// The traces of `Traces/faults/`: reconstructed by hand from a reported iOS fault
  /// (SimulatedDevice's `ReportedKeyboardFault`), with the decisions a component that
  /// cross-checks the keyboard's frame must take (issue 37, item 2). This test checks what
  /// the trace claims (reconstructed, cited, assumed values listed, decisions computed by
  /// hand) and that the component, which now cross-checks, takes those decisions: each
  /// replays clean.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct ReportedFaultTraceTests {
    @Test func faultTracesReplayCitingTheirReports() async throws {
      let traces = try TraceFolderTests.traces(in: "faults")
      #expect(!traces.isEmpty)
      for (name, url) in traces {
        let trace = try TraceReplayer.load(url)
        #expect(trace.provenance.kind == "reconstructed", "\(name)")
        #expect(!trace.provenance.sources.isEmpty, "\(name)")
        #expect(!trace.provenance.assumed.isEmpty, "\(name)")
        #expect(
          trace.events.allSatisfy {
            $0.decisionEvent?.decision.map { $0.origin == "handComputed" } ?? true
          },
          "\(name)")
        let report = await TraceReplayer(trace: trace).run()
        #expect(report.decisionsCompared > 0, "\(name)")
        #expect(report.isClean, "\(name):\n\(report.text(all: true))")
      }
    }
  }
#endif
