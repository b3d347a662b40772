#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 37, item 2: a keyboard frame that is not shaped as a docked keyboard on the screen
  /// but is in the window's coordinates was given in the window's coordinates, as iPadOS 26
  /// posts it with an input accessory view (FB18129544, `ReportedKeyboardFault
  /// .endFrameInWindowCoordinates`); the component reads it so. Frames that are right, and
  /// floating keyboards, are read as before.
  ///
  /// iPad Pro 12.9" portrait: 1024 × 1366, keys 398 pt with the QuickType bar, a 44 pt
  /// accessory on every field: the keyboard 442 pt, docked at 1366 − 442 = 924 on screen.
  /// FormScene's field `i` spans 16 + 60 i … 60 + 60 i (padded 60 i … 76 + 60 i), content
  /// 1216 pt.
  @MainActor
  @Suite struct WindowCoordinateFrameScenarioTests {
    /// A form in `window` (screen coordinates) whose fields carry a 44 pt accessory, field
    /// `field` focused.
    func scene(window: CGRect, field: Int) -> FormScene {
      let scene = FormScene(device: .iPadPro, windowFrame: window)
      for each in scene.fields {
        each.inputAccessoryView = UIView(frame: .init(x: 0, y: 0, width: 0, height: 44))
      }
      #expect(scene.fields[field].becomeFirstResponder())
      return scene
    }

    /// Stage Manager, a window at (100, 200), 700 × 1000 (inside the screen's safe area: no
    /// bottom safe area). iOS posts (0, 924, 1024, 442) as (−100, 724, 1024, 442): on screen it
    /// spans neither the screen's width nor reaches a bottom (1166 < 1200); moved by the
    /// window's origin it is (0, 924, 1024, 442), docked. It covers the window's last
    /// 1200 − 924 = 276 pt. Field 12 (padded 720 … 796) is then below the visible 1000 − 276
    /// = 724: offset 796 − 724 = 72.
    @Test func stageManagerFrameInWindowCoordinatesIsReadSo() throws {
      let scene = scene(window: CGRect(x: 100, y: 200, width: 700, height: 1000), field: 12)
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      scene.keyboard.show(reporting: .endFrameInWindowCoordinates)
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 924, width: 1024, height: 442))
      #expect(scene.scrollView.contentInset.bottom == 276)
      #expect(scene.scrollView.contentOffset.y == 72)
      let shown = try #require(decisions.first { $0.rules.contains("frame-in-window-coordinates") })
      #expect(shown.keyboardFrameInScreen == CGRect(x: 0, y: 924, width: 1024, height: 442))
      #expect(
        shown.description.contains(
          "The notification's frame (-100, 724, 1024, 442) was read in window coordinates: it "
            + "spans the window, not the screen."))

      // The hide is a hide in any coordinates: everything given back.
      scene.keyboard.hide(reporting: .endFrameInWindowCoordinates)
      #expect(scene.scrollView.contentInset.bottom == 0)
    }

    /// Split View, the right half: a window at (517, 0), 507 × 1366 (bottom safe area 20,
    /// not applied: the content, 1216, is shorter). The frame (0, 924, 1024, 442) comes as
    /// (−517, 924, 1024, 442): it reaches the screen's bottom but spans x −517 … 507, beside
    /// the window (which starts at 517); read in the window's coordinates it is the docked
    /// keyboard. It covers 1366 − 924 = 442: inset 442. Field 15 (padded 900 … 976) below the
    /// visible 1366 − 442 = 924: offset 976 − 924 = 52.
    @Test func splitViewFrameInWindowCoordinatesIsReadSo() {
      let scene = scene(window: CGRect(x: 517, y: 0, width: 507, height: 1366), field: 15)
      scene.keyboard.show(reporting: .endFrameInWindowCoordinates)
      #expect(scene.scrollView.contentInset.bottom == 442)
      #expect(scene.scrollView.contentOffset.y == 52)
    }

    /// The same Stage Manager window with the frame in screen coordinates, as documented:
    /// docked on the screen, kept. Covered 276 as above, offset 72.
    @Test func aRightStageManagerFrameIsKept() {
      let scene = scene(window: CGRect(x: 100, y: 200, width: 700, height: 1000), field: 12)
      scene.keyboard.show()
      #expect(scene.scrollView.contentInset.bottom == 276)
      #expect(scene.scrollView.contentOffset.y == 72)
    }

    /// A floating keyboard, 320 × 250 at (300, 700) on screen, over the Stage Manager window:
    /// in neither reading is it docked-shaped (read in the window's coordinates it would be at
    /// (400, 900), 320 wide): it covers nothing, as before.
    @Test func aFloatingKeyboardStaysFloating() {
      let scene = scene(window: CGRect(x: 100, y: 200, width: 700, height: 1000), field: 12)
      scene.keyboard.show(CGRect(x: 300, y: 700, width: 320, height: 250))
      #expect(scene.scrollView.contentInset.bottom == 0)
      #expect(scene.scrollView.contentOffset.y == 0)
    }

    /// The keyboard undocked full width, in the same Stage Manager window, with the fault: on
    /// screen at (0, 500, 1024, 442), it comes as (−100, 300, 1024, 442). Moved by the
    /// window's origin it spans the screen, but ends at 942, far above the screen's bottom
    /// (1366): not the docked keyboard, so the frame is not re-read. As given it stops at 742,
    /// above the window's bottom (1200): undocked, it covers nothing (inset 0). Re-read and
    /// taken as docked, it would cover the window from 500 down: 1200 − 500 = 700 pt.
    @Test func anUndockedKeyboardIsNotReadAsDocked() {
      let scene = scene(window: CGRect(x: 100, y: 200, width: 700, height: 1000), field: 12)
      scene.keyboard.show(reporting: .endFrameInWindowCoordinates)
      #expect(scene.scrollView.contentInset.bottom == 276)
      scene.keyboard.undock(to: CGRect(x: -100, y: 300, width: 1024, height: 442))
      #expect(scene.scrollView.contentInset.bottom == 0)
    }

    /// A correct Slide Over frame: the window at (704, 24), 320 × 1322 (iPad Pro portrait
    /// safe area 24 / 20), the keyboard as wide as the window and ending at its bottom, 300 pt
    /// tall: (704, 1046, 320, 300). It spans the window and reaches its bottom: docked-shaped
    /// as given, kept: it covers the window's last 300 pt.
    @Test func aRightSlideOverFrameIsKept() {
      let scene = FormScene(
        device: .iPadPro, windowFrame: CGRect(x: 704, y: 24, width: 320, height: 1322))
      #expect(scene.fields[0].becomeFirstResponder())
      scene.keyboard.show(CGRect(x: 704, y: 1046, width: 320, height: 300))
      #expect(scene.scrollView.contentInset.bottom == 300)
    }

    /// Another screen's keyboard in window-shaped coordinates is not this window's: an
    /// external display's keyboard notification changes nothing here.
    @Test func anotherScreensKeyboardIsNotRead() {
      let scene = scene(window: CGRect(x: 100, y: 200, width: 700, height: 1000), field: 12)
      let other = Device.iPadPro.makeScreen()
      let keyboard = SystemKeyboard(device: .iPadPro, screen: other)
      keyboard.show(CGRect(x: -100, y: 724, width: 1024, height: 442))
      #expect(scene.scrollView.contentInset.bottom == 0)
      #expect(scene.scrollView.contentOffset.y == 0)
    }
  }
#endif
