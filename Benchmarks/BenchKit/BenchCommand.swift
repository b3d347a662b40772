#if !canImport(UIKit)
  import Foundation

  /// The `avoiding-bench` command: parses flags, runs the evaluation, prints the tables.
  @MainActor
  public enum BenchCommand {
    static let usage = """
      usage: avoiding-bench [--quick] [--skip-cost] [--help]

      Evaluates AvoidingScrollView against today's keyboard-avoidance approaches on the
      headless UIKit model, and prints plain-text tables:
        1. correctness per approach (hidden focus, dead band, insets not restored, motion)
        2. motion quality (contentOffset writes per action, changes inside the keyboard's
           animation)
        3. the same judged on the keyboard as iOS 26 and 27 were reported to post it
           (REPORTED iOS FAULTS)
        4. chat screens: a message list with a composer outside it (CHAT)
        5. cost per keyboard event, focus change and scrolling layout pass
        6. table and collection view cost at 10, 1,000 and 100,000 rows

        --quick      fewer timing repetitions and no 10,000-field forms (a few seconds)
        --skip-cost  correctness, motion, fault and chat tables only
        --help       this text
      """

    /// Runs the command with `arguments` (including the program name).
    public static func main(arguments: [String]) {
      let flags = Set(arguments.dropFirst())
      if flags.contains("--help") || flags.contains("-h") {
        print(usage)
        return
      }
      let unknown = flags.subtracting(["--quick", "--skip-cost"])
      if !unknown.isEmpty {
        print("unknown option: \(unknown.sorted().joined(separator: " "))\n\n\(usage)")
        return
      }
      let quick = flags.contains("--quick")
      let report = BenchReport()
      report.printCorrectness(CorrectnessRun.run())
      report.printFaults(CorrectnessRun.runFaults())
      report.printChat(ChatRun.run())
      if !flags.contains("--skip-cost") {
        report.printCost(CostBenchmark.run(quick: quick))
        report.printListCost(ListCostBenchmark.run(quick: quick))
      }
    }
  }
#endif
