#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Another app's keyboard (iPad Split View: `keyboardIsLocalUserInfoKey` false [doc]) insets
  /// but never scrolls (scenarios.md K6), and the decision's reveal rule says so itself: it is
  /// not told as a keyboard that came to cover more and was then held back (mutant M118, the
  /// plan's rule taking every keyboard as this app's, told "reveal-when-covers-more").
  ///
  /// An iPad Pro 12.9 (1024 × 1366; the 1216 pt form is shorter than the screen, so no safe
  /// area is applied): the docked 398 pt keyboard's top is at 1366 − 398 = 968. FormScene's
  /// field 16 spans 16 + 60 × 16 = 976 … 1020: under the keyboard.
  @MainActor
  @Suite struct OtherAppsKeyboardRuleScenarioTests {
    @Test func anotherAppsKeyboardInsetsAndItsRuleSaysWhy() {
      let scene = FormScene(device: .iPadPro)
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      #expect(scene.fields[16].becomeFirstResponder())
      let offset = scene.scrollView.contentOffset
      scene.keyboard.show(scene.keyboard.dockedFrame(), isLocal: false)
      // Inset by the covered 1366 − 968 = 398 pt, and not scrolled.
      #expect(scene.scrollView.contentInset.bottom == scene.device.keyboardHeight)
      #expect(scene.scrollView.contentOffset == offset)
      // Parallel tests' keyboards on their own screens are told too: this one's will-show is
      // the one that is not local.
      let willShow = decisions.first { $0.event == .keyboardWillShow && !$0.isKeyboardLocal }
      #expect(willShow?.noScrollReason == .otherAppsKeyboard)
      #expect(willShow?.rules.contains("other-app-keyboard-insets-only") == true)
      #expect(willShow?.rules.contains("reveal-when-covers-more") == false)
    }
  }
#endif
