#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing
  @testable import ConformanceScenarios

  /// The harness's own arithmetic: how checks pass or fail, how results read, how offset
  /// moves are counted. A scenario can only fail if these can.
  @MainActor
  @Suite struct ScenarioLogTests {
    @Test func aCheckPassesOnlyWithinItsTolerance() {
      let log = ScenarioLog()
      log.equal("exact", 257, 257, "291 − 34")
      log.equal("one point off", 258, 257, "291 − 34")
      log.equal("a third of a point off, one pixel allowed", 257.333, 257, "", tolerance: 1.0 / 3)
      log.equal("not finite", .nan, 257, "")
      log.atMost("below the limit", 515, 516, "")
      log.atMost("above the limit", 517, 516, "")
      #expect(log.checks.map(\.passed) == [true, false, true, false, true, false])
      #expect(log.checks[1].description == "one point off: expected 257 (291 − 34), got 258")
    }

    @Test func aResultFailsOnAnyFailedCheckAndSaysWhich() {
      let log = ScenarioLog()
      log.equal("inset", 257, 257, "")
      #expect(log.result(name: "show", kind: .driven).message == "PASS show (driven, 1 check)")
      log.equal("offset", 40, 24, "376 − 352")
      let failed = log.result(name: "show", kind: .driven)
      #expect(failed.status == .failed)
      #expect(
        failed.message
          == "FAIL show (driven, 1 of 2 checks failed)\n  offset: expected 24 (376 − 352), got 40")
      let skipped = ScenarioLog()
      skipped.skip("no floating keyboard")
      #expect(
        skipped.result(name: "floating keyboard", kind: .driven).status
          == .skipped("no floating keyboard"))
    }

    @Test func offsetsGoingOneWayAreOneMove() {
      let log = OffsetLog()
      log.reset(at: 0)
      #expect(log.moves == 0)
      // An animated scroll sets many offsets along one way: one move.
      for y in [10, 20, 30, 30] as [CGFloat] { log.record(y) }
      #expect(log.moves == 1)
      #expect(log.text == "0 → 10 → 20 → 30")
      // Back the other way: a second move, the jump the suite looks for.
      log.record(12)
      #expect(log.moves == 2)
    }
  }
#endif
