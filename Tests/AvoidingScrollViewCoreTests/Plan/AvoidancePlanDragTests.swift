import AvoidingScrollViewCore
import Foundation
import Testing

/// An update made in a layout pass while the user drags the keyboard down (the plan's `drag`):
/// it never reveals and never pulls back, and the reading's insets replace the notified ones,
/// so that the pass writes them once. iPhone 15, 393 × 852, bottom safe area 34, a
/// full-screen scroll view over content 1216 tall at offset 500 (bounds 500 … 1352), the last
/// notification's keyboard docked 336 tall (its top 516 on screen, 1016 in the bounds); the
/// keyboard's part before the update 336 − 34 = 302.
@Suite struct AvoidancePlanDragTests {
  let docked = KeyboardCoverage(
    rule: .docked(atWindowBottom: false),
    frameInScreen: CGRect(x: 0, y: 516, width: 393, height: 336),
    frameInScrollView: CGRect(x: 0, y: 1016, width: 393, height: 336), covered: 336)

  /// `rule` is whether the event may reveal, as the shell measured it (the gate's rule).
  func measurement(
    offset: CGFloat = 500, drag: KeyboardDragSample.Reading? = nil,
    rule: AvoidancePlan.Reveal = .reveal
  ) -> AvoidancePlan.Measurement {
    AvoidancePlan.Measurement(
      coverage: docked, appliedSafeArea: Edges(top: 59, left: 0, bottom: 34, right: 0),
      indicatorSafeAreaBottom: 34, offset: CGPoint(x: 0, y: offset), contentHeight: 1216,
      boundsHeight: 852, gate: RevealPlan.Gate(rule: rule, isAvoiding: true), drag: drag)
  }

  func ledger() -> InsetLedger {
    var ledger = InsetLedger(appContentInset: .zero, appIndicatorInsets: .zero)
    ledger.setKeyboardPart(content: 302, indicator: 302)
    return ledger
  }

  /// The guide and the finger at 616 on screen, 1116 in the bounds: the keyboard covers
  /// 1352 − 1116 = 236, its part 236 − 34 = 202.
  func reading(guideTop: CGFloat = 1116, isDragging: Bool = true) -> KeyboardDragSample.Reading {
    KeyboardDragSample.Reading(
      isDragging: isDragging, guideTop: guideTop, fingerY: 1116, dismissPadding: 0,
      boundsMaxY: 1352)
  }

  @Test func aDragsReadingGivesTheInsetsAndTheUpdateDoesNotReveal() {
    let plan = AvoidancePlan(
      measurement: measurement(drag: reading()), ledger: ledger(),
      memory: nil, restoresOffset: false)
    #expect(plan.reveal == .measureOnly)
    #expect(plan.revealPlan.rect == nil)
    #expect(plan.drag == .follows(covered: 236))
    #expect(plan.ledger.keyboardContentBottom == 202)
    #expect(plan.ledger.keyboardIndicatorBottom == 202)
    #expect(plan.contentInsetChanges && plan.indicatorInsetsChange)
    // The notified part, 302, is what the release decides from.
    #expect(plan.ledgerBeforeDrag?.keyboardContentBottom == 302)
    // Adjusted bottom 202 + 34 = 236: the range ends at 1216 + 236 − 852 = 600; the offset
    // is the finger's: never pulled, whatever the range.
    #expect(plan.pullBack == nil)
  }

  /// The finger above the keyboard: the guide still at the notified top, 1016; the reading
  /// gives the notified part, so nothing is lowered and nothing kept for the release, but the
  /// update still does not reveal.
  @Test func aReadingAtTheNotifiedTopLowersNothingAndStillDoesNotReveal() {
    let plan = AvoidancePlan(
      measurement: measurement(drag: reading(guideTop: 1016)), ledger: ledger(),
      memory: nil, restoresOffset: false)
    #expect(plan.reveal == .measureOnly)
    #expect(plan.ledger.keyboardContentBottom == 302)
    #expect(plan.ledgerBeforeDrag == nil)
    #expect(!plan.contentInsetChanges)
  }

  /// A guide below a keyboard that follows the finger is refused (KeyboardDragSample's rule
  /// 4): the notified insets stay, and the update still does not reveal.
  @Test func aRefusedReadingKeepsTheNotifiedInsets() {
    let plan = AvoidancePlan(
      measurement: measurement(drag: reading(guideTop: 1352)), ledger: ledger(),
      memory: nil, restoresOffset: false)
    #expect(plan.drag == .ignored(.belowFinger))
    #expect(plan.reveal == .measureOnly)
    #expect(plan.ledger.keyboardContentBottom == 302)
    #expect(plan.ledgerBeforeDrag == nil)
  }

  /// With no drag under way the event's own rule holds.
  @Test func withoutADragTheUpdateMayReveal() {
    let plan = AvoidancePlan(
      measurement: measurement(drag: reading(isDragging: false)), ledger: ledger(),
      memory: nil, restoresOffset: false)
    #expect(plan.reveal == .reveal)
    #expect(plan.ledger.keyboardContentBottom == 302)
  }

  /// The offset past the end of the range the reading gives (650 > 1216 + 236 − 852 = 600,
  /// the bounds 650 … 1502, the guide and the finger at 616 on screen, 1266 in them): a
  /// shrinking inset pulls back after a notification, never during a drag, where the offset
  /// is the finger's.
  @Test func theOffsetIsNeverPulledBackDuringADrag() {
    let drag = KeyboardDragSample.Reading(
      isDragging: true, guideTop: 1266, fingerY: 1266, dismissPadding: 0, boundsMaxY: 1502)
    let plan = AvoidancePlan(
      measurement: measurement(offset: 650, drag: drag), ledger: ledger(),
      memory: nil, restoresOffset: false)
    #expect(plan.ledger.keyboardContentBottom == 202)
    #expect(plan.scrollableRange.upperBound == 600)
    #expect(plan.pullBack == nil)
    // The same shrink told by a notification (no drag) pulls back to the end of its range:
    // the notified keyboard now covering 236, part 202, the same range.
    let covering236 = KeyboardCoverage(
      rule: .docked(atWindowBottom: false),
      frameInScreen: CGRect(x: 0, y: 616, width: 393, height: 236),
      frameInScrollView: CGRect(x: 0, y: 1266, width: 393, height: 236), covered: 236)
    var notified = measurement(offset: 650, rule: .keyboardCoversNoMore)
    notified.coverage = covering236
    let hide = AvoidancePlan(
      measurement: notified, ledger: ledger(), memory: nil, restoresOffset: false)
    #expect(hide.pullBack == 600)
  }
}
