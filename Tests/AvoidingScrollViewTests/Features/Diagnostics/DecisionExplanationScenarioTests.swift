#if !canImport(UIKit)
  @testable import AvoidingScrollView
  @testable import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Each decision explained, as a value and as text, on an iPhone 15 in portrait (393 × 852,
  /// safe area 59 top and 34 bottom) with the 291-pt keyboard (336 less its 45-pt QuickType
  /// bar), the numbers of the demo's step 9. FormScene's field i spans 16 + 60 i … 60 + 60 i;
  /// 20 fields make the content 1216 pt tall, so UIKit insets both safe areas.
  @MainActor
  @Suite struct DecisionExplanationScenarioTests {
    /// The keyboard's frame: its top at 852 − 291 = 561.
    let keyboard = CGRect(x: 0, y: 561, width: 393, height: 291)

    @Test func aDockedKeyboardIsExplainedWithTheNumbersAndTheRules() {
      let scene = FormScene(device: .iPhone15)
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      // Field 9 spans 556 … 600, under the keyboard's top at 561.
      let field = scene.fields[9]
      #expect(field.becomeFirstResponder())
      #expect(decisions.count == 1)
      let focus = decisions[0]
      #expect(focus.event == .focusChange)
      #expect(focus.keyboardPlacement == .noKeyboard)
      #expect(focus.coveredHeight == 0)
      // With its 16-pt padding the field spans 540 … 616, inside 59 … 852 − 34 = 818.
      #expect(focus.revealRect == CGRect(x: 16, y: 540, width: 361, height: 76))
      #expect(focus.noScrollReason == .alreadyVisible)
      #expect(
        focus.description
          == "Focus moved to a UITextField of this scroll view. No keyboard has been reported "
          + "yet. Nothing is covered: the keyboard's inset is 0 pt. contentInset.bottom = 0 pt. "
          + "The focused UITextField with its 16-pt padding spans 540 … 616 in the content, "
          + "inside the visible area 59 … 818: no scroll. contentOffset.y stays 0.")

      decisions = []
      scene.keyboard.show(keyboard)
      // will-change-frame, will-show, did-change-frame, did-show: one decision each.
      #expect(
        decisions.map(\.event) == [
          .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow,
        ])
      let first = decisions[0]
      #expect(first.keyboardPlacement == .docked)
      #expect(first.keyboardFrameInScreen == keyboard)
      // At offset 0 the scroll view's coordinates are the screen's.
      #expect(first.keyboardFrameInScrollView == keyboard)
      // Covered: 852 − 561 = 291; the inset 291 − 34 = 257.
      #expect(first.coveredHeight == 291)
      #expect(first.safeAreaAlreadyInset == 34)
      #expect(first.keyboardInset == 257)
      #expect(first.appContentInset == .zero)
      #expect(first.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 257, right: 0))
      // Indicators: UIKit adds the 34-pt safe area to them too: 291 − 34 = 257.
      #expect(first.verticalScrollIndicatorInsets.bottom == 257)
      // The visible area ends at 852 − (257 + 34) = 561; the padded field at 616: 55 pt.
      #expect(first.noScrollReason == nil)
      #expect(first.contentOffsetBefore == .zero)
      #expect(first.contentOffsetAfter == CGPoint(x: 0, y: 55))
      #expect(
        first.rules == [
          "docked-reaches-screen-bottom", "intersection-covered-height", "minus-applied-safe-area",
          "reveal-when-covers-more", "scroll-least-distance",
        ])
      #expect(
        first.description
          == "keyboardWillChangeFrame, end frame (0, 561, 393, 291). It reaches the screen's "
          + "bottom: the keyboard is docked. The keyboard covers 291 pt of the scroll view; the "
          + "inset is 291 − 34 = 257 pt, because UIKit already insets the 34-pt bottom safe "
          + "area. contentInset.bottom = 257 pt. The focused UITextField with its 16-pt padding "
          + "spans 540 … 616 in the content, below the visible area's bottom at 561: scrolled by "
          + "616 − 561 = 55 pt. contentOffset.y goes from 0 to 55.")

      // The same frame again: it covers 291 before and after, so nothing is pulled.
      let again = decisions[1]
      #expect(again.noScrollReason == .keyboardCoversNoMore)
      #expect(again.contentOffsetAfter == CGPoint(x: 0, y: 55))
      #expect(
        again.description
          == "keyboardWillShow, end frame (0, 561, 393, 291). It reaches the screen's bottom: "
          + "the keyboard is docked. The keyboard covers 291 pt of the scroll view; the inset is "
          + "291 − 34 = 257 pt, because UIKit already insets the 34-pt bottom safe area. "
          + "contentInset.bottom = 257 pt. The keyboard covers no more than before (291 → 291 "
          + "pt): the content is not pulled toward the focused view. contentOffset.y stays 55.")
      // A did-notification only measures again.
      #expect(decisions[2].noScrollReason == .measureOnly)
      #expect(decisions[2].rules.first == "did-settles")
    }

    @Test func aHideGivesTheInsetBackAndPullsTheOffsetIntoRange() {
      let scene = FormScene(device: .iPhone15)
      // The last field, 19, spans 1156 … 1200: with the keyboard the offset goes to
      // 1200 + 16 − 561 = 655, the end of the range 1216 + 291 − 852 = 655.
      #expect(scene.fields[19].becomeFirstResponder())
      scene.keyboard.show(keyboard)
      #expect(scene.scrollView.contentOffset.y == 655)
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }

      scene.keyboard.hide()
      // The keyboard slides to just below the screen: will-change-frame first.
      let down = decisions[0]
      #expect(down.event == .keyboardWillChangeFrame)
      #expect(down.keyboardPlacement == .offScreen)
      #expect(down.keyboardInset == 0)
      // Without the keyboard the range ends at 1216 + 34 − 852 = 398.
      #expect(down.contentOffsetBefore.y == 655)
      #expect(down.contentOffsetAfter.y == 398)
      #expect(down.noScrollReason == .keyboardCoversNoMore)
      #expect(
        down.rules == ["off-screen", "keyboard-covers-no-more", "clamp-offset-on-shrink"])
      #expect(
        down.description
          == "keyboardWillChangeFrame, end frame (0, 852, 393, 291). It lies off the screen: no "
          + "keyboard covers anything. Nothing is covered: the keyboard's inset is 0 pt (it was "
          + "257 pt). contentInset.bottom = 0 pt. The keyboard covers no more than before (291 → "
          + "0 pt): the content is not pulled toward the focused view. The inset shrank, so "
          + "contentOffset.y is pulled back from 655 to 398, the end of the valid range.")
      let hide = decisions[1]
      #expect(hide.event == .keyboardWillHide)
      #expect(hide.keyboardPlacement == .hidden)
      #expect(hide.keyboardFrameInScreen == nil)
      #expect(hide.rules.first == "hide-is-authoritative")
      #expect(
        hide.description
          == "keyboardWillHide, end frame (0, 852, 393, 291). A will-hide means no keyboard, "
          + "whatever its frame. Nothing is covered: the keyboard's inset is 0 pt. "
          + "contentInset.bottom = 0 pt. The keyboard covers no more than before (0 → 0 pt): the "
          + "content is not pulled toward the focused view. contentOffset.y stays 398.")
    }

    @Test func theAppsInsetIsToldApartFromTheKeyboards() {
      let scene = FormScene(device: .iPhone15)
      scene.scrollView.contentInset.bottom = 20
      #expect(scene.fields[9].becomeFirstResponder())
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      scene.keyboard.show(keyboard)
      let first = decisions[0]
      // UIKit's safe area is what adjustedContentInset adds to contentInset: still 34.
      #expect(first.safeAreaAlreadyInset == 34)
      #expect(first.appContentInset.bottom == 20)
      #expect(first.keyboardInset == 257)
      #expect(first.contentInset.bottom == 277)
      #expect(first.description.contains("contentInset.bottom = 20 (the app's) + 257 = 277 pt."))
    }

    @Test func anIgnoredNotificationSaysWhy() {
      let scene = FormScene(device: .iPhone15)
      #expect(scene.fields[9].becomeFirstResponder())
      scene.keyboard.show(keyboard)
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      // A zero frame on will-change-frame: a floating keyboard being dragged.
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: scene.screen,
        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: .zero)])
      // Another screen's keyboard.
      let other = UIScreen(bounds: scene.screen.bounds)
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillHideNotification, object: other,
        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard)])
      #expect(decisions.count == 2)
      #expect(decisions.allSatisfy { $0.noScrollReason == .notificationIgnored })
      #expect(decisions[0].rules == ["zero-frame-while-dragging"])
      #expect(decisions[1].rules == ["other-screen"])
      #expect(decisions[0].keyboardInset == 257)
      #expect(
        decisions[0].description
          == "keyboardWillChangeFrame, end frame (0, 0, 0, 0). A zero frame on will-change-frame "
          + "is sent while a floating keyboard is dragged: it says nothing about where the "
          + "keyboard will be. Nothing changes: contentInset.bottom stays 257 pt.")
      #expect(
        decisions[1].description
          == "keyboardWillHide, end frame (0, 561, 393, 291). It names another screen than this "
          + "scroll view's: not the keyboard over it. Nothing changes: contentInset.bottom stays "
          + "257 pt.")
    }

    @Test func diagnosticsAreOffByDefaultAndGoWithTheLastListener() {
      let scene = FormScene(device: .iPhone15)
      let scrollView = scene.scrollView
      #expect(scrollView.keyboardDecisionHandler == nil)
      #expect(!scrollView.logsKeyboardDecisions)
      // Setting nothing creates nothing.
      scrollView.keyboardDecisionHandler = nil
      scrollView.logsKeyboardDecisions = false
      #expect(scrollView.keyboardAvoider.diagnostics == nil)
      var count = 0
      scrollView.keyboardDecisionHandler = { _ in count += 1 }
      scrollView.logsKeyboardDecisions = true
      #expect(scrollView.logsKeyboardDecisions)
      #expect(scrollView.keyboardAvoider.diagnostics != nil)
      #expect(scene.fields[9].becomeFirstResponder())
      #expect(count == 1)
      scrollView.keyboardDecisionHandler = nil
      #expect(scrollView.keyboardAvoider.diagnostics != nil)
      scrollView.logsKeyboardDecisions = false
      #expect(scrollView.keyboardAvoider.diagnostics == nil)
      scene.keyboard.show(keyboard)
      #expect(count == 1)
    }
  }
#endif
