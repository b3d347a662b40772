import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One update while the user drags the keyboard: the reading's meaning and the insets it
/// gives. Only the bottom of `contentInset` and of `verticalScrollIndicatorInsets` change;
/// the content offset is never moved during the drag ("scroll must be owned by UIKit, not by
/// us" [seen: react-native-keyboard-controller PR #1565]): no pull back, no reveal, no
/// restore-offset step. The release's notification decides the final state as it does with
/// no drag (the engine decides it from the keyboard's part before the drag).
package struct KeyboardDragPlan: Equatable, Sendable {
  /// What the reading meant.
  package var sample: KeyboardDragSample
  /// The insets after the update (unchanged when the reading is not used).
  package var ledger: InsetLedger
  /// Whether the keyboard's part of the content inset changes.
  package var contentInsetChanges: Bool

  /// Decides the update for `sample`, the `ledger` as it stands, with the safe area UIKit
  /// already applies at the bottom of the content inset (`appliedSafeAreaBottom`) and of the
  /// indicator insets (`indicatorSafeAreaBottom`), as ``AvoidancePlan`` adds the keyboard's
  /// part.
  package init(
    sample: KeyboardDragSample, ledger: InsetLedger, appliedSafeAreaBottom: CGFloat,
    indicatorSafeAreaBottom: CGFloat
  ) {
    self.sample = sample
    var after = ledger
    if let covered = sample.covered {
      after.setKeyboardPart(
        content: KeyboardOverlap.addedInset(
          coveredHeight: covered, safeAreaAlreadyApplied: appliedSafeAreaBottom),
        indicator: KeyboardOverlap.addedInset(
          coveredHeight: covered, safeAreaAlreadyApplied: indicatorSafeAreaBottom))
    }
    self.ledger = after
    contentInsetChanges = after.keyboardContentBottom != ledger.keyboardContentBottom
  }
}
