import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// When a keyboard notification may scroll the focused view into sight.
///
/// [choice] A keyboard that covers less never pulls the content toward the field: on a hide
/// or a shrink the component only gives back its inset and pulls the offset into the valid
/// range, so a user who scrolled away from the field stays where they are (scenarios.md S9).
/// It reveals only when the keyboard comes to cover more of the scroll view than before (it
/// appears or grows), or when the keyboard becomes this app's own (another app's keyboard
/// insets but never scrolls, scenarios.md K6, so nothing was revealed for it); focus changes
/// and typing reveal through their own events.
package enum KeyboardRevealRule {
  /// Whether to reveal the focused view after a keyboard notification changed how much of the
  /// scroll view is covered, from `coveredBefore` to `coveredAfter` (points of its height,
  /// measured against the same geometry), and whether the keyboard belonged to this app
  /// before (`wasLocal`, true when there was no keyboard) and after (`isLocal`); when it does
  /// not reveal, why: another app's keyboard, or a keyboard that covers no more than before.
  ///
  /// With avoidance off (`isAvoiding` false: switched off, or standing down in a controller
  /// that avoids the keyboard) no keyboard counts, so the covered heights are 0 and say
  /// nothing about the keyboard: the rule does not hold the event back, and the reveal's own
  /// reason, avoidance off, is the one told [choice: an appearing keyboard is not explained as
  /// one that "covers no more"].
  package static func reveal(
    coveredBefore: CGFloat, coveredAfter: CGFloat, wasLocal: Bool = true, isLocal: Bool = true,
    isAvoiding: Bool = true
  ) -> AvoidancePlan.Reveal {
    guard isAvoiding else { return .reveal }
    guard isLocal else { return .otherAppsKeyboard }
    return coveredAfter > (wasLocal ? coveredBefore : 0) ? .reveal : .keyboardCoversNoMore
  }

  /// What a keyboard notification changed of how much the keyboard lies over the scroll
  /// view, measured against the same geometry: the rule's inputs, part of the measurement.
  package struct Change: Equatable, Sendable {
    /// Points of the scroll view's height covered before the event and after it.
    package var coveredBefore: CGFloat
    package var coveredAfter: CGFloat
    /// Whether the keyboard before the event was this app's (true when there was none).
    package var wasLocal: Bool

    package init(coveredBefore: CGFloat, coveredAfter: CGFloat, wasLocal: Bool = true) {
      self.coveredBefore = coveredBefore
      self.coveredAfter = coveredAfter
      self.wasLocal = wasLocal
    }
  }

  /// What an event that asks for `request` may do once the keyboard changed as `change` says
  /// (none for an event that is not a keyboard change), the keyboard now covering as
  /// `coverage` measured: the rule above, for an event that asks to reveal.
  package static func reveal(
    _ request: AvoidancePlan.Reveal, change: Change?, coverage: KeyboardCoverage
  ) -> AvoidancePlan.Reveal {
    guard request == .reveal, let change else { return request }
    return reveal(
      coveredBefore: change.coveredBefore, coveredAfter: change.coveredAfter,
      wasLocal: change.wasLocal, isLocal: coverage.isLocal,
      isAvoiding: coverage.rule != .notAvoiding)
  }
}
