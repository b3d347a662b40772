#if !canImport(UIKit)
  @testable import BenchKit
  import Baselines
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The metrics count correctly on hand-made cases. iPhone SE: 320 × 568, no safe area,
  /// keyboard 253 pt, so its top is at 315; rows at y = 16 + 60 i, 44 tall.
  @MainActor
  @Suite(.serialized) struct MetricTests {
    @Test func tallyCountsOnlyJudgedSteps() {
      var tally = Tally()
      tally.add(nil)
      tally.add(true)
      tally.add(false)
      tally.add(false)
      #expect(tally.failures == 1)
      #expect(tally.judged == 3)
      #expect(abs(tally.share - 1.0 / 3.0) < 1e-12)
    }

    @Test func hiddenFieldAndLeastDistanceByHand() {
      // b2cloud insets but never scrolls: the content stays where it was.
      let scene = BenchScene(
        device: .iPhoneSE, layout: SceneLayout(),
        contender: .baseline(B2CloudConvertedInsets.self))
      defer { scene.tearDown() }
      ScenarioPlayer.perform(.focus(.index(5)), on: scene)
      let start = scene.contentOriginInScreen
      #expect(start == 0)
      ScenarioPlayer.perform(.show(.docked(height: nil), isLocal: true), on: scene)
      // Row 5 spans 316…360: below the keyboard's top, 315.
      #expect(StepJudge.isFocusHidden(scene) == true)
      // Padded 300…376 must end at 315: the content must rise 376 − 315 = 61.
      #expect(StepJudge.leastDistance(scene, from: start) == 61)
      #expect(scene.recorder.distance == 0)
    }

    /// UIKit's own scroll on focus (HeadlessUIKit's UIScrollView+FocusScroll.swift) goes
    /// through the recording setters, so a baseline is charged for it; the component answers
    /// it with its own single write.
    @Test func uikitsScrollOnFocusIsCounted() {
      let plain = BenchScene(
        device: .iPhoneSE, layout: SceneLayout(),
        contender: .baseline(B2CloudConvertedInsets.self))
      defer { plain.tearDown() }
      plain.recorder.begin(keyboardDuration: KeyboardNotification.systemDuration)
      ScenarioPlayer.perform(.focus(.index(12)), on: plain)
      plain.recorder.end()
      // Row 12 spans 736…780, below 568: UIKit scrolls it just into view, offset
      // 780 − 568 = 212, one write, outside any keyboard animation.
      #expect(plain.scrollView.contentOffset.y == 212)
      #expect(plain.recorder.offsetWrites == 1)
      #expect(plain.recorder.distance == 212)
      #expect(plain.recorder.changesWithKeyboard == 0)

      let component = BenchScene(device: .iPhoneSE, layout: SceneLayout(), contender: .component)
      defer { component.tearDown() }
      component.recorder.begin(keyboardDuration: KeyboardNotification.systemDuration)
      ScenarioPlayer.perform(.focus(.index(12)), on: component)
      component.recorder.end()
      // UIKit's request is answered by the component's reveal: padded 720…796, offset
      // 796 − 568 = 228, one write, in the standard 0.25 s animation.
      #expect(component.scrollView.contentOffset.y == 228)
      #expect(component.recorder.offsetWrites == 1)
      #expect(component.recorder.changesWithKeyboard == 1)
    }

    @Test func visibleFieldNeedsNoMotion() {
      let scene = BenchScene(
        device: .iPhoneSE, layout: SceneLayout(),
        contender: .baseline(B2CloudConvertedInsets.self))
      defer { scene.tearDown() }
      ScenarioPlayer.perform(.focus(.index(1)), on: scene)
      ScenarioPlayer.perform(.show(.docked(height: nil), isLocal: true), on: scene)
      #expect(StepJudge.isFocusHidden(scene) == false)
      #expect(StepJudge.leastDistance(scene, from: scene.contentOriginInScreen) == 0)
      // No safe area on this phone: b2cloud's 315…568 overlap is exact, no dead band.
      #expect(StepJudge.leavesDeadBand(scene) == false)
    }

    @Test func deadBandCountsAnInsetLargerThanTheOverlap() {
      let scene = BenchScene(device: .iPhoneSE, layout: SceneLayout(), contender: .component)
      defer { scene.tearDown() }
      ScenarioPlayer.perform(.focus(.index(5)), on: scene)
      ScenarioPlayer.perform(.show(.docked(height: nil), isLocal: true), on: scene)
      #expect(StepJudge.leavesDeadBand(scene) == false)
      // Ten more points at the bottom than the harness's app asked for: a 10 pt band.
      scene.scrollView.contentInset.bottom += 10
      #expect(StepJudge.leavesDeadBand(scene) == true)
    }

    @Test func recorderCountsOffsetWritesAndAnimation() {
      let scene = BenchScene(device: .iPhoneSE, layout: SceneLayout(), contender: .component)
      defer { scene.tearDown() }
      ScenarioPlayer.perform(.focus(.index(5)), on: scene)
      scene.recorder.begin(keyboardDuration: KeyboardNotification.systemDuration)
      ScenarioPlayer.perform(.show(.docked(height: nil), isLocal: true), on: scene)
      scene.recorder.end()
      // The component scrolls once, by exactly 61 pt, inside the keyboard's animation.
      #expect(scene.recorder.offsetWrites == 1)
      #expect(scene.recorder.distance == 61)
      #expect(scene.recorder.changes == scene.recorder.changesWithKeyboard)
    }
  }
#endif
