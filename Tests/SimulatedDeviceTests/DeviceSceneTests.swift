#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// The ready-made scenes: where each kind of window sits on the screen, and what a
  /// rotation does to them.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct DeviceSceneTests {
    @Test func fullScreenWindowFillsTheScreen() {
      let scene = DeviceScene(device: .iPhone15)
      #expect(scene.window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(scene.window.screen === scene.screen)
      #expect(scene.rootView.frame == scene.window.bounds)
      #expect(scene.keyboard.screen === scene.screen)
      #expect(!scene.keyboard.isShown)
    }

    @Test func splitViewPanesSpanTheHeightAtOneEdge() {
      // 1024 − 375 = 649 on the trailing side; 0 on the leading side.
      let trailing = DeviceScene(device: .iPadPro, kind: .splitView(width: 375, trailing: true))
      #expect(trailing.window.frame == CGRect(x: 649, y: 0, width: 375, height: 1366))
      let leading = DeviceScene(device: .iPadPro11, kind: .splitView(width: 320, trailing: false))
      #expect(leading.window.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
    }

    @Test func stageManagerWindowIsWhereItIsPut() {
      let frame = CGRect(x: 150, y: 170, width: 720, height: 960)
      let scene = DeviceScene(device: .iPadPro, kind: .stageManager(frame: frame))
      #expect(scene.window.frame == frame)
      // The window reaches neither margin: 170 > 24 and 1130 < 1346.
      #expect(scene.rootView.safeAreaInsets == .zero)
    }

    @Test func formSheetIsCentredInAFullScreenWindow() {
      let scene = DeviceScene(
        device: .iPadPro, kind: .formSheet(size: CGSize(width: 704, height: 900)))
      #expect(scene.window.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
      // (1024 − 704) / 2 = 160, (1366 − 900) / 2 = 233.
      #expect(
        scene.rootView.convert(scene.rootView.bounds, to: scene.window)
          == CGRect(x: 160, y: 233, width: 704, height: 900))
    }

    @Test func rotationTurnsTheScreenAndResizesAFullScreenWindow() {
      let scene = DeviceScene(device: .iPhone15)
      scene.keyboard.show()
      var windowDuringLayout = CGRect.zero
      scene.rotate(to: .iPhone15Landscape) { windowDuringLayout = scene.window.frame }
      #expect(windowDuringLayout == CGRect(x: 0, y: 0, width: 852, height: 393))
      #expect(scene.device == .iPhone15Landscape)
      #expect(scene.rootView.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
      #expect(
        scene.rootView.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
      // Up again, docked on the landscape screen: 393 − 209 = 184.
      #expect(scene.keyboard.isShown)
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 184, width: 852, height: 209))
    }
  }
#endif
