#if !canImport(UIKit)
  @testable import BenchKit
  import Baselines
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Each baseline reproduces a documented failure of its source on a geometry computed by
  /// hand. Face ID iPhone: screen 393 × 852, safe area 59 / 34, keyboard 336 pt, so its top
  /// is at 516; the form's 30 rows (1816 pt) scroll, so UIKit applies the 34 pt at the bottom.
  @MainActor
  @Suite(.serialized) struct BaselineFailureTests {
    /// Plays `steps` on a fresh scene with `approach`; the caller tears it down.
    private func scene(
      _ approach: any KeyboardApproach.Type, device: Device = .iPhone15,
      layout: SceneLayout = SceneLayout(), steps: [ScenarioStep]
    ) -> BenchScene {
      let scene = BenchScene(device: device, layout: layout, contender: .baseline(approach))
      for step in steps { ScenarioPlayer.perform(step, on: scene) }
      return scene
    }

    /// The gap between the content's end and the keyboard when scrolled to the end.
    private func deadBand(_ scene: BenchScene) -> CGFloat {
      let view = scene.scrollView
      let inset = view.adjustedContentInset
      let end = view.contentSize.height + inset.bottom - view.bounds.height
      let contentEnd = scene.scrollFrameInScreen.minY + view.contentSize.height - end
      return StepJudge.reference(scene).expectedContentEnd - contentEnd
    }

    private let showOnFaceID: [ScenarioStep] = [
      .focus(.index(9)), .show(.docked(height: nil), isLocal: true),
    ]

    @Test func appleGuideCountsTheHomeIndicatorTwice() {
      let scene = scene(AppleManagingTheKeyboardGuide.self, steps: showOnFaceID)
      defer { scene.tearDown() }
      // kbSize = 336 from the end frame; UIKit adds the 34 pt safe area on top.
      #expect(scene.scrollView.contentInset.bottom == 336)
      #expect(deadBand(scene) == 34)
      #expect(StepJudge.leavesDeadBand(scene) == true)
    }

    @Test func b2cloudCountsTheHomeIndicatorTwice() {
      let scene = scene(B2CloudConvertedInsets.self, steps: showOnFaceID)
      defer { scene.tearDown() }
      // difference = scrollView.frame.maxY 852 − keyboard minY 516 = 336.
      #expect(scene.scrollView.contentInset.bottom == 336)
      #expect(deadBand(scene) == 34)
    }

    @Test func tpKeyboardAvoidingInsetsAndRecentresOnAFaceIDPhone() {
      let scene = scene(TPKeyboardAvoiding.self, steps: showOnFaceID)
      defer { scene.tearDown() }
      // kb.height − max(kb.maxY − bounds.maxY, 0) = 336 − 0: no safe-area term (#269).
      #expect(scene.scrollView.contentInset.bottom == 336)
      #expect(deadBand(scene) == 34)
      // Row 9 at y = 16 + 9 × 60 = 556, 44 tall. viewable = 852 − 0 − 336 = 516; padding =
      // (516 − 44) / 2 = 236; offset = 556 − 236 − adjustedContentInset.top 59 = 261.
      #expect(scene.scrollView.contentOffset.y == 261)
    }

    @Test func tpKeyboardAvoidingClampsTheInsetAtZeroBelowTheKeyboardLine() {
      // D8: a scroll view 400 pt tall; the keyboard's top (516) lies below its bottom.
      // Release 1.3.5 clamps the inset at 0 (the 2019 change "Prevent bottom content inset
      // from being negative"); before it, this scene gave −116.
      let layout = SceneLayout(scrollFrame: CGRect(x: 0, y: 0, width: 393, height: 400))
      let scene = scene(TPKeyboardAvoiding.self, layout: layout, steps: showOnFaceID)
      defer { scene.tearDown() }
      #expect(scene.scrollView is TPKeyboardAvoidingScrollView)
      // Offset −59 (under the status bar): the keyboard in the view is y 516 − 59 = 457 to
      // 793, the bounds end at −59 + 400 = 341: 336 − (793 − 341) = −116, clamped to 0.
      #expect(scene.scrollView.contentInset.bottom == 0)
    }

    @Test func tpKeyboardAvoidingLosesTheInsetOnAContentSizeChangeAfterScrollingUp() {
      // The subclass's `setContentSize:` recomputes the inset from the keyboard rect it
      // stored in content coordinates when the keyboard last changed, against the bounds
      // of now.
      let scene = scene(
        TPKeyboardAvoiding.self,
        steps: [
          .focus(.index(20)), .show(.docked(height: nil), isLocal: true),
          .change(.docked(height: 381)), .focus(.index(0)), .appAppendsRows(1),
        ])
      defer { scene.tearDown() }
      // Show at offset −59: inset 336; row 20 (y 16 + 20 × 60 = 1216) centred in
      // 852 − 336 = 516: offset 1216 − (516 − 44) / 2 − 59 = 921.
      // Change to 381 (top 471) at offset 921: stored rect y 471 + 921 = 1392 to 1773; the
      // bounds end at 921 + 852 = 1773, so the inset is 381.
      // Focus row 0: re-centred, clamped to the top: offset −59.
      #expect(scene.scrollView.contentOffset.y == -59)
      // One more row: content size set, bounds end at −59 + 852 = 793:
      // 381 − (1773 − 793) = −599, clamped to 0, with the keyboard still up.
      #expect(scene.scrollView.contentInset.bottom == 0)
      #expect(scene.keyboard?.frame.height == 381)
    }

    @Test func tpKeyboardAvoidingRecomputesTheInsetOnAFrameChange() {
      // `setFrame:` recomputes the inset from the stored rect: a scroll view shortened to
      // 600 pt while the keyboard is up keeps 336 − (793 − (−59 + 600 = 541)) = 84 pt.
      let scene = scene(
        TPKeyboardAvoiding.self, steps: [.show(.docked(height: nil), isLocal: true)])
      defer { scene.tearDown() }
      // No field focused: nothing re-centred, the offset stays −59; the inset is 336.
      #expect(scene.scrollView.contentInset.bottom == 336)
      scene.scrollView.frame = CGRect(x: 0, y: 0, width: 393, height: 600)
      #expect(scene.scrollView.contentInset.bottom == 84)
    }

    @Test func appleGuideReadsTheEndFrameOnARepeatedDidShow() {
      // The current listing reads `UIKeyboardFrameEndUserInfoKey`: the keyboard re-announced
      // 381 pt tall (from 336) gives 381; the pre-2018 listing read the begin frame, 336.
      let scene = scene(
        AppleManagingTheKeyboardGuide.self,
        steps: showOnFaceID + [.show(.docked(height: 381), isLocal: true)])
      defer { scene.tearDown() }
      #expect(scene.scrollView.contentInset.bottom == 381)
    }

    @Test func iqKeyboardManagerMisreadsAStageManagerWindow() {
      // D4: window at (100, 200), 700 × 1000 on a 1024 × 1366 iPad; keyboard top 968 in the
      // screen, 768 in the window: it covers 232 pt of the window.
      let layout = SceneLayout(windowFrame: CGRect(x: 100, y: 200, width: 700, height: 1000))
      let scene = scene(
        IQKeyboardManager.self, device: .iPadPro, layout: layout,
        steps: [.focus(.index(12)), .show(.docked(height: nil), isLocal: true)])
      defer { scene.tearDown() }
      // Screen frame raised by 10: top 958; ∩ (0, 0, 700, 1000) → 42 pt tall; inset =
      // 42 − (1000 − 1000) − 0 = 42 instead of 232 + 10.
      #expect(scene.scrollView.contentInset.bottom == 42)
      // Row 12 (y 736…780 in the content, 936…980 on screen) needs no move by that maths
      // (780 < 1000 − 42) but lies under the keyboard (top 968).
      #expect(scene.scrollView.contentOffset.y == 0)
      #expect(StepJudge.isFocusHidden(scene) == true)
    }

    @Test func shrinkWithFlagRestoresAFixed320By460Frame() {
      let scene = scene(
        ShrinkFrameWithFlag.self, device: .iPhone15,
        steps: showOnFaceID + [.dismiss])
      defer { scene.tearDown() }
      #expect(scene.scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 460))
    }

    @Test func chopFrameKeepsTheShortenedFrameAfterTheKeyboardLeaves() {
      let scene = scene(ChopFrameAtKeyboard.self, steps: showOnFaceID + [.dismiss])
      defer { scene.tearDown() }
      // Did-show at offset −59: the keyboard (top 516) converted into the scroll view is at
      // 516 − 59 = 457, "corrected" by the offset: 457 − (−59) = 516, the new height. The
      // post shows no restore on hide, so the form stays 516 pt tall with the keyboard gone.
      #expect(scene.scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 516))
      #expect(scene.keyboard == nil)
    }

    @Test func fractionSlideUsesTheHardCoded216() {
      // Row 9 rests at 556 + 59 (offset −59) = 615 on screen, midline 637; view 852 tall:
      // (637 − 0.2 × 852) / (0.6 × 852) = 0.9128…; floor(216 × 0.9128) = 197.
      let scene = scene(CocoaWithLoveFractionSlide.self, steps: [.focus(.index(9))])
      defer { scene.tearDown() }
      #expect(scene.rootView.frame.origin.y == -197)
    }

    @Test func transformShiftPutsTheFieldAt221WhateverTheDevice() {
      // Landscape iPhone: keyboard top 393 − 209 = 184, but the 480/216/5 constants move
      // the field's top to 221, under the keyboard.
      let scene = scene(
        TransformShift.self, device: .iPhone15Landscape,
        steps: [.focus(.index(5)), .show(.docked(height: nil), isLocal: true)])
      defer { scene.tearDown() }
      #expect(scene.rectInScreen(scene.rows[5]).minY == 221)
      #expect(StepJudge.isFocusHidden(scene) == true)
    }

    @Test func appleGuideOverwritesTheAppsInsets() {
      var layout = SceneLayout()
      layout.appContentInset = SceneLayout.typicalAppInsets
      layout.appIndicatorInsets = SceneLayout.typicalAppIndicatorInsets
      let scene = scene(
        AppleManagingTheKeyboardGuide.self, layout: layout, steps: showOnFaceID + [.dismiss])
      defer { scene.tearDown() }
      #expect(scene.scrollView.contentInset == .zero)
      #expect(StepJudge.insetsNotRestored(scene, keyboardHasShown: true) == true)
    }
  }
#endif
