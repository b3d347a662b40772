import AvoidingScrollViewCore
import Foundation
import Testing

/// A keyboard that covers less never pulls the content toward the field (scenarios.md S9).
@Suite struct KeyboardRevealRuleTests {
  @Test func appearingOrGrowingReveals() {
    #expect(KeyboardRevealRule.revealsAfterKeyboardChange(coveredBefore: 0, coveredAfter: 291))
    #expect(KeyboardRevealRule.revealsAfterKeyboardChange(coveredBefore: 291, coveredAfter: 336))
  }

  @Test func hidingShrinkingOrRepeatingDoesNotReveal() {
    #expect(!KeyboardRevealRule.revealsAfterKeyboardChange(coveredBefore: 336, coveredAfter: 0))
    #expect(!KeyboardRevealRule.revealsAfterKeyboardChange(coveredBefore: 336, coveredAfter: 291))
    #expect(!KeyboardRevealRule.revealsAfterKeyboardChange(coveredBefore: 291, coveredAfter: 291))
    #expect(!KeyboardRevealRule.revealsAfterKeyboardChange(coveredBefore: 0, coveredAfter: 0))
  }

  @Test func anotherAppsKeyboardNeverRevealsAndBecomingOursDoes() {
    // K6: another app's keyboard insets but never scrolls.
    #expect(
      !KeyboardRevealRule.revealsAfterKeyboardChange(
        coveredBefore: 0, coveredAfter: 398, wasLocal: true, isLocal: false))
    // The same frame, now this app's keyboard: nothing was revealed for the other one.
    #expect(
      KeyboardRevealRule.revealsAfterKeyboardChange(
        coveredBefore: 398, coveredAfter: 398, wasLocal: false, isLocal: true))
    // Ours, then hidden: still never toward the field.
    #expect(
      !KeyboardRevealRule.revealsAfterKeyboardChange(
        coveredBefore: 398, coveredAfter: 0, wasLocal: false, isLocal: true))
  }
}
