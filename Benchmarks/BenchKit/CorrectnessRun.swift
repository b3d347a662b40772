#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// Plays every scenario with every contender and judges each step.
  @MainActor
  public enum CorrectnessRun {
    /// Every contender's score over every scenario, the component first.
    public static func run() -> [ContenderScore] {
      run(contenders: Contender.all, scenarios: ScenarioCatalog.all)
    }

    /// Every contender's score over the reported iOS faults (``FaultCatalog``), the
    /// component first.
    public static func runFaults() -> [ContenderScore] {
      run(contenders: Contender.all, scenarios: FaultCatalog.all)
    }

    /// The scores, in the order of `contenders`.
    static func run(contenders: [Contender], scenarios: [Scenario]) -> [ContenderScore] {
      contenders.map { contender in
        var score = ContenderScore(name: contender.name)
        for scenario in scenarios { play(scenario, with: contender, into: &score) }
        return score
      }
    }

    /// Plays one scenario and adds its verdicts to `score`.
    static func play(
      _ scenario: Scenario, with contender: Contender, into score: inout ContenderScore
    ) {
      let scene = BenchScene(device: scenario.device, layout: scenario.layout, contender: contender)
      defer { scene.tearDown() }
      var keyboardHasShown = false
      for (number, step) in scenario.steps.enumerated() {
        let start = scene.contentOriginInScreen
        let keyboardAction = !step.isAppOrUserChange
        scene.recorder.begin(
          keyboardDuration: keyboardAction ? KeyboardNotification.systemDuration : nil)
        ScenarioPlayer.perform(step, on: scene)
        scene.recorder.end()
        if case .userScrollsToEnd = step { continue }
        if scene.keyboard != nil { keyboardHasShown = true }
        let label = "\(scenario.id) \(scenario.device.name) step \(number + 1)"
        let hidden = StepJudge.isFocusHidden(scene)
        let deadBand = StepJudge.leavesDeadBand(scene)
        let notRestored = StepJudge.insetsNotRestored(scene, keyboardHasShown: keyboardHasShown)
        score.hidden.add(hidden)
        score.deadBand.add(deadBand)
        score.notRestored.add(notRestored)
        if hidden == true { score.failures.append("\(label): focus hidden") }
        if deadBand == true { score.failures.append("\(label): dead band") }
        if notRestored == true { score.failures.append("\(label): insets not restored") }
        let needed = StepJudge.leastDistance(scene, from: start)
        let moved = scene.recorder.distance
        score.needed += Double(needed)
        score.moved += Double(moved)
        if abs(moved - needed) > StepJudge.slack {
          score.failures.append("\(label): moved \(format(moved)) pt, least \(format(needed)) pt")
        }
        score.actions += 1
        let writes = scene.recorder.offsetWrites
        score.maxOffsetWrites = max(score.maxOffsetWrites, writes)
        if writes > 1 { score.actionsWithSeveralOffsetWrites += 1 }
        if keyboardAction {
          score.changes += scene.recorder.changes
          score.changesWithKeyboard += scene.recorder.changesWithKeyboard
          if scene.recorder.changes > scene.recorder.changesWithKeyboard {
            score.failures.append("\(label): change outside the keyboard's animation")
          }
        }
      }
    }

    private static func format(_ value: CGFloat) -> String {
      String(format: "%.1f", Double(value))
    }
  }
#endif
