import Testing

@testable import AvoidingScrollViewCore

#if canImport(CoreGraphics)
  import CoreGraphics
#else
  import Foundation
#endif

/// What a reading of the keyboard layout guide means during a drag, as values. A scroll view
/// whose bounds end at 852 (a full-screen iPhone 15 at offset 0); the last notification said
/// the keyboard covers 336 (its top 516).
@Suite struct KeyboardDragSampleTests {
  static let docked = KeyboardCoverage(rule: .docked(atWindowBottom: false), covered: 336)

  static func reading(
    guideTop: CGFloat, finger: CGFloat, padding: CGFloat = 0, dragging: Bool = true
  ) -> KeyboardDragSample.Reading {
    KeyboardDragSample.Reading(
      isDragging: dragging, guideTop: guideTop, fingerY: finger, dismissPadding: padding,
      boundsMaxY: 852)
  }

  @Test func aGuideAtTheFingerIsFollowed() {
    // Finger at 600, guide at 600: covers 852 − 600 = 252.
    let sample = KeyboardDragSample(Self.reading(guideTop: 600, finger: 600), notified: Self.docked)
    #expect(sample == .follows(covered: 252))
  }

  @Test func aGuideAboveTheFingerIsFollowed() {
    // A keyboard one frame behind a finger moving down: guide 580, finger 600 → 272.
    let sample = KeyboardDragSample(Self.reading(guideTop: 580, finger: 600), notified: Self.docked)
    #expect(sample == .follows(covered: 272))
  }

  @Test func beforeTheFingerReachesTheKeyboardTheGuideIsWhereItDocked() {
    // Finger at 400, above the top 516: a following keyboard is at max(516, 400) = 516.
    let sample = KeyboardDragSample(Self.reading(guideTop: 516, finger: 400), notified: Self.docked)
    #expect(sample == .follows(covered: 336))
  }

  @Test func aGuideBelowAFingerFollowingKeyboardIsIgnored() {
    // Finger 600, guide 644 (the accessory left out, 44 pt): 644 > 600 + 0.5.
    #expect(
      KeyboardDragSample(Self.reading(guideTop: 644, finger: 600), notified: Self.docked)
        == .ignored(.belowFinger))
    // Half a point is tolerated: 600.5 is followed, 852 − 600.5 = 251.5.
    #expect(
      KeyboardDragSample(Self.reading(guideTop: 600.5, finger: 600), notified: Self.docked)
        == .follows(covered: 251.5))
    // Stuck at the bottom (818 = 852 − 34) while the finger is at 520.
    #expect(
      KeyboardDragSample(Self.reading(guideTop: 818, finger: 520), notified: Self.docked)
        == .ignored(.belowFinger))
  }

  @Test func theDismissPaddingLowersTheFingerFollowingKeyboard() {
    // Padding 40, finger 600: a following keyboard is at 640; guide 640 covers 212.
    #expect(
      KeyboardDragSample(
        Self.reading(guideTop: 640, finger: 600, padding: 40), notified: Self.docked)
        == .follows(covered: 212))
    // A negative padding counts as 0: guide 640 is then below 600.5.
    #expect(
      KeyboardDragSample(
        Self.reading(guideTop: 640, finger: 600, padding: -40), notified: Self.docked)
        == .ignored(.belowFinger))
  }

  @Test func aGuideAboveTheNotifiedKeyboardIsClamped() {
    // Guide 500 covers 352 > 336: clamped to 336.
    #expect(
      KeyboardDragSample(Self.reading(guideTop: 500, finger: 400), notified: Self.docked)
        == .clamped(covered: 336, read: 352))
  }

  @Test func noDragNoDockedKeyboardNoFiniteValueIsIgnored() {
    #expect(
      KeyboardDragSample(
        Self.reading(guideTop: 600, finger: 600, dragging: false), notified: Self.docked)
        == .ignored(.notDragging))
    for notified in [
      KeyboardCoverage(rule: .hidden), KeyboardCoverage(rule: .notAvoiding),
      KeyboardCoverage(rule: .undocked), KeyboardCoverage(rule: .docked(atWindowBottom: false)),
      KeyboardCoverage(rule: .docked(atWindowBottom: false), covered: 336, isLocal: false),
    ] {
      #expect(
        KeyboardDragSample(Self.reading(guideTop: 600, finger: 600), notified: notified)
          == .ignored(.notDocked))
    }
    #expect(
      KeyboardDragSample(Self.reading(guideTop: .nan, finger: 600), notified: Self.docked)
        == .ignored(.notFinite))
    #expect(
      KeyboardDragSample(Self.reading(guideTop: 600, finger: .infinity), notified: Self.docked)
        == .ignored(.notFinite))
  }

  /// A layout pass's sample alone (the plan's `dragSample` scope) writes only the keyboard's
  /// part, less the safe area, over the app's insets; the offset is never moved.
  @Test func thePlanWritesOnlyTheKeyboardsPartLessTheSafeArea() {
    var ledger = InsetLedger(
      appContentInset: Edges(top: 8, left: 0, bottom: 10, right: 0),
      appIndicatorInsets: Edges(top: 0, left: 0, bottom: 0, right: 0))
    ledger.setKeyboardPart(content: 302, indicator: 302)
    // The guide and the finger at 600: the keyboard follows the finger and covers
    // 852 − 600 = 252; the safe area 34 applied to both: 218 each.
    func plan(guideTop: CGFloat) -> AvoidancePlan {
      let reading = KeyboardDragSample.Reading(
        isDragging: true, guideTop: guideTop, fingerY: 600, dismissPadding: 0, boundsMaxY: 852)
      return AvoidancePlan(
        measurement: AvoidancePlan.Measurement(
          coverage: KeyboardCoverage(rule: .docked(atWindowBottom: false), covered: 336),
          appliedSafeArea: Edges(top: 59, left: 0, bottom: 34, right: 0),
          indicatorSafeAreaBottom: 34, offset: CGPoint(x: 0, y: 40), contentHeight: 2000,
          boundsHeight: 852, drag: reading),
        ledger: ledger, scope: .dragSample)
    }
    let follows = plan(guideTop: 600)
    #expect(follows.drag == .follows(covered: 252))
    #expect(follows.ledger.keyboardContentBottom == 218)
    #expect(follows.ledger.keyboardIndicatorBottom == 218)
    #expect(follows.ledger.contentInset == Edges(top: 8, left: 0, bottom: 228, right: 0))
    #expect(follows.contentInsetChanges)
    #expect(follows.pullBack == nil && follows.revealPlan.rect == nil)
    // A guide below the finger (700 > 600) is refused: the ledger stays as it is.
    let ignored = plan(guideTop: 700)
    #expect(ignored.drag == .ignored(.belowFinger))
    #expect(ignored.ledger == ledger)
    #expect(!ignored.contentInsetChanges)
  }
}
