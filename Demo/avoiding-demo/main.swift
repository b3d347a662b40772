// avoiding-demo: plays the sign-up form session on the headless UIKit model, prints the
// table and writes the HTML page. UIKit platforms have the real thing: run the iOS demo app.
#if canImport(UIKit)
  print("avoiding-demo runs where UIKit is absent; on iOS, run Demo/iOSApp instead.")
#else
  import DemoKit
  import Foundation

  let usage = """
    Usage: avoiding-demo [--compare] [--out PATH]
           avoiding-demo [--compare] --figures DIR --steps N[,N…]
           avoiding-demo --traces DIR

    Plays a scripted session with a sign-up form in an AvoidingScrollView on several devices
    (keyboard up and down, focus moves, QuickType, typing, hardware and floating keyboards,
    rotation, Stage Manager, form sheet), then a settings form in an AvoidingTableView and
    the sign-up form again with the Return key, an error label revealed with its field, the
    keyboard toolbar's Next, Previous and Done, and the offset restored on hide, and last the
    keyboard dragged down (keyboardDismissMode .interactive). Prints one table row per step
    and writes an HTML page: first one tap with a plain UIScrollView beside the component,
    then the acts, each step drawn to scale with a caption.

    Options:
      --compare    Also play each step with Apple's "Managing the Keyboard" recipe on a
                   plain UIScrollView (UITableView for the table), and show both side by
                   side. The navigation act and the keyboard drag play the component
                   alone: the recipe has no Return key, companions, toolbar or restored
                   offset, and follows no drag.
      --out PATH   Where to write the HTML page (default: avoiding-demo.html).
      --figures DIR  Instead of the page, write the drawings of the steps given by --steps
                   as standalone SVG files into DIR (for the documentation's figures).
      --steps N,…  The step numbers to draw with --figures, as in the table.
      --traces DIR Instead, play each act in a scroll view while KeyboardSessionRecorder
                   records it, and write one trace per act into DIR, in the recorder's
                   current trace format (replay one with
                   `swift run avoiding-replay DIR/act1-….json`).
      --help       Show this help.
    """

  /// The command line, parsed by hand (the package has no dependencies).
  struct Options {
    var compare = false
    var outputPath = "avoiding-demo.html"
    var showsHelp = false
    var figuresDirectory: String?
    var figureSteps: [Int] = []
    var tracesDirectory: String?

    init(_ arguments: [String]) throws(UsageError) {
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "--compare": compare = true
        case "--help", "-h": showsHelp = true
        case "--out":
          guard let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
            throw UsageError(message: "--out needs a file path")
          }
          outputPath = path
        case "--figures":
          guard let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
            throw UsageError(message: "--figures needs a directory")
          }
          figuresDirectory = path
        case "--traces":
          guard let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
            throw UsageError(message: "--traces needs a directory")
          }
          tracesDirectory = path
        case "--steps":
          let numbers = remaining.popFirst()?.split(separator: ",").map { Int($0) } ?? []
          guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) > 0 }) else {
            throw UsageError(message: "--steps needs step numbers, such as 9,13")
          }
          figureSteps = numbers.compactMap { $0 }
        default:
          throw UsageError(message: "unknown argument '\(argument)'")
        }
      }
      if (figuresDirectory == nil) != figureSteps.isEmpty {
        throw UsageError(message: "--figures and --steps go together")
      }
    }
  }

  /// A bad command line.
  struct UsageError: Error {
    var message: String
  }

  /// Prints `text` to standard error.
  func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if options.showsHelp {
      print(usage)
      exit(0)
    }
    if let directory = options.tracesDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        for (name, trace) in await DemoSession.recordTraces() {
          let url = URL(fileURLWithPath: directory).appendingPathComponent(name + ".json")
          try trace.write(to: url)
          print(url.path)
        }
      } catch {
        printError("avoiding-demo: cannot write traces: \(error.localizedDescription)")
        exit(1)
      }
      exit(0)
    }
    let report = await DemoSession.run(compare: options.compare)
    print(DemoTable.render(report, style: .forStandardOutput))
    if let directory = options.figuresDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        for figure in try StandaloneFigures.figures(of: report, steps: options.figureSteps) {
          let url = URL(fileURLWithPath: directory).appendingPathComponent(figure.fileName)
          try figure.svg.write(to: url, atomically: true, encoding: .utf8)
          print("\(url.path)  (\(figure.summary), \(figure.approach.rawValue))")
        }
      } catch let missing as StandaloneFigures.MissingStep {
        printError("avoiding-demo: no drawing titled '\(missing.title)' for step \(missing.step)")
        exit(1)
      } catch {
        printError("avoiding-demo: cannot write figures: \(error.localizedDescription)")
        exit(1)
      }
      exit(0)
    }
    let url = URL(fileURLWithPath: options.outputPath)
    do {
      try DemoPage.render(report).write(to: url, atomically: true, encoding: .utf8)
    } catch {
      printError("avoiding-demo: cannot write \(url.path): \(error.localizedDescription)")
      exit(1)
    }
    print("\nPage written to \(url.path)")
  } catch {
    printError("avoiding-demo: \(error.message)\n\n\(usage)")
    exit(2)
  }
#endif
