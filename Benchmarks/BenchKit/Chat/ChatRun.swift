#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// One approach's results over the chat scenes.
  public struct ChatScore: Sendable {
    /// The approach's name.
    public var name: String
    /// Steps with the composer's caret or (at the end) the newest message covered.
    public var hidden = Tally()
    /// Steps, while the user reads history, that scrolled the list toward its end.
    public var pulledDown = Tally()
    /// Distance the content travelled on screen, in points.
    public var moved: Double = 0
    /// Least distance needed, in points.
    public var needed: Double = 0
    /// The most `contentOffset` writes in one action.
    public var maxOffsetWrites = 0
    /// Actions with more than one `contentOffset` write.
    public var actionsWithSeveralOffsetWrites = 0
    /// Changes (offset, insets, frames) made during keyboard actions.
    public var changes = 0
    /// Of those, the ones inside the keyboard's animation.
    public var changesWithKeyboard = 0
    /// "scene device step n: metric" for each failure, for the report.
    public var failures: [String] = []

    /// Distance travelled over least distance needed.
    public var motionRatio: Double {
      needed == 0 ? (moved == 0 ? 1 : .infinity) : moved / needed
    }

    /// Share of changes that ran inside the keyboard's animation.
    public var animatedShare: Double {
      changes == 0 ? 1 : Double(changesWithKeyboard) / Double(changes)
    }
  }

  /// Plays every chat scene with every chat contender and judges each step.
  @MainActor
  public enum ChatRun {
    /// Every approach's score over ``ChatCatalog``, the component first.
    public static func run() -> [ChatScore] {
      ChatContender.allCases.map { contender in
        var score = ChatScore(name: contender.name)
        for scenario in ChatCatalog.all where contender.plays(scenario) {
          play(scenario, with: contender, into: &score)
        }
        return score
      }
    }

    /// Plays one scene and adds its verdicts to `score`.
    static func play(
      _ scenario: ChatScenario, with contender: ChatContender, into score: inout ChatScore
    ) {
      let scene = ChatScene(
        device: scenario.device, placement: scenario.composer, contender: contender,
        table: scenario.table, inverted: scenario.inverted)
      defer { scene.tearDown() }
      for (number, step) in scenario.steps.enumerated() {
        let start = scene.contentOriginInScreen
        scene.recorder.begin(
          keyboardDuration: step.isKeyboardAction ? KeyboardNotification.systemDuration : nil)
        ChatPlayer.perform(step, on: scene)
        scene.recorder.end()
        let label = "\(scenario.id) \(scenario.device.name) step \(number + 1)"
        // The user's own scrolling is theirs, not the approach's: its motion and writes are
        // not judged. Scrolled to the end, the newest message must be in view: an inset that
        // leaves out the composer or the keyboard keeps it out of reach.
        if step.isUserScroll {
          if step == .userScrollsToEnd {
            let hidden = ChatJudge.isHidden(scene)
            score.hidden.add(hidden)
            if hidden == true { score.failures.append("\(label): newest message out of reach") }
          }
          continue
        }
        let hidden = ChatJudge.isHidden(scene)
        let pulled = ChatJudge.isPulledDown(scene, from: start)
        score.hidden.add(hidden)
        score.pulledDown.add(pulled)
        if hidden == true { score.failures.append("\(label): newest message or caret hidden") }
        if pulled == true { score.failures.append("\(label): user pulled down") }
        let needed = ChatJudge.leastDistance(scene, from: start)
        let moved = scene.recorder.distance
        score.needed += Double(needed)
        score.moved += Double(moved)
        if abs(moved - needed) > StepJudge.slack {
          score.failures.append(
            "\(label): moved \(format(moved)) pt, least \(format(needed)) pt")
        }
        let writes = scene.recorder.offsetWrites
        score.maxOffsetWrites = max(score.maxOffsetWrites, writes)
        if writes > 1 { score.actionsWithSeveralOffsetWrites += 1 }
        if step.isKeyboardAction {
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
