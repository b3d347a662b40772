#if !canImport(UIKit)
  @testable import BenchKit
  import Baselines
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Apple's iOS 15 recipe (the scroll view's bottom on the keyboard layout guide's top) on
  /// the Face ID iPhone, worked out by hand: screen 393 × 852, safe area 59 / 34, keyboard
  /// 336 pt (top 516); the form's 30 rows (row i at 16 + 60 i, 44 tall; 1816 pt) scroll, and
  /// the scene rests at offset −59.
  @MainActor
  @Suite(.serialized) struct AppleKeyboardLayoutGuideTests {
    private func scene(steps: [ScenarioStep]) -> BenchScene {
      let scene = BenchScene(
        device: .iPhone15, layout: SceneLayout(),
        contender: .baseline(AppleKeyboardLayoutGuide.self))
      for step in steps { ScenarioPlayer.perform(step, on: scene) }
      return scene
    }

    @Test func theFrameEndsAtTheSafeAreaThenAtTheKeyboardAndNoInsetIsAdded() {
      let scene = scene(steps: [])
      defer { scene.tearDown() }
      // Hidden: the guide's top is the safe area's bottom, 852 − 34 = 818.
      #expect(scene.scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 818))
      ScenarioPlayer.perform(.show(.docked(height: nil), isLocal: true), on: scene)
      // Docked: the frame ends at the keyboard's top 516; no inset, no dead band.
      #expect(scene.scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 516))
      #expect(scene.scrollView.contentInset == .zero)
      #expect(StepJudge.leavesDeadBand(scene) == false)
      ScenarioPlayer.perform(.hideKeyboard, on: scene)
      #expect(scene.scrollView.frame.height == 818)
    }

    @Test func aFieldFocusedBeforeTheKeyboardIsLeftUnderIt() {
      // Row 9 spans 556 … 600. Focused with the frame 0 … 818: UIKit's own scroll of a text
      // field that becomes first responder finds it visible (600 ≤ −59 + 818 = 759). The
      // keyboard shrinks the frame to 516 and nothing scrolls: 600 − (−59) = 659 on screen,
      // below 516.
      let scene = scene(steps: [.focus(.index(9)), .show(.docked(height: nil), isLocal: true)])
      defer { scene.tearDown() }
      #expect(scene.scrollView.contentOffset.y == -59)
      #expect(StepJudge.isFocusHidden(scene) == true)
    }

    @Test func aFieldFocusedWithTheKeyboardUpIsScrolledFlushWithIt() {
      // The keyboard first: frame 0 … 516. Focusing row 9 (556 … 600), UIKit scrolls it in
      // with no padding: its bottom at the bounds' bottom, offset 600 − 516 = 84.
      let scene = scene(steps: [.show(.docked(height: nil), isLocal: true), .focus(.index(9))])
      defer { scene.tearDown() }
      #expect(scene.scrollView.contentOffset.y == 84)
      #expect(StepJudge.isFocusHidden(scene) == false)
    }
  }
#endif
