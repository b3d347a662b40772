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
  /// The scroll view's bottom inset at each will-change-frame and will-show, in order.
  @MainActor
  final class InsetAtWillRecorder {
    private(set) var insets: [CGFloat] = []
    private var tokens: [any NSObjectProtocol] = []

    init(scrollView: UIScrollView) {
      for name in [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ] {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [weak self, weak scrollView] _ in
            MainActor.assumeIsolated {
              guard let scrollView else { return }
              self?.insets.append(scrollView.contentInset.bottom)
            }
          })
      }
    }

    func stop() {
      tokens.forEach { NotificationCenter.default.removeObserver($0) }
      tokens.removeAll()
    }
  }

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

    /// Focus moves from the last field to the one above while the keyboard stays up: iOS
    /// announces the shown keyboard again (will-change-frame, then will-show), and with
    /// Cross-Fade both end frames are (0, 0, 0, 0). Field 19 (1156 … 1200, padded 1140 … 1216)
    /// was revealed at offset 1216 − 516 = 700 (the largest: 1216 + 302 + 34 − 852 = 700).
    /// The will-change-frame's zero frame says nothing (a floating keyboard dragged,
    /// `KeyboardReading`): the keyboard before stands; the will-show's reads the guide, still
    /// at 516. The inset stays 302 at each will-notification, and field 18 (padded 1080 …
    /// 1156) is inside the visible 700 … 700 + 516 = 1216: no scroll.
    @Test func aShownKeyboardAnnouncedAgainWithEmptyFramesKeepsItsInset() {
      let scene = FormScene(device: .iPhone15)
      #expect(scene.fields[19].becomeFirstResponder())
      scene.keyboard.show(reporting: .crossFade)
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 700)
      // Added after the scroll view's observers, it reads the inset once they have run.
      let recorder = InsetAtWillRecorder(scrollView: scene.scrollView)
      #expect(scene.fields[18].becomeFirstResponder())
      scene.keyboard.show(reporting: .crossFade)
      #expect(recorder.insets == [302, 302])
      recorder.stop()
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 700)
    }

    /// A shown keyboard's will-change-frame whose end frame has no height, (0, 852, 393, 0),
    /// while the keyboard stays docked (Flutter reads such a frame as hidden, seen when
    /// multitasking modes change; `KeyboardReading`): the window's guide still follows the
    /// keyboard at 516 (set on the model's screen, headless-only setup), so the empty frame
    /// is checked against it and the keyboard is kept: inset 302, offset 100 as shown. Read
    /// as no keyboard, the inset would be given back (0) with field 9 covered.
    @Test func anEmptyChangeFrameWithTheKeyboardDockedReadsTheGuide() {
      let scene = scene()
      scene.keyboard.show()
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 100)
      let docked = scene.keyboard.frame
      #expect(docked == CGRect(x: 0, y: 516, width: 393, height: 336))
      scene.screen.simulatedKeyboardLayoutGuideFrame = docked
      defer { scene.screen.simulatedKeyboardLayoutGuideFrame = nil }
      scene.keyboard.play(
        .changeFrame(from: docked, to: CGRect(x: 0, y: 852, width: 393, height: 0)))
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 100)
    }

    /// The window's guide is made to track the keyboard by one constraint, once: shown with
    /// an empty frame, hidden, and shown again, the window holds one constraint more than
    /// before the first show, not one per show.
    @Test func theGuideIsMadeToTrackOnce() {
      let scene = scene()
      let before = scene.window.constraints.count
      scene.keyboard.show(reporting: .crossFade)
      #expect(scene.window.constraints.count == before + 1)
      scene.keyboard.hide(reporting: .crossFade)
      scene.keyboard.show(reporting: .crossFade)
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.window.constraints.count == before + 1)
    }

    /// Stage Manager on an iPad Pro 12.9" (1024 × 1366, keys 398 pt docked at 968): a window
    /// at (100, 200), 700 × 1000, no bottom safe area. Cross-Fade's show frame is empty; the
    /// window's guide, in the window's coordinates, is (0, 768, 700, 232) (968 − 200 = 768,
    /// 1000 − 768 = 232), on screen (100, 968, 700, 232): it spans the window and reaches its
    /// bottom, so the keyboard is (0, 968, 1024, 398). It covers the window's last
    /// 1200 − 968 = 232 pt: inset 232; field 12 (736 … 780, padded 720 … 796) comes above
    /// 1000 − 232 = 768: offset 796 − 768 = 28. (Taken as screen coordinates, the guide would
    /// lie beside the window, x 0 … 700 against 100 … 800, and read as no keyboard.)
    @Test func aStageManagerWindowsGuideIsReadOnTheScreen() {
      let scene = FormScene(
        device: .iPadPro, windowFrame: CGRect(x: 100, y: 200, width: 700, height: 1000))
      #expect(scene.fields[12].becomeFirstResponder())
      scene.keyboard.show(reporting: .crossFade)
      #expect(
        scene.window.keyboardLayoutGuide.layoutFrame
          == CGRect(x: 0, y: 768, width: 700, height: 232))
      #expect(scene.scrollView.contentInset.bottom == 232)
      #expect(scene.scrollView.contentOffset.y == 28)
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
