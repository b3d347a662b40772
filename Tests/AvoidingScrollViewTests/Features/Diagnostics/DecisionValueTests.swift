#if !canImport(UIKit)
  import AvoidingScrollViewCore
  @testable import AvoidingScrollViewDiagnostics
  import AvoidingScrollViewDiagnosticsCore
  @testable import AvoidingScrollView
  import HeadlessUIKit
  import Testing

  /// The public decision as the component's record gives it: every event, placement and
  /// reason not to scroll has its public name.
  @MainActor
  @Suite struct DecisionValueTests {
    func decision(
      _ event: DecisionRecord.Event = .resize,
      coverage: KeyboardCoverage = .init(rule: .noKeyboard),
      rule: AvoidancePlan.Reveal = .reveal, reveal: RevealPlan = .skip(.noFocusedView),
      ignored: DecisionRecord.Ignored? = nil
    ) -> KeyboardAvoidanceDecision {
      var ledger = InsetLedger(
        appContentInset: Edges(top: 4, left: 0, bottom: 20, right: 0), appIndicatorInsets: .zero)
      ledger.setKeyboardPart(content: 257, indicator: 291)
      return KeyboardAvoidanceDecision(
        DecisionRecord(
          event: event, ignored: ignored, coverage: coverage, ledger: ledger, revealRule: rule,
          reveal: reveal, offsetBefore: CGPoint(x: 0, y: 1), offsetAfter: CGPoint(x: 0, y: 2)))
    }

    @Test func everyEventHasItsPublicName() {
      let names: [DecisionRecord.Event: KeyboardAvoidanceDecision.Event] = [
        .keyboardWillShow: .keyboardWillShow, .keyboardDidShow: .keyboardDidShow,
        .keyboardWillHide: .keyboardWillHide, .keyboardDidHide: .keyboardDidHide,
        .keyboardWillChangeFrame: .keyboardWillChangeFrame,
        .keyboardDidChangeFrame: .keyboardDidChangeFrame, .focusChange: .focusChange,
        .caretMove: .caretMove, .resize: .resize, .contentSizeChange: .contentSizeChange,
        .adjustedContentInsetChange: .adjustedContentInsetChange, .layout: .layout,
        .settingChange: .settingChange, .revealRequest: .revealRequest,
        .windowEntered: .windowEntered, .windowLeft: .windowLeft,
        .keyboardSettled: .keyboardSettled, .outerScrollView: .outerScrollView,
        .keyboardDrag: .keyboardDrag,
      ]
      #expect(names.count == DecisionRecord.Event.allCases.count)
      #expect(Set(names.values).count == KeyboardAvoidanceDecision.Event.allCases.count)
      for (event, name) in names { #expect(decision(event).event == name) }
    }

    @Test func everyPlacementHasItsPublicName() {
      let names: [(KeyboardCoverage.Rule, KeyboardAvoidanceDecision.KeyboardPlacement)] = [
        (.docked(atWindowBottom: false), .docked),
        (.docked(atWindowBottom: true), .dockedAtWindowBottom),
        (.undocked, .undocked), (.offScreen, .offScreen), (.otherScreen, .otherScreen),
        (.hidden, .hidden), (.givenBack, .givenBack), (.noKeyboard, .noKeyboard),
        (.notInWindow, .notInWindow), (.notAvoiding, .avoidanceOff),
      ]
      #expect(names.count == KeyboardAvoidanceDecision.KeyboardPlacement.allCases.count)
      for (rule, name) in names {
        #expect(decision(coverage: KeyboardCoverage(rule: rule)).keyboardPlacement == name)
      }
    }

    @Test func everyReasonNotToScrollHasItsPublicName() {
      let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
      let cases: [(AvoidancePlan.Reveal, RevealPlan, KeyboardAvoidanceDecision.NoScrollReason?)] = [
        (.reveal, .scroll(rect: rect), nil),
        (.reveal, .alreadyVisible(rect: rect), .alreadyVisible),
        (.keyboardCoversNoMore, .skip(.notThisEvent(.keyboardCoversNoMore)), .keyboardCoversNoMore),
        (.keyboardSettling, .skip(.notThisEvent(.keyboardSettling)), .keyboardSettling),
        (.otherAppsKeyboard, .skip(.notThisEvent(.otherAppsKeyboard)), .otherAppsKeyboard),
        (.measureOnly, .skip(.notThisEvent(.measureOnly)), .measureOnly),
        (.reveal, .skip(.notThisEvent(.otherAppsKeyboard)), .otherAppsKeyboard),
        (.reveal, .skip(.notThisEvent(.keyboardCoversNoMore)), .keyboardCoversNoMore),
        (.reveal, .skip(.notThisEvent(.measureOnly)), .measureOnly),
        (.reveal, .skip(.notAvoiding), .avoidanceOff),
        (.reveal, .skip(.noFocusedView), .noFocusedView),
        (.reveal, .skip(.hiddenView), .hiddenView),
        (.reveal, .skip(.nothingVisible), .nothingVisible),
        (.reveal, .skip(.noRect), .noRect),
      ]
      for (rule, reveal, reason) in cases {
        #expect(decision(rule: rule, reveal: reveal).noScrollReason == reason)
      }
      #expect(decision(ignored: .noInformation).noScrollReason == .notificationIgnored)
      #expect(decision(rule: .reveal, reveal: .scroll(rect: rect)).revealRect == rect)
    }

    @Test func theInsetsAndOffsetsAreUIKitValues() {
      let value = decision()
      // The app's 20 plus the keyboard's 257 (content) and 0 plus 291 (indicators).
      #expect(value.appContentInset == UIEdgeInsets(top: 4, left: 0, bottom: 20, right: 0))
      #expect(value.contentInset == UIEdgeInsets(top: 4, left: 0, bottom: 277, right: 0))
      #expect(value.verticalScrollIndicatorInsets.bottom == 291)
      #expect(value.keyboardInset == 257)
      #expect(value.contentOffsetBefore.y == 1)
      #expect(value.contentOffsetAfter.y == 2)
      #expect(value.isKeyboardLocal)
      #expect(value.keyboardFrameInScreen == nil)
      #expect(value.keyboardFrameInScrollView == nil)
      #expect(value == decision())
    }

    /// A drag sample's public meaning, for each reading: a full-screen iPhone 15 scroll view
    /// at offset 0 (bounds ending at 852), the notified keyboard covering 336 (its top 516),
    /// the bottom safe area 34 applied by UIKit.
    @Test func everyDragReadingHasItsPublicMeaning() throws {
      let notified = KeyboardCoverage(rule: .docked(atWindowBottom: false), covered: 336)
      var ledger = InsetLedger(appContentInset: .zero, appIndicatorInsets: .zero)
      ledger.setKeyboardPart(content: 302, indicator: 302)
      func decision(guideTop: CGFloat, finger: CGFloat) throws -> KeyboardAvoidanceDecision {
        let reading = KeyboardDragSample.Reading(
          isDragging: true, guideTop: guideTop, fingerY: finger, dismissPadding: 0,
          boundsMaxY: 852)
        let measurement = AvoidancePlan.Measurement(
          coverage: notified, appliedSafeArea: Edges(top: 59, left: 0, bottom: 34, right: 0),
          indicatorSafeAreaBottom: 34, offset: .zero, contentHeight: 852, boundsHeight: 852,
          drag: reading)
        let plan = AvoidancePlan(measurement: measurement, ledger: ledger, scope: .dragSample)
        // A plan with a reading always makes a record.
        return KeyboardAvoidanceDecision(
          try #require(DecisionRecord(drag: plan, factSource: nil, focusedViewClass: nil)))
      }
      // The guide at 500, above the notified 516: 852 − 500 = 352 > 336, clamped to 336.
      let clamped = try decision(guideTop: 500, finger: 400)
      #expect(clamped.dragSample == .clampedToNotifiedOverlap)
      #expect(clamped.dragGuideTop == 500)
      #expect(clamped.coveredHeight == 336)
      #expect(clamped.noScrollReason == .keyboardDrag)
      // The guide at the notified 516, the finger at 400 above it: 336, as notified.
      #expect(try decision(guideTop: 516, finger: 400).dragSample == .fingerAboveKeyboard)
      // The guide and the finger at 600: 852 − 600 = 252, the keyboard followed.
      let follows = try decision(guideTop: 600, finger: 600)
      #expect(follows.dragSample == .followsKeyboard)
      #expect(follows.coveredHeight == 252)
      // The guide at 700 below a keyboard following the finger at 600 (max(516, 600)).
      #expect(try decision(guideTop: 700, finger: 600).dragSample == .guideBelowFinger)
      #expect(try decision(guideTop: .nan, finger: 600).dragSample == .notFinite)
      // Not a drag sample: no meaning, no guide.
      #expect(self.decision().dragSample == nil)
      #expect(self.decision().dragGuideTop == nil)
    }
  }
#endif
