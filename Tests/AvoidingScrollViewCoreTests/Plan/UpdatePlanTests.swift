import AvoidingScrollViewCore
import Foundation
import Testing

/// The whole of an update decided as one value: every reason for not revealing, in its order,
/// and where to reveal, from the measurement taken before anything is written. A Face ID
/// iPhone 15 in portrait, 393 × 852, safe area 59 top and 34 bottom, a full-screen scroll view
/// over content 1216 tall; the keyboard 336 tall (top at 516), so the keyboard's part of the
/// inset is 336 − 34 = 302 and the adjusted bottom inset 302 + 34 = 336.
@Suite struct UpdatePlanTests {
  let safeArea = Edges(top: 59, left: 0, bottom: 34, right: 0)
  let docked = KeyboardCoverage(
    rule: .docked(atWindowBottom: false),
    frameInScreen: CGRect(x: 0, y: 516, width: 393, height: 336),
    frameInScrollView: CGRect(x: 0, y: 516, width: 393, height: 336), covered: 336)
  let empty = InsetLedger(appContentInset: .zero, appIndicatorInsets: .zero)

  func plan(
    _ gate: RevealPlan.Gate, focus: CGRect = CGRect(x: 16, y: 600, width: 361, height: 44),
    offset: CGFloat = 0, coverage: KeyboardCoverage? = nil, ledger: InsetLedger? = nil
  ) -> AvoidancePlan {
    let coverage = coverage ?? docked
    let reading = RevealPlan.Reading(
      boundsSize: CGSize(width: 393, height: 852), focus: focus, padding: 16)
    return AvoidancePlan(
      measurement: AvoidancePlan.Measurement(
        coverage: coverage, appliedSafeArea: safeArea,
        indicatorSafeAreaBottom: coverage.covered > 0 ? 34 : nil,
        offset: CGPoint(x: 0, y: offset), contentHeight: 1216, boundsHeight: 852, gate: gate,
        reading: gate.skip == nil ? reading : nil),
      ledger: ledger ?? empty, memory: nil, restoresOffset: false)
  }

  /// Each reason holds alone, then with every later one: the first always wins.
  @Test func theFirstReasonThatHoldsIsTheOneTold() {
    let shown = RevealPlan.Gate.Focus.shown
    #expect(
      RevealPlan.Gate(
        rule: .keyboardCoversNoMore, isAvoiding: false, focus: .hidden, keyboardIsLocal: false
      ).skip == .notThisEvent(.keyboardCoversNoMore))
    #expect(
      RevealPlan.Gate(rule: .reveal, isAvoiding: false, focus: .none, keyboardIsLocal: false).skip
        == .notAvoiding)
    #expect(
      RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .none, keyboardIsLocal: false).skip
        == .noFocusedView)
    #expect(
      RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .hidden, keyboardIsLocal: false)
        .skip == .hiddenView)
    #expect(
      RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: shown, keyboardIsLocal: false).skip
        == .notThisEvent(.otherAppsKeyboard))
    #expect(
      RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: shown, keyboardIsLocal: true).skip
        == nil)
    // The focus matters only once the event may reveal and avoidance is on.
    #expect(!RevealPlan.Gate(rule: .measureOnly, isAvoiding: true).needsFocus)
    #expect(!RevealPlan.Gate(rule: .reveal, isAvoiding: false).needsFocus)
    #expect(RevealPlan.Gate(rule: .reveal, isAvoiding: true).needsFocus)
  }

  /// A skipped reveal settles UIKit's held request only when the component takes the field
  /// over (a hidden view's request is dropped; another app's keyboard leaves it).
  @Test func aHiddenViewSettlesUIKitsRequestAnotherAppsKeyboardDoesNot() {
    let hidden = plan(RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .hidden))
    #expect(hidden.revealPlan == .skip(.hiddenView))
    #expect(hidden.revealPlan.settlesHeldRequest)
    let other = plan(
      RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .shown, keyboardIsLocal: false))
    #expect(other.revealPlan == .skip(.notThisEvent(.otherAppsKeyboard)))
    #expect(!other.revealPlan.settlesHeldRequest)
    #expect(other.revealMeasurement == nil)
  }

  /// Where to scroll is decided before the insets are written: the visible area is the bounds
  /// at offset 0 less the adjusted insets the plan leaves, 59 … 852 − 336 = 516. The field at
  /// 600 … 644 with its 16-pt padding spans 584 … 660: a scroll to that rect.
  @Test func theRevealIsDecidedInTheVisibleAreaThePlanLeaves() {
    let plan = plan(RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .shown))
    #expect(plan.revealMeasurement?.visible == CGRect(x: 0, y: 59, width: 393, height: 457))
    #expect(plan.revealPlan == .scroll(rect: CGRect(x: 16, y: 584, width: 361, height: 76)))
  }

  /// The pull back comes before the reveal: with the keyboard gone (its part 302 → 0) and the
  /// offset at 600, the largest valid offset is 1216 + 34 − 852 = 398; the visible area is
  /// then 398 + 59 … 398 + 852 − 34 = 457 … 1216, and the field's padded 584 … 660 is inside.
  @Test func theRevealSeesTheOffsetThePullBackLeaves() {
    var ledger = empty
    ledger.setKeyboardPart(content: 302, indicator: 302)
    let plan = plan(
      RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .shown), offset: 600,
      coverage: KeyboardCoverage(rule: .hidden), ledger: ledger)
    #expect(plan.pullBack == 398)
    #expect(plan.revealMeasurement?.visible == CGRect(x: 0, y: 457, width: 393, height: 759))
    #expect(plan.revealPlan == .alreadyVisible(rect: CGRect(x: 16, y: 584, width: 361, height: 76)))
  }

  /// A focused view with no size is not laid out yet: nothing is revealed (no motion toward
  /// where it sits now), and the plan says it awaits the layout pass.
  @Test func aFocusedViewWithNoSizeAwaitsItsLayout() {
    let plan = plan(
      RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .shown), focus: .zero, offset: 300)
    #expect(plan.revealPlan == .skip(.noRect))
    #expect(plan.revealPlan.settlesHeldRequest)
    #expect(plan.awaitsLayout)
    let laidOut = self.plan(RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .shown))
    #expect(!laidOut.awaitsLayout)
  }

  /// An inset that shrinks by less than a point still pulls the offset back: on a @3x screen
  /// the keyboard's part goes from 291 to 290⅔ (its top moved down by a third of a point). The
  /// adjusted bottom is then 290⅔ + 34 = 324⅔ and the largest valid offset
  /// 1216 + 324⅔ − 852 = 688⅔; an offset at the old end, 1216 + 325 − 852 = 689, is past it.
  @Test func anInsetShrinkingByLessThanAPointPullsBack() {
    var ledger = empty
    ledger.setKeyboardPart(content: 291, indicator: 291)
    let covered: CGFloat = 325 - 1.0 / 3
    let coverage = KeyboardCoverage(
      rule: .docked(atWindowBottom: false),
      frameInScreen: CGRect(x: 0, y: 852 - covered, width: 393, height: covered),
      frameInScrollView: CGRect(x: 0, y: 689 + 852 - covered, width: 393, height: covered),
      covered: covered)
    let plan = plan(
      RevealPlan.Gate(rule: .keyboardCoversNoMore, isAvoiding: true), offset: 689,
      coverage: coverage, ledger: ledger)
    #expect(abs(plan.ledger.keyboardContentBottom - (291 - 1.0 / 3)) < 1e-9)
    let expected: CGFloat = 688 + 2.0 / 3
    #expect(abs((plan.pullBack ?? 0) - expected) < 1e-9)
  }

  /// A keyboard that appears while avoidance is off is not held back by the keyboard's rule:
  /// nothing counts, so the covered heights (0 → 0) say nothing, and the reason told is the
  /// gate's, avoidance off.
  @Test func withAvoidanceOffTheKeyboardsRuleDoesNotHoldTheEventBack() {
    #expect(
      KeyboardRevealRule.reveal(coveredBefore: 0, coveredAfter: 0, isAvoiding: false) == .reveal)
    #expect(
      KeyboardRevealRule.reveal(coveredBefore: 0, coveredAfter: 0, isAvoiding: true)
        == .keyboardCoversNoMore)
    let plan = plan(RevealPlan.Gate(rule: .reveal, isAvoiding: false))
    #expect(plan.revealPlan == .skip(.notAvoiding))
  }

  /// The move away from a floating keyboard is decided from where the reveal left the
  /// offset: the keyboard stays put on screen, so in the content it moves with the offset. The
  /// keyboard spans 500 … 760 in the scroll view at offset 0 (undocked: no inset, so the
  /// adjusted insets are the safe area's, 59 and 34, and the valid offsets −59 … 1216 + 34 −
  /// 852 = 398). The field's padded rect 584 … 660 lies under it.
  /// - Left at 0: the visible area is 59 … 818; above the keyboard needs a change of at least
  ///   660 − 500 = 160 (and at most 584 − 59 = 525); below it, 584 − 760 = −176 at most but
  ///   660 − 818 = −158 at least, impossible. So 160: offset 160.
  /// - Left at 100: the keyboard spans 600 … 860 in the content, the visible area 159 … 918;
  ///   above needs 660 − 600 = 60 (within 398 − 100 = 298): offset 160 again, the same place
  ///   on screen.
  @Test func theFloatingMoveFollowsTheOffsetTheRevealLeft() {
    let undocked = KeyboardCoverage(
      rule: .undocked, frameInScreen: CGRect(x: 0, y: 500, width: 393, height: 260))
    let reading = RevealPlan.Reading(
      boundsSize: CGSize(width: 393, height: 852),
      focus: CGRect(x: 16, y: 600, width: 361, height: 44), padding: 16)
    let plan = AvoidancePlan(
      measurement: AvoidancePlan.Measurement(
        coverage: undocked, appliedSafeArea: safeArea, indicatorSafeAreaBottom: nil,
        offset: .zero, contentHeight: 1216, boundsHeight: 852,
        gate: RevealPlan.Gate(rule: .reveal, isAvoiding: true, focus: .shown), reading: reading,
        floatingKeyboard: CGRect(x: 0, y: 500, width: 393, height: 260)),
      ledger: empty, memory: nil, restoresOffset: false)
    #expect(plan.revealPlan == .alreadyVisible(rect: CGRect(x: 16, y: 584, width: 361, height: 76)))
    #expect(plan.floatingKeyboardMove(after: .zero) == CGPoint(x: 0, y: 160))
    #expect(plan.floatingKeyboardMove(after: CGPoint(x: 0, y: 100)) == CGPoint(x: 0, y: 160))
  }
}
