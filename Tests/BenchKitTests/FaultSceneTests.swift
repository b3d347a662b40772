#if !canImport(UIKit)
  @testable import BenchKit
  import Baselines
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The `REPORTED iOS FAULTS` scenes: kept apart from the main table's, on phones and
  /// iPads, and judged from where the keyboard really is, not from what was posted.
  @MainActor
  @Suite(.serialized) struct FaultSceneTests {
    @Test func faultScenesStayOutOfTheMainTables() {
      let faultIDs = Set(FaultCatalog.all.map(\.id))
      let mainIDs = Set(ScenarioCatalog.all.map(\.id))
      #expect(faultIDs.count >= 8)
      #expect(faultIDs.isDisjoint(with: mainIDs))
      #expect(FaultCatalog.all.contains { $0.device == .iPhone15 })
      #expect(FaultCatalog.all.contains { $0.device == .iPadPro })
    }

    /// iPhone SE 320 × 568, a 44 pt accessory: the keyboard on screen is 253 + 44 = 297 tall,
    /// top 568 − 297 = 271, while the notifications say 315 (Chatto PR #797). Row 4 spans
    /// 256…300 (16 + 60 × 4): visible above the reported 315, hidden by the real 271. A
    /// baseline that never scrolls (b2cloud) leaves it there; padded 240…316 must end at
    /// 271: the content must rise 316 − 271 = 45.
    @Test func theJudgeReadsTheKeyboardWhereItReallyIs() {
      var layout = SceneLayout()
      layout.accessoryHeight = 44
      let scene = BenchScene(
        device: .iPhoneSE, layout: layout, contender: .baseline(B2CloudConvertedInsets.self))
      defer { scene.tearDown() }
      ScenarioPlayer.perform(.focus(.index(4)), on: scene)
      let start = scene.contentOriginInScreen
      ScenarioPlayer.perform(.faultyShow(.accessoryLeftOutOfFrame), on: scene)
      #expect(scene.keyboard?.frame == CGRect(x: 0, y: 271, width: 320, height: 297))
      #expect(scene.systemKeyboard.lastSequence?.notifications.last?.endFrame.minY == 315)
      #expect(StepJudge.isFocusHidden(scene) == true)
      #expect(StepJudge.leastDistance(scene, from: start) == 45)
    }

    /// A lost hide (duckduckgo PR #1898): the keyboard is gone, so nothing is judged hidden
    /// and the scene's keyboard is nil, though no notification said so.
    @Test func aLostHideLeavesNoKeyboardToJudge() {
      let scene = BenchScene(device: .iPhone15, layout: SceneLayout(), contender: .component)
      defer { scene.tearDown() }
      ScenarioPlayer.perform(.focus(.index(9)), on: scene)
      ScenarioPlayer.perform(.faultyShow(.hideLost), on: scene)
      #expect(scene.keyboard != nil)
      ScenarioPlayer.perform(.faultyDismiss(.hideLost), on: scene)
      #expect(scene.keyboard == nil)
      #expect(StepJudge.isFocusHidden(scene) == nil)
      #expect(!scene.systemKeyboard.isShown)
      // The last sequence posted is still the show.
      #expect(scene.systemKeyboard.lastSequence?.notifications.last?.name == .didShow)
    }
  }
#endif
