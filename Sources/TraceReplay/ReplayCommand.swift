#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation

  /// The `avoiding-replay` command's work for one file, kept here so that tests run it too.
  @MainActor
  package enum ReplayCommand {
    /// How a file replayed.
    package enum Outcome: Equatable {
      case clean
      case diverged
      case unreadable(String)
    }

    /// Replays the trace at `path` and prints its report (every divergence with `all`).
    package static func run(path: String, all: Bool, print: (String) -> Void = { Swift.print($0) })
      async -> Outcome
    {
      let trace: Trace
      do {
        trace = try TraceReplayer.load(URL(fileURLWithPath: path))
      } catch let error as TraceError {
        return .unreadable(error.description)
      } catch let error as JSONSyntaxError {
        return .unreadable(error.description)
      } catch {
        return .unreadable("cannot read the file: \(error.localizedDescription)")
      }
      let report = await TraceReplayer(trace: trace).run()
      print("\(path): \(summary(of: trace))")
      print(report.text(all: all))
      return report.isClean ? .clean : .diverged
    }

    /// The trace in one line: what it is, from where.
    package static func summary(of trace: Trace) -> String {
      let device =
        trace.device.marketingName ?? trace.device.modelIdentifier ?? "an unnamed device"
      let screen = trace.device.screen.bounds.rect
      let decisions = trace.events.filter { $0.kind == .decision }.count
      return "\(trace.provenance.kind) trace, \(device), \(trace.device.os.name) "
        + "\(trace.device.os.version), screen \(Int(screen.width)) × \(Int(screen.height)) "
        + "@\(trace.device.screen.scale)x; \(trace.events.count) events, \(decisions) "
        + (decisions == 1 ? "decision" : "decisions")
    }
  }
#endif
