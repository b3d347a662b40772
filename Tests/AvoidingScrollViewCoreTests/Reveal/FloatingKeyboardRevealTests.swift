import AvoidingScrollViewCore
import Foundation
import Testing

/// Moving a revealed rect out from under a floating keyboard.
@Suite struct FloatingKeyboardRevealTests {
  let keyboard = CGRect(x: 352, y: 400, width: 320, height: 260)  // 400…660
  let visible = CGRect(x: 0, y: 24, width: 1024, height: 1322)  // 24…1346
  let allowed: ClosedRange<CGFloat> = -24...1070

  @Test func aRectOverTheKeyboardsUpperPartGoesAbove() {
    // Rect 600…676: above needs Δ ∈ [676 − 400, 600 − 24] = [276, 576] → 276; below needs
    // Δ ∈ [676 − 1346, 600 − 660] = [−670, −60], cut by −24: empty.
    let rect = CGRect(x: 16, y: 600, width: 992, height: 76)
    #expect(
      FloatingKeyboardReveal.offsetChange(
        rect: rect, keyboard: keyboard, visible: visible, allowed: allowed) == 276)
  }

  @Test func aRectNearTheKeyboardsBottomGoesBelowWhenThatIsLessMotion() {
    // Rect 620…696 with room to scroll up (allowed from −124): above [296, 596];
    // below [696 − 1346, 620 − 660] = [−650, −40] → −40, smaller than 296.
    let rect = CGRect(x: 16, y: 620, width: 992, height: 76)
    #expect(
      FloatingKeyboardReveal.offsetChange(
        rect: rect, keyboard: keyboard, visible: visible, allowed: -124...970) == -40)
  }

  @Test func noOverlapMeansNoMotion() {
    // Beside the keyboard (x 16…336 against 352…672), and above it (300…376).
    let beside = CGRect(x: 16, y: 500, width: 320, height: 76)
    let above = CGRect(x: 16, y: 300, width: 992, height: 76)
    // Touching its top edge (324…400) is not an overlap.
    let touching = CGRect(x: 16, y: 324, width: 992, height: 76)
    for rect in [beside, above, touching] {
      #expect(
        FloatingKeyboardReveal.offsetChange(
          rect: rect, keyboard: keyboard, visible: visible, allowed: allowed) == 0)
    }
  }

  @Test func noRoomEitherSideGivesNil() {
    // Allowed only −24…0: above needs 276, below needs ≤ −60.
    let rect = CGRect(x: 16, y: 600, width: 992, height: 76)
    #expect(
      FloatingKeyboardReveal.offsetChange(
        rect: rect, keyboard: keyboard, visible: visible, allowed: -24...0) == nil)
  }

  @Test func nonFiniteInputGivesNil() {
    let rect = CGRect(x: 16, y: 600, width: 992, height: 76)
    let bad = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
    #expect(
      FloatingKeyboardReveal.offsetChange(
        rect: bad, keyboard: keyboard, visible: visible, allowed: allowed) == nil)
    #expect(
      FloatingKeyboardReveal.offsetChange(
        rect: rect, keyboard: bad, visible: visible, allowed: allowed) == nil)
    #expect(
      FloatingKeyboardReveal.offsetChange(
        rect: rect, keyboard: keyboard, visible: visible, allowed: -CGFloat.infinity...0) == nil)
  }
}
