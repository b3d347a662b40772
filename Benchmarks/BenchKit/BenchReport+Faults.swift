#if !canImport(UIKit)
  import Foundation

  extension BenchReport {
    /// The `REPORTED iOS FAULTS` table: every approach on ``FaultCatalog``'s scenes, judged
    /// as the main table judges, with the motion columns beside, then the component's
    /// failures.
    func printFaults(_ scores: [ContenderScore]) {
      let scenarios = FaultCatalog.all
      var ids: [String] = []
      for scenario in scenarios where !ids.contains(scenario.id) { ids.append(scenario.id) }
      print(
        """
        REPORTED iOS FAULTS: \(scenarios.count) scenario runs on phones and iPads
        (\(ids.joined(separator: " "))),
        \(scenarios.reduce(0) { $0 + $1.steps.count }) steps in all. The keyboard as iOS 26 and 27 were reported to post it
        (SimulatedDevice's ReportedKeyboardFault; scenes and sources in Docs/Evaluation.md),
        judged as above from where the keyboard really is: share of judged steps that fail,
        motion, and per action the most contentOffset writes and the actions with more than one.

        """)
      var table = TextTable(header: [
        "approach", "hidden", "dead band", "not restored", "motion", "max writes", ">1 write",
      ])
      for score in scores {
        table.rows.append([
          score.name, Self.faultCell(score.hidden), Self.faultCell(score.deadBand),
          Self.faultCell(score.notRestored), String(format: "%.2f", score.motionRatio),
          "\(score.maxOffsetWrites)", "\(score.actionsWithSeveralOffsetWrites)",
        ])
      }
      print(table.render())
      if let component = scores.first {
        print(
          "\nComponent failures in the fault scenes (\(component.failures.count))"
            + (component.failures.isEmpty ? ": none" : ":"))
        for failure in component.failures.prefix(60) { print("  \(failure)") }
      }
      print("")
    }

    private static func faultCell(_ tally: Tally) -> String {
      String(format: "%.1f%% (%d/%d)", tally.share * 100, tally.failures, tally.judged)
    }
  }
#endif
