#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Which reason a decision names when several hold, and the frame it reports when the
  /// keyboard covers nothing, on an iPhone 15 (393 × 852, safe area 34 at the bottom) with the
  /// 291-pt keyboard, whose top is at 852 − 291 = 561. FormScene's field 9 spans 556 … 600.
  @MainActor
  @Suite struct DecisionReasonScenarioTests {
    let keyboard = CGRect(x: 0, y: 561, width: 393, height: 291)

    /// A keyboard that appears while avoidance is off covers more than before, yet nothing
    /// counts: the decision says avoidance is off, never "covers no more".
    @Test func aKeyboardThatAppearsWithAvoidanceOffIsExplainedAsAvoidanceOff() {
      let scene = FormScene(device: .iPhone15)
      scene.scrollView.isKeyboardAvoidanceEnabled = false
      #expect(scene.fields[9].becomeFirstResponder())
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      scene.keyboard.show(keyboard)
      let willShow = decisions.first { $0.event == .keyboardWillShow }
      #expect(willShow?.keyboardPlacement == .avoidanceOff)
      #expect(willShow?.noScrollReason == .avoidanceOff)
      #expect(willShow?.rules.contains("keyboard-covers-no-more") == false)
      #expect(willShow?.rules.contains("avoidance-off") == true)
      #expect(scene.scrollView.contentInset.bottom == 0)
      #expect(scene.scrollView.contentOffset.y == 0)
    }

    /// The did-notifications that follow, with avoidance still off: the documented order
    /// (``KeyboardAvoidanceDecision/NoScrollReason``) names avoidance off (2) before what the
    /// event allows (3, a second look, `measureOnly`), so each says avoidance is off too.
    @Test func didNotificationsWithAvoidanceOffAreExplainedAsAvoidanceOff() {
      let scene = FormScene(device: .iPhone15)
      scene.scrollView.isKeyboardAvoidanceEnabled = false
      #expect(scene.fields[9].becomeFirstResponder())
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      scene.keyboard.show(keyboard)
      let didShow = decisions.filter { $0.event == .keyboardDidShow }
      #expect(!didShow.isEmpty)
      for decision in didShow {
        #expect(decision.noScrollReason == .avoidanceOff)
      }
      #expect(scene.scrollView.contentInset.bottom == 0)
    }

    /// A frame that lies wholly below the screen covers nothing, and the decision still
    /// reports it as sent: the frame the decision used.
    @Test func aFrameOffTheScreenIsReportedAsSent() {
      let scene = FormScene(device: .iPhone15)
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      let below = CGRect(x: 0, y: 852, width: 393, height: 291)  // starts at the screen's bottom
      scene.keyboard.changeFrame(to: below)
      let willChange = decisions.first { $0.event == .keyboardWillChangeFrame }
      #expect(willChange?.keyboardPlacement == .offScreen)
      #expect(willChange?.coveredHeight == 0)
      #expect(willChange?.keyboardFrameInScreen == below)
    }
  }
#endif
