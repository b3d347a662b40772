import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation
import Testing

/// A drag sample's decision as a value (DecisionRecord+Drag): its rules and its words. A
/// full-screen iPhone 15 scroll view (393 × 852, bottom safe area 34, applied by UIKit) at
/// offset 0, so its bounds end at 852; the last notification said the docked keyboard covers
/// 336 (its top at 852 − 336 = 516), a part of 336 − 34 = 302.
@Suite struct DecisionRecordDragTests {
  let notified = KeyboardCoverage(rule: .docked(atWindowBottom: false), covered: 336)
  let safeArea = Edges(top: 59, left: 0, bottom: 34, right: 0)

  func record(guideTop: CGFloat, finger: CGFloat) throws -> DecisionRecord {
    let reading = KeyboardDragSample.Reading(
      isDragging: true, guideTop: guideTop, fingerY: finger, dismissPadding: 0, boundsMaxY: 852)
    var ledger = InsetLedger(appContentInset: .zero, appIndicatorInsets: .zero)
    ledger.setKeyboardPart(content: 302, indicator: 302)
    let measurement = AvoidancePlan.Measurement(
      coverage: notified, appliedSafeArea: safeArea, indicatorSafeAreaBottom: 34,
      offset: .zero, contentHeight: 852, boundsHeight: 852, drag: reading)
    let plan = AvoidancePlan(measurement: measurement, ledger: ledger, scope: .dragSample)
    // A plan with a reading always makes a record.
    return try #require(
      DecisionRecord(drag: plan, factSource: nil, focusedViewClass: "UITextField"))
  }

  @Test func aGuideAboveTheNotifiedKeyboardIsClampedAndSaidSo() throws {
    // The guide's top at 500, above the notified 516 (the finger at 400 has not reached the
    // keyboard): it reads 852 − 500 = 352 > 336, so the notified 336 is used; the inset
    // stays 336 − 34 = 302.
    let value = try record(guideTop: 500, finger: 400)
    #expect(value.drag?.meaning == .clamped(covered: 336, read: 352))
    #expect(value.dragRule == .dragNeverCoversMore)
    #expect(value.rules == [.dragNeverCoversMore, .minusAppliedSafeArea, .dragNeverScrolls])
    #expect(value.coverage.covered == 336)
    #expect(value.keyboardInset == 302)
    #expect(
      value.text.contains(
        "The guide says 352 pt, more than the 336 pt last notified: a dismissal only lowers "
          + "the keyboard, so 336 pt is used."))
  }

  @Test func aGuideThatFollowsTheFingerIsNamedSo() throws {
    // Finger and guide at 600: covers 852 − 600 = 252, the inset 252 − 34 = 218.
    let value = try record(guideTop: 600, finger: 600)
    #expect(value.dragRule == .dragFollowsGuide)
    #expect(value.rules == [.dragFollowsGuide, .minusAppliedSafeArea, .dragNeverScrolls])
    #expect(value.coverage.covered == 252)
    #expect(value.keyboardInset == 218)
  }
}
