import AvoidingScrollViewCore
import Foundation
import Testing

/// A keyboard that covers less never pulls the content toward the field (scenarios.md S9).
@Suite struct KeyboardRevealRuleTests {
  @Test func appearingOrGrowingReveals() {
    #expect(KeyboardRevealRule.reveal(coveredBefore: 0, coveredAfter: 291) == .reveal)
    #expect(KeyboardRevealRule.reveal(coveredBefore: 291, coveredAfter: 336) == .reveal)
  }

  @Test func hidingShrinkingOrRepeatingDoesNotReveal() {
    for (before, after): (CGFloat, CGFloat) in [(336, 0), (336, 291), (291, 291), (0, 0)] {
      #expect(
        KeyboardRevealRule.reveal(coveredBefore: before, coveredAfter: after)
          == .keyboardCoversNoMore, "\(before) → \(after)")
    }
  }

  @Test func anotherAppsKeyboardNeverRevealsAndBecomingOursDoes() {
    // K6: another app's keyboard insets but never scrolls.
    #expect(
      KeyboardRevealRule.reveal(
        coveredBefore: 0, coveredAfter: 398, wasLocal: true, isLocal: false)
        == .otherAppsKeyboard)
    // The same frame, now this app's keyboard: nothing was revealed for the other one.
    #expect(
      KeyboardRevealRule.reveal(
        coveredBefore: 398, coveredAfter: 398, wasLocal: false, isLocal: true) == .reveal)
    // Ours, then hidden: still never toward the field.
    #expect(
      KeyboardRevealRule.reveal(
        coveredBefore: 398, coveredAfter: 0, wasLocal: false, isLocal: true)
        == .keyboardCoversNoMore)
  }

  /// With avoidance off the covered heights say nothing: the rule holds nothing back, and the
  /// reveal's own reason (avoidance off) is the one told.
  @Test func withAvoidanceOffTheRuleHoldsNothingBack() {
    #expect(
      KeyboardRevealRule.reveal(coveredBefore: 0, coveredAfter: 0, isAvoiding: false) == .reveal)
    #expect(
      KeyboardRevealRule.reveal(
        coveredBefore: 0, coveredAfter: 0, isLocal: false, isAvoiding: false) == .reveal)
  }
}
