import AvoidingScrollViewCore
import Foundation
import Testing

/// A resize reveals from current facts: not while the keyboard layout guide shows the
/// keyboard lower than the last notification put it (the hide or shrink is on its way).
///
/// The figures are an iPhone 15's (keyboard docked at 516, safe area bottom at 818) with a
/// scroll view at the window's top, 768 tall, at the offset 104: bounds 104 … 872; the
/// notified keyboard's top 104 + 516 = 620 in its coordinates.
@Suite struct ResizeRevealRuleTests {
  private func reveal(
    guide: CGFloat?, notified: CGFloat?, from minY: CGFloat = 104, to maxY: CGFloat = 872
  )
    -> AvoidancePlan.Reveal
  {
    ResizeRevealRule.reveal(
      guideTop: guide, isLaidOut: true, notifiedKeyboardTop: notified, boundsMinY: minY,
      boundsMaxY: maxY)
  }

  @Test func aGuideBelowTheNotifiedKeyboardDoesNotReveal() {
    // The keyboard gone, its will-hide not yet handled: the guide at the view's bottom 872
    // (the view ends above the safe area).
    #expect(reveal(guide: 872, notified: 620) == .keyboardCoversNoMore)
    // Half a point and a little more below: moved.
    #expect(reveal(guide: 620.75, notified: 620) == .keyboardCoversNoMore)
  }

  @Test func aGuideAtOrAboveTheNotifiedKeyboardReveals() {
    // At rest: the guide on the keyboard's top, or within half a point of it (rounding).
    #expect(reveal(guide: 620, notified: 620) == .reveal)
    #expect(reveal(guide: 620.5, notified: 620) == .reveal)
    // A keyboard coming up: the guide above the notified (or no) keyboard.
    #expect(reveal(guide: 500, notified: 620) == .reveal)
    #expect(reveal(guide: 500, notified: nil) == .reveal)
  }

  @Test func topsAreComparedInsideTheBounds() {
    // A keyboard at rest below the view (a view 0 … 466 at the offset 454: bounds 454 … 920,
    // the keyboard's top 454 + 516 = 970): the guide kept at the view's bottom 920 is no move.
    #expect(reveal(guide: 920, notified: 970, from: 454, to: 920) == .reveal)
    // A keyboard at rest over the whole view (bounds 104 … 300, the keyboard's top 50 above
    // them): the guide kept at the view's top is no move either.
    #expect(reveal(guide: 104, notified: 50, from: 104, to: 300) == .reveal)
    // Going: the notified top inside, the guide at the bottom.
    #expect(reveal(guide: 300, notified: 250, from: 104, to: 300) == .keyboardCoversNoMore)
  }

  @Test func aGuideReadOutsideALayoutPassLeavesTheRevealToThatPass() {
    // A frame set before the layout pass it brings: the guide may still be the last pass's.
    for guide: CGFloat in [500, 620, 872] {
      #expect(
        ResizeRevealRule.reveal(
          guideTop: guide, isLaidOut: false, notifiedKeyboardTop: 620, boundsMinY: 104,
          boundsMaxY: 872) == .measureOnly, "guide \(guide)")
    }
    // No guide read: the notification is the only fact, taken at once.
    #expect(
      ResizeRevealRule.reveal(
        guideTop: nil, isLaidOut: false, notifiedKeyboardTop: 620, boundsMinY: 104,
        boundsMaxY: 872) == .reveal)
  }

  @Test func noGuideOrANonFiniteValueSaysNothing() {
    #expect(reveal(guide: nil, notified: 620) == .reveal)
    #expect(reveal(guide: nil, notified: nil) == .reveal)
    #expect(reveal(guide: CGFloat.nan, notified: 620) == .reveal)
    #expect(reveal(guide: CGFloat.infinity, notified: 620) == .reveal)
    #expect(reveal(guide: 872, notified: CGFloat.nan) == .reveal)
    #expect(reveal(guide: 872, notified: -CGFloat.infinity) == .reveal)
    #expect(reveal(guide: 872, notified: 620, from: 104, to: CGFloat.nan) == .reveal)
    // Bounds upside down (a negative height): no order to compare in.
    #expect(reveal(guide: 872, notified: 620, from: 872, to: 104) == .reveal)
  }
}
