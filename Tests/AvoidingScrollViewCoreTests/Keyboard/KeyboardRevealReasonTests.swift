import AvoidingScrollViewCore
import Foundation
import Testing

/// The reveal rule with its reason, as the plan carries it.
@Suite struct KeyboardRevealReasonTests {
  @Test func eachOutcomeSaysWhy() {
    // Covers 302 where it covered 0: reveal.
    #expect(KeyboardRevealRule.reveal(coveredBefore: 0, coveredAfter: 302) == .reveal)
    // 302 → 257 (a shrink) and 302 → 302: never pulled toward the field.
    #expect(
      KeyboardRevealRule.reveal(coveredBefore: 302, coveredAfter: 257) == .keyboardCoversNoMore)
    #expect(
      KeyboardRevealRule.reveal(coveredBefore: 302, coveredAfter: 302) == .keyboardCoversNoMore)
    // Another app's keyboard, whatever it covers.
    #expect(
      KeyboardRevealRule.reveal(coveredBefore: 0, coveredAfter: 398, isLocal: false)
        == .otherAppsKeyboard)
    // Becoming this app's own after another app's (which revealed nothing): compared with 0.
    #expect(
      KeyboardRevealRule.reveal(coveredBefore: 398, coveredAfter: 398, wasLocal: false)
        == .reveal)
  }
}
