import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// What applying an ``AvoidancePlan`` wrote to the content offset: where it stood, each move
/// with its reason, and where it ended. The shell returns it from `apply`; with the event and
/// the plan it is all a decision's explanation needs (in the diagnostics product).
package struct AppliedUpdate: Equatable, Sendable {
  /// The offset before the plan was applied.
  package var offsetBefore: CGPoint
  /// Each change of the offset, in order.
  package var moves: [OffsetMove] = []
  /// The offset once the plan was applied.
  package var offsetAfter: CGPoint
  /// UIKit's own animated scroll requests held until the layout pass and performed there, in
  /// order (``AvoidancePlan/performsHeldScrolls``).
  package var heldScrolls: [CGRect] = []

  package init(offsetBefore: CGPoint) {
    self.offsetBefore = offsetBefore
    offsetAfter = offsetBefore
  }

  /// Notes that the step `reason` left the offset at `offset`; a change is a move.
  package mutating func note(_ reason: OffsetMove.Reason, offset: CGPoint) {
    guard offset != offsetAfter else { return }
    moves.append(OffsetMove(reason, from: offsetAfter, to: offset))
    offsetAfter = offset
  }
}
