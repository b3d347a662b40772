#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// The traces of `Traces/`: each replays with zero divergence. `recorded/` holds traces
  /// written by `KeyboardSessionRecorder` (the demo's session, and traces users contribute);
  /// `reconstructed/` holds traces rebuilt by hand from published observations, each citing
  /// its sources (Traces/README.md).
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct TraceFolderTests {
    /// The folder beside this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Traces")

    /// Every trace of `subfolder`, by file name.
    static func traces(in subfolder: String) throws -> [(name: String, url: URL)] {
      let directory = folder.appendingPathComponent(subfolder)
      return try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".json") }.sorted()
        .map { ($0, directory.appendingPathComponent($0)) }
    }

    @Test(arguments: ["recorded", "reconstructed"])
    func everyTraceReplaysWithZeroDivergence(subfolder: String) async throws {
      let traces = try Self.traces(in: subfolder)
      #expect(!traces.isEmpty)
      for (name, url) in traces {
        let trace = try TraceReplayer.load(url)
        #expect(trace.provenance.kind == subfolder, "\(name)")
        let report = await TraceReplayer(trace: trace).run()
        #expect(report.isClean, "\(name):\n\(report.text(all: true))")
        #expect(report.decisionsCompared > 0, "\(name)")
      }
    }

    @Test func everyReconstructedTraceCitesItsSourcesAndWhatItAssumes() throws {
      for (name, url) in try Self.traces(in: "reconstructed") {
        let trace = try TraceReplayer.load(url)
        #expect(!trace.provenance.sources.isEmpty, "\(name)")
        #expect(!trace.provenance.assumed.isEmpty, "\(name)")
        #expect(trace.producer.name == "hand", "\(name)")
        #expect(
          trace.events.allSatisfy {
            $0.decisionEvent?.decision.map { $0.origin == "handComputed" } ?? true
          },
          "\(name)")
      }
    }
  }
#endif
