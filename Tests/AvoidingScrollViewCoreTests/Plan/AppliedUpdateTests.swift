import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation
import Testing

/// What applying a plan wrote: only the steps that moved the offset are moves, each from where
/// the previous one left it.
@Suite struct AppliedUpdateTests {
  @Test func onlyAStepThatMovesTheOffsetIsAMove() {
    var applied = AppliedUpdate(offsetBefore: CGPoint(x: 0, y: 300))
    applied.note(.pullBack, offset: CGPoint(x: 0, y: 300))  // a step that left it in place
    #expect(applied.moves.isEmpty)
    applied.note(.reveal, offset: CGPoint(x: 0, y: 445))
    applied.note(.floatingKeyboard, offset: CGPoint(x: 0, y: 445))  // in place again
    applied.note(.restore, offset: CGPoint(x: 0, y: 100))
    #expect(
      applied.moves == [
        DecisionRecord.Move(.reveal, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 0, y: 445)),
        DecisionRecord.Move(.restore, from: CGPoint(x: 0, y: 445), to: CGPoint(x: 0, y: 100)),
      ])
    #expect(applied.offsetBefore == CGPoint(x: 0, y: 300))
    #expect(applied.offsetAfter == CGPoint(x: 0, y: 100))
  }
}
