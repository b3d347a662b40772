#if !canImport(UIKit)
  import AvoidingScrollViewCore
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
        (.hidden, .hidden), (.noKeyboard, .noKeyboard), (.notInWindow, .notInWindow),
        (.notAvoiding, .avoidanceOff),
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
  }
#endif
