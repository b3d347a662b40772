#if !canImport(UIKit)
  import Foundation

  /// Prints the evaluation's tables as plain text, readable in 100 columns.
  @MainActor
  struct BenchReport {
    /// Correctness and motion quality, one row per contender, then the component's
    /// failures (there should be none).
    func printCorrectness(_ scores: [ContenderScore]) {
      let scenarios = ScenarioCatalog.all
      let ids = Set(scenarios.map(\.id)).sorted()
      print(
        """
        CORRECTNESS: \(scenarios.count) scenario runs on 4-5 devices
        (\(ids.joined(separator: " "))),
        \(scenarios.reduce(0) { $0 + $1.steps.count }) steps in all; share of judged steps that fail.
          hidden      focused view not wholly visible above the keyboard (screen terms)
          dead band   scrolled to the end, > 1 pt gap between content end and keyboard
          not restored  app's non-zero insets not exactly back after the keyboard hides
          motion      distance the content travelled / least distance needed (16 pt padding)

        """)
      var table = TextTable(header: ["approach", "hidden", "dead band", "not restored", "motion"])
      for score in scores {
        table.rows.append([
          score.name, cell(score.hidden), cell(score.deadBand), cell(score.notRestored),
          String(format: "%.2f", score.motionRatio),
        ])
      }
      print(table.render())
      print(
        """

        MOTION QUALITY: per user action (tap, keyboard event, app change), contentOffset writes
        (goal <= 1); share of changes (offset, insets, frames) made during keyboard and focus
        actions that ran inside the keyboard's 0.25 s animation (UIView.inheritedAnimationDuration).

        """)
      var motion = TextTable(header: [
        "approach", "actions", "max writes", "actions >1 write", "in kb animation",
      ])
      for score in scores {
        motion.rows.append([
          score.name, "\(score.actions)", "\(score.maxOffsetWrites)",
          "\(score.actionsWithSeveralOffsetWrites)",
          String(
            format: "%.0f%% (%d/%d)", score.animatedShare * 100, score.changesWithKeyboard,
            score.changes),
        ])
      }
      print(motion.render())
      if let component = scores.first {
        print("\nComponent failures: \(component.failures.isEmpty ? "none" : "")")
        for failure in component.failures.prefix(40) { print("  \(failure)") }
      }
      print("")
    }

    /// The cost table and the ratios the targets are about.
    func printCost(_ rows: [CostRow]) {
      print(
        """
        COST: median time per operation in microseconds (ContinuousClock), component vs a
        scroll view that searches its whole tree for the first responder on every event; heap
        = net bytes left on glibc's heap per component keyboard event (mallinfo2 in-use bytes
        after minus before, per operation: retained memory, not transient allocations).

        """)
      var table = TextTable(header: [
        "fields", "depth", "event", "tree", "focus", "tree", "scroll", "tree", "heap B",
        "scroll writes",
      ])
      for row in rows {
        table.rows.append([
          "\(row.fieldCount)", "\(row.depth)", micro(row.componentEvent), micro(row.treeEvent),
          micro(row.componentFocus), micro(row.treeFocus), micro(row.componentScroll),
          micro(row.treeScroll),
          row.componentEvent.netHeapBytes.map { String(format: "%.0f", $0) } ?? "n/a",
          "\(row.componentScrollWrites)",
        ])
      }
      print(table.render())
      print("\nRatios measured in this run:")
      let largest = rows.map(\.fieldCount).max() ?? 0
      for depth in Set(rows.map(\.depth)).sorted() {
        guard let small = rows.first(where: { $0.depth == depth && $0.fieldCount == 10 }),
          let large = rows.first(where: { $0.depth == depth && $0.fieldCount == largest })
        else { continue }
        print(
          String(
            format:
              "  depth %2d: component, %d vs 10 fields: event %.2fx, focus %.2fx, scroll %.2fx",
            depth, largest, ratio(large.componentEvent, small.componentEvent),
            ratio(large.componentFocus, small.componentFocus),
            ratio(large.componentScroll, small.componentScroll)))
        print(
          "            tree search / component at \(largest) fields: event "
            + times(ratio(large.treeEvent, large.componentEvent)) + ", focus "
            + times(ratio(large.treeFocus, large.componentFocus)) + ", scroll "
            + times(ratio(large.treeScroll, large.componentScroll)))
      }
    }

    private func cell(_ tally: Tally) -> String {
      String(format: "%.1f%% (%d/%d)", tally.share * 100, tally.failures, tally.judged)
    }

    private func micro(_ measurement: Measurement) -> String {
      String(format: "%.2f", measurement.medianNanoseconds / 1000)
    }

    /// A ratio as "0.08x" below 10 (so that one under 1, the component being the slower,
    /// is not printed "0x"), as "26x" from 10.
    private func times(_ value: Double) -> String {
      String(format: value < 10 ? "%.2fx" : "%.0fx", value)
    }

    private func ratio(_ a: Measurement, _ b: Measurement) -> Double {
      b.medianNanoseconds == 0 ? 0 : a.medianNanoseconds / b.medianNanoseconds
    }
  }
#endif
