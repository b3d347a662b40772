#if !canImport(UIKit)
  import Foundation

  extension BenchReport {
    /// The `CHAT` table: every chat approach on ``ChatCatalog``'s scenes, then the
    /// component's failures.
    func printChat(_ scores: [ChatScore]) {
      let scenarios = ChatCatalog.all
      var ids: [String] = []
      for scenario in scenarios where !ids.contains(scenario.id) { ids.append(scenario.id) }
      print(
        """
        CHAT: \(scenarios.count) scene runs on phones and iPads (\(ids.joined(separator: " "))),
        \(scenarios.reduce(0) { $0 + $1.steps.count }) steps in all. A message list with a composer outside it, on the keyboard
        guide or as the text view's input accessory (scenes in Docs/Evaluation.md).
          hidden       the composer's caret, or (user at the end) the newest message, covered
                       by the keyboard or the composer
          pulled down  the user reads history and the step scrolled the list toward its end
          motion       distance the content travelled / least distance needed
          writes       per action, the most contentOffset writes; >1 write: the actions
                       with more than one
          in kb anim   share of the changes made in keyboard actions that ran inside
                       the keyboard's 0.25 s animation

        """)
      var table = TextTable(header: [
        "approach", "hidden", "pulled down", "motion", "writes", ">1 write",
        "in kb anim",
      ])
      for score in scores {
        table.rows.append([
          score.name, Self.chatCell(score.hidden), Self.chatCell(score.pulledDown),
          String(format: "%.2f", score.motionRatio), "\(score.maxOffsetWrites)",
          "\(score.actionsWithSeveralOffsetWrites)",
          String(format: "%.0f%% of %d", score.animatedShare * 100, score.changes),
        ])
      }
      print(table.render())
      if let component = scores.first {
        print(
          "\nComponent failures in the chat scenes (\(component.failures.count))"
            + (component.failures.isEmpty ? ": none" : ":"))
        for failure in component.failures.prefix(60) { print("  \(failure)") }
      }
      print("")
    }

    private static func chatCell(_ tally: Tally) -> String {
      String(format: "%.1f%% (%d/%d)", tally.share * 100, tally.failures, tally.judged)
    }
  }
#endif
