#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 16, item 2 (scenarios.md D9): a keyboard is docked when its frame reaches the
  /// bottom of the screen or of the app's window. In Slide Over iOS reports the docked
  /// keyboard's end frame ending at the bottom of the app's window, above the screen's
  /// (Flutter's `-calculateMultitaskingAdjustment:keyboardFrame:`); the old reading took it
  /// for a floating keyboard and left the field hidden.
  ///
  /// FormScene's field `i` spans 16 + 60 i … 60 + 60 i (padded 60 i … 76 + 60 i); content
  /// 1216 pt, taller than every window here.
  @MainActor
  @Suite struct SlideOverDockingScenarioTests {
    /// A Slide Over window, the field to focus and the offset that reveals it.
    struct SlideOver: CustomStringConvertible, Sendable {
      var device: Device
      /// In screen coordinates; its bottom is the screen's safe-area bottom, so the window's
      /// own bottom safe area is 0.
      var window: CGRect
      var field: Int
      var description: String { "Slide Over on \(device.name)" }
    }

    nonisolated static let slideOvers: [SlideOver] = [
      // 1366 × 1024 landscape, safe area 24 / 20: the window spans y 24 … 1004.
      SlideOver(
        device: .iPadProLandscape, window: CGRect(x: 1036, y: 24, width: 320, height: 980),
        field: 11),
      // 1194 × 834 landscape, safe area 24 / 20: the window spans y 24 … 814.
      SlideOver(
        device: .iPadPro11Landscape, window: CGRect(x: 866, y: 24, width: 320, height: 790),
        field: 8),
    ]

    /// The keyboard of an app in Slide Over, 300 pt tall (the shape of Flutter's test): as
    /// wide as the window and ending at the window's bottom, not the screen's.
    static func slideOverKeyboard(_ s: SlideOver) -> CGRect {
      CGRect(x: s.window.minX, y: s.window.maxY - 300, width: s.window.width, height: 300)
    }

    /// D9: the keyboard covers the window's last 300 pt: 1004 − 704 and 814 − 514 in screen
    /// terms. No safe area applies at the window's bottom, so the added inset is 300. Field
    /// 11 (padded 660 … 736) and field 8 (padded 480 … 556) are visible before the keyboard
    /// (window heights 980, 790) and below the keyboard's top after it (window coordinates
    /// 980 − 300 = 680, 790 − 300 = 490): the offsets 736 − 680 = 56 and 556 − 490 = 66.
    @Test(arguments: slideOvers)
    func d9SlideOverKeyboardEndingAtTheWindowsBottomIsDocked(s: SlideOver) {
      let scene = FormScene(device: s.device, windowFrame: s.window)
      let scrollView = scene.scrollView
      #expect(scene.fields[s.field].becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)
      scene.keyboard.show(Self.slideOverKeyboard(s))
      #expect(scrollView.contentInset.bottom == 300)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 300)
      let padded = CGFloat(60 * s.field + 76)
      #expect(scrollView.contentOffset.y == padded - (s.window.height - 300))
      #expect([56, 66].contains(scrollView.contentOffset.y))
      // What the user sees: the field's bottom plus padding at the keyboard's top.
      let fieldInWindow = scene.rectInWindow(scene.fields[s.field])
      #expect(fieldInWindow.maxY + 16 == s.window.height - 300)

      // And the hide gives it all back.
      scene.keyboard.hide()
      #expect(scrollView.contentInset.bottom == 0)
    }

    /// The window kinds the model has, each with a keyboard frame ending at the window's
    /// bottom and one ending 100 pt above it (floating there).
    struct WindowCase: CustomStringConvertible, Sendable {
      var name: String
      var device: Device
      /// In screen coordinates.
      var window: CGRect
      /// The bottom safe area `.automatic` applies to the full-window form (content 1216).
      var applied: CGFloat
      var description: String { "\(name) on \(device.name)" }
    }

    nonisolated static let windowKinds: [WindowCase] = [
      // Full screen: the window's bottom is the screen's; 1216 > 852, home indicator 34.
      WindowCase(
        name: "full screen", device: .iPhone15, window: CGRect(x: 0, y: 0, width: 393, height: 852),
        applied: 34),
      // Full-screen iPad: 1216 < 1366, so the 20 pt safe area is not applied.
      WindowCase(
        name: "full screen", device: .iPadPro,
        window: CGRect(x: 0, y: 0, width: 1024, height: 1366), applied: 0),
      // Stage Manager window high on the screen: y 80 … 980.
      WindowCase(
        name: "Stage Manager", device: .iPadPro,
        window: CGRect(x: 100, y: 80, width: 700, height: 900), applied: 0),
      // Split View pane, full height: its bottom is the screen's; 1216 > 1194, so the
      // 20 pt safe area applies.
      WindowCase(
        name: "Split View", device: .iPadPro11,
        window: CGRect(x: 0, y: 0, width: 320, height: 1194), applied: 20),
      // Slide Over inside the safe area: y 24 … 1004, no bottom safe area.
      WindowCase(
        name: "Slide Over", device: .iPadProLandscape,
        window: CGRect(x: 1036, y: 24, width: 320, height: 980), applied: 0),
    ]

    /// A keyboard frame 250 pt tall ending at the window's bottom covers the window's last
    /// 250 pt: added 250 − applied (216, 250, 250, 230, 250).
    @Test(arguments: windowKinds)
    func frameEndingAtTheWindowsBottomIsDockedOnEveryWindowKind(kind: WindowCase) {
      let scene = FormScene(device: kind.device, windowFrame: kind.window)
      let frame = CGRect(
        x: kind.window.minX, y: kind.window.maxY - 250, width: kind.window.width, height: 250)
      scene.keyboard.show(frame)
      #expect(scene.scrollView.contentInset.bottom == 250 - kind.applied)
    }

    /// The same frame 100 pt higher reaches neither bottom: floating, no inset.
    @Test(arguments: windowKinds)
    func frameEndingAboveTheWindowsBottomIsFloatingOnEveryWindowKind(kind: WindowCase) {
      let scene = FormScene(device: kind.device, windowFrame: kind.window)
      let frame = CGRect(
        x: kind.window.minX, y: kind.window.maxY - 350, width: kind.window.width, height: 250)
      scene.keyboard.show(frame)
      #expect(scene.scrollView.contentInset.bottom == 0)
    }

    /// A form sheet is a view inside a full-screen window, not a window: a keyboard frame
    /// ending at the sheet's bottom, far above the screen's, floats and covers nothing.
    @Test(arguments: [Device.iPadPro, .iPadPro11])
    func frameEndingAtAFormSheetsBottomIsNotDocked(device: Device) {
      // 540 × 620 centred: on 1024 × 1366 it spans y 373 … 993; on 834 × 1194, 287 … 907.
      let scene = FormSheetScene(device: device, sheetSize: CGSize(width: 540, height: 620))
      let sheetInScreen = scene.sheet.frame
      let frame = CGRect(
        x: sheetInScreen.minX, y: sheetInScreen.maxY - 250, width: 540, height: 250)
      scene.keyboard.show(frame)
      #expect(scene.scrollView.contentInset.bottom == 0)
    }
  }
#endif
