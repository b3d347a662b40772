#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A window (Stage Manager, Split View, Slide Over) of a device's screen.
  struct WindowOnScreen: CustomStringConvertible, Sendable {
    var device: Device
    var kind: WindowKind

    var description: String { "\(kind) on \(device.name)" }

    /// In screen coordinates.
    var frame: CGRect { kind.windowFrame(on: device) }

    /// The window's bottom safe area: the part of it below the screen's safe area.
    var safeAreaBottom: CGFloat {
      max(0, frame.maxY - (device.screenSize.height - device.safeArea.bottom))
    }
  }

  /// A full-screen window presenting a centred form sheet whose scroll view fills the sheet
  /// and holds 12 fields (content 12 × 60 + 16 = 736).
  @MainActor
  final class FormSheetScene {
    let scene: DeviceScene
    let scrollView: AvoidingScrollView
    var fields: [UITextField] = []

    var screen: UIScreen { scene.screen }
    var keyboard: SystemKeyboard { scene.keyboard }
    /// The sheet: the presented view controller's view.
    var sheet: UIView { scene.rootView }

    init(device: Device, sheetSize size: CGSize) {
      scene = DeviceScene(device: device, kind: .formSheet(size: size))
      scrollView = AvoidingScrollView(frame: scene.rootView.bounds)
      scene.rootView.addSubview(scrollView)
      for index in 0..<12 {
        let field = UITextField(
          frame: CGRect(x: 16, y: 16 + CGFloat(index) * 60, width: size.width - 32, height: 44))
        scrollView.addSubview(field)
        fields.append(field)
      }
      scrollView.contentSize = CGSize(width: size.width, height: 736)
      scene.window.layoutIfNeeded()
    }
  }

  /// Windows and containers that do not match the screen (scenarios.md D4–D7): keyboard
  /// frames arrive in screen coordinates and must be converted, and only the part of the
  /// keyboard that reaches the scroll view counts. FormScene's field `i` spans
  /// 16 + 60 i … 60 + 60 i; 20 fields make the content 1216 pt tall.
  @MainActor
  @Suite struct DeviceWindowScenarioTests {
    // MARK: D4 — Stage Manager

    nonisolated static let stageManagerWindows: [WindowOnScreen] = [
      // Spans screen y 80…980: the keyboard (top 968) covers its last 12 pt.
      WindowOnScreen(
        device: .iPadPro, kind: .stageManager(frame: CGRect(x: 100, y: 80, width: 700, height: 900))
      ),
      // Spans 300…1200: the keyboard covers 1200 − 968 = 232 pt.
      WindowOnScreen(
        device: .iPadPro,
        kind: .stageManager(frame: CGRect(x: 100, y: 300, width: 700, height: 900))),
      // Spans 400…1366, reaching into the 20 pt bottom safe area: covered 1366 − 968 = 398.
      WindowOnScreen(
        device: .iPadPro,
        kind: .stageManager(frame: CGRect(x: 150, y: 400, width: 700, height: 966))),
      // Landscape, spans 50…850: keyboard top 1024 − 471 = 553, covered 850 − 553 = 297.
      WindowOnScreen(
        device: .iPadProLandscape,
        kind: .stageManager(frame: CGRect(x: 200, y: 50, width: 900, height: 800))),
    ]

    @Test(arguments: stageManagerWindows)
    func d4StageManagerWindowIsCoveredOnlyWhereTheKeyboardReachesIt(window: WindowOnScreen) {
      checkDockedKeyboard(in: window)
    }

    // MARK: D5 — Slide Over / Split View: a keyboard wider than the window

    nonisolated static let narrowWindows: [WindowOnScreen] = [
      // Narrow Split View pane on the right (x 1024 − 375 = 649), full height: keyboard
      // x 0…1024 spans it and more; covered 1366 − 968 = 398.
      WindowOnScreen(device: .iPadPro, kind: .splitView(width: 375, trailing: true)),
      // Slide Over at x 1366 − 10 − 320 = 1036, inside the safe area (24…1004, 980 tall):
      // keyboard top 553 is 529 in the window; covered 980 − 529 = 451 (the keyboard's part
      // below the window is not counted).
      WindowOnScreen(device: .iPadProLandscape, kind: .slideOver(width: 320)),
      // Narrow Split View pane on the left of an 11" (0, 0, 320, 1194): covered
      // 1194 − 816 = 378.
      WindowOnScreen(device: .iPadPro11, kind: .splitView(width: 320, trailing: false)),
    ]

    @Test(arguments: narrowWindows)
    func d5NarrowWindowUnderAWiderKeyboard(window: WindowOnScreen) {
      checkDockedKeyboard(in: window)
    }

    /// A form filling `window`; the full-width docked keyboard covers its bottom.
    private func checkDockedKeyboard(in window: WindowOnScreen) {
      let device = window.device
      let scene = FormScene(device: device, windowFrame: window.frame)
      let scrollView = scene.scrollView
      // The content (1216) is taller than every window here except the 1366 pt Split View
      // pane; the bottom safe area counts only when it is, and only what the window reaches
      // of it: 0, 0, 20, 0 (Stage Manager); 20 but not applied, 0, 20 (narrow).
      let tall = 1216 > window.frame.height
      let applied = tall ? window.safeAreaBottom : 0
      #expect(scrollView.safeAreaInsets.bottom == window.safeAreaBottom)
      #expect(scrollView.adjustedContentInset.bottom == applied)
      // The keyboard's top in window coordinates = screen top − window.minY:
      // 968 − 80 = 888, 968 − 300 = 668, 968 − 400 = 568, 553 − 50 = 503;
      // 968 − 0 = 968, 553 − 24 = 529, 816 − 0 = 816.
      let keyboardTop = device.keyboardTop - window.frame.minY
      let covered = window.frame.height - keyboardTop
      // Fields 14 (856…900), 11 (676…720), 9 (556…600), 8 (496…540); 16 (976…1020),
      // 8 (496…540), 13 (796…840).
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())

      scene.keyboard.show()
      // added = covered − applied: 12, 232, 398 − 20 = 378, 297; 398, 451, 378 − 20 = 358.
      #expect(scrollView.contentInset.bottom == covered - applied)
      // Indicators: covered − the window's safe bottom: 12, 232, 378, 297; 398 − 20 = 378,
      // 451, 358.
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == covered - window.safeAreaBottom)
      // Visible bottom = offset + window height − covered = offset + keyboardTop:
      // offset = field.maxY + 16 − keyboardTop: 916 − 888 = 28, 736 − 668 = 68,
      // 616 − 568 = 48, 556 − 503 = 53; 1036 − 968 = 68, 556 − 529 = 27, 856 − 816 = 40.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)
      // On the screen, the field ends exactly 16 pt above the keyboard.
      let onScreen = field.convert(field.bounds, to: scene.screen.coordinateSpace)
      #expect(onScreen.maxY == device.keyboardTop - 16)
    }

    // MARK: D6 — form sheet that does not reach the screen bottom

    @Test(arguments: [Device.iPadPro, .iPadProLandscape, .iPadPro11])
    func d6FormSheetIsCoveredOnlyWhereTheKeyboardReachesIt(device: Device) {
      // A 540 × 620 sheet centred in a full-screen window, with the form's scroll view
      // filling it. Sheet y = (H − 620) / 2: 373, 202, 287; bottom 993, 822, 907.
      let form = FormSheetScene(device: device, sheetSize: CGSize(width: 540, height: 620))
      let scrollView = form.scrollView
      // Inside the screen's safe area: no safe area, so nothing applied.
      #expect(scrollView.safeAreaInsets == .zero)
      // Keyboard top in the sheet = keyboard top − sheet.minY: 968 − 373 = 595,
      // 553 − 202 = 351, 816 − 287 = 529. covered = 620 − that: 25, 269, 91.
      let keyboardTop = device.keyboardTop - form.sheet.frame.minY
      let covered = 620 - keyboardTop
      // Fields 9 (556…600), 5 (316…360), 8 (496…540): visible before (≤ 620 − 16).
      let field = form.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      form.keyboard.show()
      // Only the part of the keyboard that reaches the sheet, not the keyboard's height:
      // 25, 269, 91 (applied safe area 0).
      #expect(scrollView.contentInset.bottom == covered)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == covered)
      // offset = field.maxY + 16 − keyboardTop: 616 − 595 = 21, 376 − 351 = 25,
      // 556 − 529 = 27 (max offset 736 + covered − 620: 141, 385, 207).
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)
    }

    @Test(arguments: [Device.iPadPro, .iPadPro11])
    func d6FormSheetAboveTheKeyboardKeepsTheAppsInsets(device: Device) {
      // A 540 × 400 sheet: y = (1366 − 400) / 2 = 483 → bottom 883 < keyboard top 968;
      // (1194 − 400) / 2 = 397 → bottom 797 < 816.
      let form = FormSheetScene(device: device, sheetSize: CGSize(width: 540, height: 400))
      let scrollView = form.scrollView
      scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
      scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
      // Field 5 (316…360) padded to 376 fits above 400 − 10 = 390.
      #expect(form.fields[5].becomeFirstResponder())

      form.keyboard.show()
      #expect(scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
      #expect(
        scrollView.verticalScrollIndicatorInsets
          == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
      #expect(scrollView.contentOffset.y == 0)
    }

    // MARK: D7 — scroll view above a tab bar

    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPro])
    func d7ScrollViewAboveATabBarIsInsetByTheConvertedFrame(device: Device) {
      // A 49 pt tab bar above the home-indicator area; the scroll view ends at its top:
      // 568 − 49 − 0 = 519, 852 − 49 − 34 = 769, 393 − 49 − 21 = 323, 1366 − 49 − 20 = 1297.
      let size = device.screenSize
      let tabBarTop = size.height - 49 - device.safeArea.bottom
      let scene = FormScene(
        device: device, scrollFrame: CGRect(x: 0, y: 0, width: size.width, height: tabBarTop))
      let tabBar = UIView(
        frame: CGRect(x: 0, y: tabBarTop, width: size.width, height: size.height - tabBarTop))
      scene.window.addSubview(tabBar)
      let scrollView = scene.scrollView
      // The scroll view stops above the home indicator: no bottom safe area.
      #expect(scrollView.safeAreaInsets.bottom == 0)
      // Fields: keyboard top 315 → 5 (316…360), 516 → 8 (496…540), 184 → 3 (196…240),
      // 968 → 16 (976…1020); each padded bottom fits above the tab bar before the keyboard.
      let keyboardTop = device.keyboardTop
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      scene.keyboard.show()
      // covered = tabBarTop − keyboardTop, not the keyboard's height: 519 − 315 = 204,
      // 769 − 516 = 253, 323 − 184 = 139, 1297 − 968 = 329. Nothing applied at the bottom.
      let covered = tabBarTop - keyboardTop
      #expect(scrollView.contentInset.bottom == covered)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == covered)
      // offset = field.maxY + 16 − keyboardTop: 61, 40, 72, 68.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)
      #expect(scene.rectInWindow(field).maxY == keyboardTop - 16)
    }
  }
#endif
