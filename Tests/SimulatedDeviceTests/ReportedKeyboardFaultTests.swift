#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// Each reported fault posts what its report says, while the keyboard on screen (its
  /// frame, the screen's keyboard, the guides) is where it really is. Devices: iPhone 15
  /// 393 × 852, keyboard 336 pt with QuickType; iPad Pro 12.9" 1024 × 1366, keyboard 398 pt.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct ReportedKeyboardFaultTests {
    /// A field at y 100 in `scene`'s root view, first responder, with an accessory
    /// `accessory` pt tall (none when 0).
    static func focusedField(in scene: DeviceScene, accessory: CGFloat = 0) -> UITextField {
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      scene.rootView.addSubview(field)
      if accessory > 0 {
        field.inputAccessoryView = UIView(
          frame: CGRect(x: 0, y: 0, width: 10, height: accessory))
      }
      field.becomeFirstResponder()
      return field
    }

    /// FB18129544: iPadOS 26, a Stage Manager window at (100, 200), 700 × 1000, a 44 pt
    /// accessory. The keyboard is 398 + 44 = 442 tall, on screen at y 1366 − 442 = 924. In
    /// the window's coordinates: x 0 − 100 = −100, y 924 − 200 = 724; it began below the
    /// screen, y 1366 − 200 = 1166.
    @Test func windowCoordinatesOnAniPadWithAnAccessory() {
      let scene = DeviceScene(
        device: .iPadPro,
        kind: .stageManager(frame: CGRect(x: 100, y: 200, width: 700, height: 1000)))
      _ = Self.focusedField(in: scene, accessory: 44)
      let recorder = NotificationRecorder(screen: scene.screen)
      scene.keyboard.show(reporting: .endFrameInWindowCoordinates)
      let show = recorder.received.filter { $0.name == .willShow }
      #expect(show.map(\.end) == [CGRect(x: -100, y: 724, width: 1024, height: 442)])
      #expect(show.map(\.begin) == [CGRect(x: -100, y: 1166, width: 1024, height: 442)])
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 924, width: 1024, height: 442))
      #expect(scene.screen.simulatedKeyboardFrame == scene.keyboard.frame)
      scene.keyboard.hide(reporting: .endFrameInWindowCoordinates)
      // The hide ends below the screen, 1366 − 200 = 1166 in the window's coordinates.
      let hide = recorder.received.filter { $0.name == .willHide }
      #expect(hide.map(\.end) == [CGRect(x: -100, y: 1166, width: 1024, height: 442)])
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 1366, width: 1024, height: 442))
      #expect(!scene.keyboard.isShown)
    }

    /// In a full-screen window the window's coordinates are the screen's: nothing is wrong.
    /// iPad Pro, no accessory: 1366 − 398 = 968.
    @Test func windowCoordinatesOfAFullScreenWindowAreTheScreens() {
      let scene = DeviceScene(device: .iPadPro)
      _ = Self.focusedField(in: scene)
      let recorder = NotificationRecorder(screen: scene.screen)
      scene.keyboard.show(reporting: .endFrameInWindowCoordinates)
      #expect(recorder.received.last?.end == CGRect(x: 0, y: 968, width: 1024, height: 398))
    }

    /// Chatto PR #797: iPhone 15, a 44 pt accessory. On screen 336 + 44 = 380 tall at
    /// 852 − 380 = 472; reported: the keys alone, 336 tall at 852 − 336 = 516.
    @Test func accessoryLeftOutOfTheReportedFrame() {
      let scene = DeviceScene(device: .iPhone15)
      _ = Self.focusedField(in: scene, accessory: 44)
      let recorder = NotificationRecorder(screen: scene.screen)
      scene.keyboard.show(reporting: .accessoryLeftOutOfFrame)
      #expect(
        recorder.received.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      #expect(
        recorder.received.allSatisfy { $0.end == CGRect(x: 0, y: 516, width: 393, height: 336) })
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 472, width: 393, height: 380))
      #expect(scene.screen.simulatedKeyboardFrame == CGRect(x: 0, y: 472, width: 393, height: 380))
    }

    /// KeyboardKit #971: will-shows of 364, 347 and 575 pt on iPhone 15, tops 852 − 364 =
    /// 488, 852 − 347 = 505, 852 − 575 = 277; the keyboard rests at the last.
    @Test func keyboardKitBurst() {
      let scene = DeviceScene(device: .iPhone15)
      _ = Self.focusedField(in: scene)
      let recorder = NotificationRecorder(screen: scene.screen)
      scene.keyboard.show(reporting: .keyboardKitBurst)
      let ends = recorder.received.filter { $0.name == .willShow }.map(\.end)
      #expect(
        ends == [
          CGRect(x: 0, y: 488, width: 393, height: 364),
          CGRect(x: 0, y: 505, width: 393, height: 347),
          CGRect(x: 0, y: 277, width: 393, height: 575),
        ])
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 277, width: 393, height: 575))
    }

    /// Apple forum 813579 on the iPad Pro: 0 → 956 → 452 → 268 pt, tops 1366, 1366 − 956 =
    /// 410, 1366 − 452 = 914, 1366 − 268 = 1098. Each show begins where the last ended, inside
    /// its animation, so only the last show's did-notifications come.
    @Test func extensionResizeBurst() {
      let scene = DeviceScene(device: .iPadPro)
      _ = Self.focusedField(in: scene)
      let recorder = NotificationRecorder(screen: scene.screen)
      scene.keyboard.show(reporting: .extensionResizeBurst)
      let shows = recorder.received.filter { $0.name == .willShow }
      #expect(shows.map { $0.end?.minY } == [1366, 410, 914, 1098])
      #expect(shows.map { $0.end?.height } == [0, 956, 452, 268])
      #expect(shows[2].begin == CGRect(x: 0, y: 410, width: 1024, height: 956))
      // Each show interrupts the one before: one did-show, the last one's, at 1098.
      let didShows = recorder.received.filter { $0.name == .didShow }
      #expect(didShows.map { $0.end?.minY } == [1098])
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 1098, width: 1024, height: 268))
    }

    /// duckduckgo PR #1898, the hide lost: after the show's four notifications nothing more;
    /// the keyboard is below the screen, y 852.
    @Test func rapidShowHideLosesTheHide() {
      let scene = DeviceScene(device: .iPhone15)
      _ = Self.focusedField(in: scene)
      let recorder = NotificationRecorder(screen: scene.screen)
      scene.keyboard.show(reporting: .hideLost)
      scene.keyboard.hide(reporting: .hideLost)
      #expect(
        recorder.received.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 852, width: 393, height: 336))
      #expect(scene.screen.simulatedKeyboardFrame == scene.keyboard.frame)
      #expect(!scene.keyboard.isShown)
    }

    /// duckduckgo PR #1898, misordered: the hide, then the show once more, whose end frame
    /// says 516 while the keyboard is below the screen.
    @Test func rapidShowHideMisordersTheNotifications() {
      let scene = DeviceScene(device: .iPhone15)
      _ = Self.focusedField(in: scene)
      scene.keyboard.show(reporting: .staleShowAfterHide)
      let recorder = NotificationRecorder(screen: scene.screen)
      scene.keyboard.hide(reporting: .staleShowAfterHide)
      #expect(
        recorder.received.map(\.name) == [
          .willChangeFrame, .willHide, .didChangeFrame, .didHide,
          .willChangeFrame, .willShow, .didChangeFrame, .didShow,
        ])
      #expect(recorder.received.last?.end == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 852, width: 393, height: 336))
      #expect(!scene.keyboard.isShown)
    }

    /// FinniversKit PR #1208 and RxKeyboard PR #107: the show reports an empty end frame,
    /// the hide one 71 pt tall at y 852; the guide follows the keyboard really at 516 (the
    /// Submit button 516 − 58 = 458), then at the safe-area bottom (852 − 34 − 58 = 760).
    @Test func crossFadeFrames() {
      let scene = DeviceScene(device: .iPhone15)
      let submit = KeyboardLayoutGuideTests.submitButton(in: scene)
      _ = Self.focusedField(in: scene)
      let recorder = NotificationRecorder(screen: scene.screen)
      // A will-show observer already finds the guide where the keyboard really is.
      var guideAtWillShow: CGRect?
      let token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated {
          guideAtWillShow = scene.rootView.keyboardLayoutGuide.layoutFrame
        }
      }
      defer { NotificationCenter.default.removeObserver(token) }
      scene.keyboard.show(reporting: .crossFade)
      #expect(guideAtWillShow == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(recorder.received.map(\.end) == Array(repeating: CGRect.zero, count: 4))
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
      scene.window.layoutIfNeeded()
      #expect(submit.frame.minY == 458)
      scene.keyboard.hide(reporting: .crossFade)
      #expect(recorder.received.last?.end == CGRect(x: 0, y: 852, width: 393, height: 71))
      scene.window.layoutIfNeeded()
      #expect(submit.frame.minY == 760)
    }

    /// cmux PR #9958, an iOS 27 beta: the notifications say 516, the guide stays at the
    /// screen's bottom (the Submit button at its hidden place, 760) until the hide.
    @Test func guideStuckAtTheScreenBottom() {
      let scene = DeviceScene(device: .iPhone15)
      let submit = KeyboardLayoutGuideTests.submitButton(in: scene)
      _ = Self.focusedField(in: scene)
      let recorder = NotificationRecorder(screen: scene.screen)
      scene.keyboard.show(reporting: .layoutGuide(.stuckAtScreenBottom))
      #expect(recorder.received.last?.end == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(scene.keyboard.guideQuirk == .stuckAtScreenBottom)
      scene.window.layoutIfNeeded()
      #expect(submit.frame.minY == 760)
      scene.keyboard.hide(reporting: .layoutGuide(.stuckAtScreenBottom))
      #expect(scene.screen.simulatedKeyboardLayoutGuideFrame == nil)
      scene.window.layoutIfNeeded()
      #expect(submit.frame.minY == 760)
      // Shown again without the fault, the guide follows: 458.
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      #expect(submit.frame.minY == 458)
    }

    /// Bad input is a clean no-op: a burst of NaN and negative heights rests at height 0;
    /// an empty burst is a plain show (516).
    @Test func absurdBurstHeights() {
      let scene = DeviceScene(device: .iPhone15)
      _ = Self.focusedField(in: scene)
      scene.keyboard.show(reporting: .burst(heights: [.nan, -40]))
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 852, width: 393, height: 0))
      scene.keyboard.show(reporting: .burst(heights: []))
      #expect(scene.keyboard.frame.minY == 516)
    }
  }
#endif
