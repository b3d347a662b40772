#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 37, item 2: a show whose end frame is empty cannot be a shown keyboard's when the
  /// keyboard in fact docks, as with Reduce Motion and Prefer Cross-Fade Transitions
  /// (FinniversKit PR #1208, react-native-keyboard-controller #1141; `ReportedKeyboardFault
  /// .crossFade`): the component reads the keyboard layout guide of its window, a view that
  /// does not scroll. A frame that is right is used as it is, even with the guide stuck
  /// (cmux PR #9958), and a zero frame with no docked keyboard still floats.
  ///
  /// iPhone 15 portrait: 393 × 852, keys 336 pt (docked at 516), bottom safe area 34, applied
  /// (content 1216). Field 9 spans 556 … 600, padded 540 … 616.
  @MainActor
  @Suite struct EmptyShowFrameGuideScenarioTests {
    func scene() -> FormScene {
      let scene = FormScene(device: .iPhone15)
      #expect(scene.fields[9].becomeFirstResponder())
      return scene
    }

    /// Cross-Fade: will-show's end frame is (0, 0, 0, 0) while the keyboard docks at 516. The
    /// window's guide follows it: its top at 516, above the safe-area bottom 852 − 34 = 818.
    /// The keyboard covers 852 − 516 = 336: inset 336 − 34 = 302, field 9 (padded to 616)
    /// revealed above 516: offset 616 − 516 = 100. The hide (71 pt below the screen) is a
    /// hide: inset 0.
    @Test func anEmptyShowFrameReadsTheWindowsGuide() throws {
      let scene = scene()
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      scene.keyboard.show(reporting: .crossFade)
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 100)
      let shown = try #require(
        decisions.first { $0.rules.contains("empty-show-frame-reads-guide") })
      #expect(shown.keyboardFrameInScreen == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(
        shown.description.contains(
          "The notification's frame (0, 0, 0, 0) is empty, but the window's keyboard layout "
            + "guide follows a docked keyboard: its frame is used."))
      scene.keyboard.hide(reporting: .crossFade)
      #expect(scene.scrollView.contentInset.bottom == 0)
    }

    /// A zero frame on will-show with no docked keyboard (a shortcuts bar dropped after
    /// dragging, Flutter's reading): the guide stays at the safe area, so it still floats and
    /// covers nothing.
    @Test func aZeroShowFrameWithNoDockedKeyboardStillFloats() {
      let scene = scene()
      let hidden = scene.keyboard.hiddenFrame(height: 336)
      scene.keyboard.play(.show(from: hidden, to: .zero))
      #expect(scene.scrollView.contentInset.bottom == 0)
      #expect(scene.scrollView.contentOffset.y == 0)
    }

    /// iOS 27 beta: the guide stuck at the screen's bottom while the frames are right. The
    /// frame (0, 516, 393, 336) passes its checks and is used: inset 302, offset 100.
    @Test func aRightFrameIsUsedWhateverTheGuideSays() {
      let scene = scene()
      scene.keyboard.show(reporting: .layoutGuide(.stuckAtScreenBottom))
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 100)
    }
  }
#endif
