#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import TestSupport
  import Testing

  /// Posts `object: nil` notifications and awaits, so it runs alone among tests carrying
  /// `.exclusiveNotificationCenter`.
  ///
  /// Random sequences of keyboard notifications (valid and malformed), focus changes, app
  /// changes, resizes, hierarchy edits, layout passes and typing, with every invariant
  /// checked after every event. `AVOIDING_FUZZ_EVENTS` (default 100,000) and
  /// `AVOIDING_FUZZ_SEED` set the size and the seed.
  @MainActor
  @Suite(.serialized, .exclusiveNotificationCenter) struct KeyboardFuzzTests {
    static let defaultSeed: UInt64 = 0xA501_D1_2026
    static let scenesShrunk = 3
    static let eventsPerScene = 250

    @Test func randomEventSequencesKeepEveryInvariant() async {
      let seed = seededEnvironmentInteger("AVOIDING_FUZZ_SEED", default: Self.defaultSeed)
      let total = Int(seededEnvironmentInteger("AVOIDING_FUZZ_EVENTS", default: 100_000))
      var master = SeededGenerator(seed: seed)
      let runner = FuzzRunner()
      defer { runner.stop() }
      var events = 0
      var scenes = 0
      var interrupted = 0
      var violations = 0
      var reports: [String] = []
      let clock = ContinuousClock()
      let start = clock.now
      while events < total {
        let sceneSeed = master.fork()
        let outcome = await runner.run(
          seed: sceneSeed, count: min(Self.eventsPerScene, total - events))
        events += outcome.steps.count
        scenes += 1
        if outcome.contaminated { interrupted += 1 }
        guard let violation = outcome.violation else { continue }
        violations += 1
        guard reports.count < Self.scenesShrunk else { continue }
        let (minimal, found) = await runner.shrink(
          seed: sceneSeed, steps: outcome.steps, violation: violation)
        let lines = minimal.enumerated().map { "    \($0.offset + 1). \($0.element)" }
        let report = """
          fuzz violation: AVOIDING_FUZZ_SEED=\(seed) scene seed \(sceneSeed), \
          after event \(violation.index + 1) of the scene: \(violation.message)
            shortest reproducing sequence (\(minimal.count) of \(violation.index + 1) events, \
          replay with FuzzRunner.run(seed: \(sceneSeed), replay:)):
          \(lines.joined(separator: "\n"))
            its violation: \(found.message)
          """
        print(report)
        reports.append(report)
      }
      let elapsed = clock.now - start
      print("fuzz: \(events) events, \(runner.checks) invariant checks, \(violations) violations")
      let tally = runner.tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      print("fuzz: events by expectation: \(tally.joined(separator: ", "))")
      print(
        "fuzz: seed \(seed), \(scenes) scenes of up to \(Self.eventsPerScene) events, \(interrupted) cut short by other tests' notifications, \(elapsed)"
      )
      #expect(violations == 0, "\(reports.joined(separator: "\n"))")
    }
  }
#endif
