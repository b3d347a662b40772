// avoiding-replay: replays a trace recorded by KeyboardSessionRecorder (or reconstructed by
// hand) on the headless UIKit model and compares the component's decisions with the recorded
// ones. Headless only: UIKit platforms have the real thing.
#if canImport(UIKit)
  print("avoiding-replay runs where UIKit is absent (Linux, macOS); it replays on HeadlessUIKit.")
#else
  import Foundation
  import TraceReplay

  let usage = """
    Usage: avoiding-replay [--all] TRACE.json [TRACE.json …]

    Rebuilds the scene of each trace on the headless UIKit model, replays its keyboard
    notifications, focus changes, layout passes and geometry in order, and compares each
    decision the component takes with the recorded one. Prints the first divergence with both
    explanations and the rule behind it, and tells a component difference (the geometry
    matched the recording) from a model difference (HeadlessUIKit derived another geometry
    than UIKit did). The trace format is described in Docs/TraceFormat.md.

    Options:
      --all     List every divergence and model difference, not only the first.
      --help    Show this help.

    Exit status: 0 when every trace replays with zero divergence, 1 when one diverges, 2 for
    a bad command line, a file that is not valid JSON (its line and column are named), or JSON
    that is not a trace of a known format version.
    """

  var all = false
  var paths: [String] = []
  for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--all": all = true
    case "--help", "-h":
      print(usage)
      exit(0)
    default:
      if argument.hasPrefix("-") {
        FileHandle.standardError.write(
          Data("avoiding-replay: unknown option \(argument)\n\n\(usage)\n".utf8))
        exit(2)
      }
      paths.append(argument)
    }
  }
  if paths.isEmpty {
    FileHandle.standardError.write(Data("avoiding-replay: no trace given\n\n\(usage)\n".utf8))
    exit(2)
  }

  var status: Int32 = 0
  for path in paths {
    switch await ReplayCommand.run(path: path, all: all) {
    case .clean: break
    case .diverged: status = max(status, 1)
    case .unreadable(let reason):
      FileHandle.standardError.write(Data("avoiding-replay: \(path): \(reason)\n".utf8))
      status = 2
    }
  }
  exit(status)
#endif
