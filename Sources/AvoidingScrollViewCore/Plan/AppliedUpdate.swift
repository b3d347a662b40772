import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// What applying an ``AvoidancePlan`` wrote to the content offset: where it stood, each move
/// with its reason, and where it ended. The shell returns it from `apply`; with the event and
/// the plan it is all a decision's explanation needs (``DecisionRecord``).
package struct AppliedUpdate: Equatable, Sendable {
  /// The offset before the plan was applied.
  package var offsetBefore: CGPoint
  /// Each change of the offset, in order (at most one per step: pull back, reveal, floating
  /// keyboard, restore), kept without an array so that an update with no listener allocates
  /// nothing.
  package var moves: [DecisionRecord.Move] {
    [steps.0, steps.1, steps.2, steps.3].compactMap { $0 }
  }
  private var steps:
    (DecisionRecord.Move?, DecisionRecord.Move?, DecisionRecord.Move?, DecisionRecord.Move?) = (
      nil, nil, nil, nil
    )
  private var count = 0
  /// The offset once the plan was applied.
  package var offsetAfter: CGPoint

  package init(offsetBefore: CGPoint) {
    self.offsetBefore = offsetBefore
    offsetAfter = offsetBefore
  }

  /// Notes that the step `reason` left the offset at `offset`; a change is a move.
  package mutating func note(_ reason: DecisionRecord.Move.Reason, offset: CGPoint) {
    guard offset != offsetAfter else { return }
    let move = DecisionRecord.Move(reason, from: offsetAfter, to: offset)
    switch count {
    case 0: steps.0 = move
    case 1: steps.1 = move
    case 2: steps.2 = move
    default: steps.3 = move
    }
    count += 1
    offsetAfter = offset
  }

  package static func == (a: AppliedUpdate, b: AppliedUpdate) -> Bool {
    a.offsetBefore == b.offsetBefore && a.offsetAfter == b.offsetAfter && a.moves == b.moves
  }
}
