#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import ConformanceScenarios
  import Foundation
  import SimulatedDevice
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// The traces the live scenarios record replay on the model with zero divergence: what
  /// `swift run avoiding-replay` does with a trace sent back from a device
  /// (Docs/ContributingATrace.md), done here with one recorded on the model.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct LiveTraceReplayTests {
    nonisolated static let cases: [(String, Device)] = [
      ("live show and hide", .iPhone15), ("live focus change", .iPhoneSE),
      ("live rotation", .iPhone15), ("live table row", .iPadPro11),
    ]

    @Test(arguments: cases)
    func aLiveScenariosTraceReplaysWithZeroDivergence(name: String, device: Device) async throws {
      let scenario = try #require(ConformanceScenario.named(name))
      let result = await scenario.run(ModelHost(device: device))
      #expect(result.status == .passed, "\(result.message)")
      let data = try #require(result.trace)
      let trace = try Trace.decode(data)
      // The session had a keyboard and decisions to compare: a show and a hide at least.
      let notifications = trace.events.filter { $0.type == "keyboardNotification" }
      let decisions = trace.events.filter { $0.type == "decision" }
      #expect(notifications.count >= 8, "a show and a hide are four notifications each")
      #expect(decisions.count >= 2)
      let report = await TraceReplayer(trace: trace).run()
      #expect(report.isClean, "\(report.text(all: true))")
      #expect(report.modelDifferences.isEmpty, "\(report.text(all: true))")
      #expect(report.decisionsCompared == decisions.count)
    }
  }
#endif
