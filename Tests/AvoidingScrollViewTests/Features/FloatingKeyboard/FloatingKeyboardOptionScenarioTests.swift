#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The option to move the focused field out from under a floating keyboard (issue 13,
  /// item 5). A 40-field FormScene: field `i` spans 16 + 60 i … 60 + 60 i, content 2416 pt,
  /// taller than both screens, so the safe area (top 24, bottom 20 on both iPads) is
  /// applied and the offset may range from −24 to 2416 + 20 − H (iPad Pro 1070, iPad Pro
  /// 11" 1242). The floating keyboard, 320 × 260, rests at y 400…660 on screen.
  @MainActor
  @Suite struct FloatingKeyboardOptionScenarioTests {
    nonisolated static let iPads: [Device] = [.iPadPro, .iPadPro11]

    static func floatingFrame(on device: Device) -> CGRect {
      CGRect(x: (device.screenSize.width - 320) / 2, y: 400, width: 320, height: 260)
    }

    @Test(arguments: iPads)
    func aFieldOverTheKeyboardsUpperPartGoesJustAboveIt(device: Device) {
      let scene = FormScene(device: device, fieldCount: 40)
      scene.scrollView.avoidsFloatingKeyboard = true
      let field = scene.fields[10]  // 616…660, padded 600…676
      field.becomeFirstResponder()
      #expect(scene.scrollView.contentOffset.y == 0)  // visible: no motion
      scene.keyboard.show(Self.floatingFrame(on: device))
      // No inset for a floating keyboard.
      #expect(scene.scrollView.contentInset == .zero)
      // Above: Δ ≥ 676 − 400 = 276 (and ≤ 600 − 24); below would need Δ ≤ 600 − 660 = −60,
      // under the lowest offset −24. So 276: the padded bottom meets the keyboard's top.
      #expect(scene.scrollView.contentOffset.y == 276)
      #expect(scene.rectInWindow(field).maxY + 16 == 400)
    }

    @Test(arguments: iPads)
    func aFieldOverItsLowerPartGoesJustBelowItWhenThatIsLessMotion(device: Device) {
      let scene = FormScene(device: device, fieldCount: 40)
      scene.scrollView.avoidsFloatingKeyboard = true
      scene.scrollView.contentOffset.y = 100
      let field = scene.fields[12]  // 736…780, padded 720…796; on screen 636…680
      field.becomeFirstResponder()
      scene.keyboard.show(Self.floatingFrame(on: device))
      // Keyboard in content coordinates at offset 100: 500…760. Above: Δ ≥ 796 − 500 = 296;
      // below: Δ ≤ 720 − 760 = −40 (and ≥ −124, the lowest offset less 100). −40 is less
      // motion: offset 60, the padded top (720 − 60 = 660 on screen) at the keyboard's bottom.
      #expect(scene.scrollView.contentOffset.y == 60)
      #expect(scene.rectInWindow(field).minY - 16 == 660)
    }

    @Test(arguments: iPads)
    func offByDefaultAFloatingKeyboardMovesNothing(device: Device) {
      let scene = FormScene(device: device, fieldCount: 40)
      #expect(!scene.scrollView.avoidsFloatingKeyboard)
      scene.fields[10].becomeFirstResponder()
      scene.keyboard.show(Self.floatingFrame(on: device))
      #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test(arguments: iPads)
    func aDockedKeyboardIsHandledAsAlwaysWithTheOptionOn(device: Device) {
      let scene = FormScene(device: device, fieldCount: 40)
      scene.scrollView.avoidsFloatingKeyboard = true
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: device.keyboardTop)]
      field.becomeFirstResponder()
      scene.keyboard.show()
      // As without the option: offset = maxY + 16 − keyboard top (iPad Pro: top 1366 − 398
      // = 968 → field 16, 976…1020: 1036 − 968 = 68; 11": 1194 − 378 = 816 → field 13,
      // 796…840: 856 − 816 = 40).
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 16 - device.keyboardTop)
    }
    /// Off by default, a focus change under a resting floating keyboard moves nothing either:
    /// field 10 (616…660, padded 600…676) lies under the keyboard (400…660) and is visible
    /// in 24…H − 20, with no inset for a floating keyboard.
    @Test(arguments: iPads)
    func offByDefaultAFieldFocusedUnderAFloatingKeyboardStays(device: Device) {
      let scene = FormScene(device: device, fieldCount: 40)
      // Field 5 (316…360, padded 300…376) edits first: visible, above the keyboard.
      scene.fields[5].becomeFirstResponder()
      scene.keyboard.show(Self.floatingFrame(on: device))
      #expect(scene.scrollView.contentOffset.y == 0)
      #expect(scene.fields[10].becomeFirstResponder())
      #expect(scene.scrollView.contentInset == .zero)
      // (With the option on, the same focus change would scroll 676 − 400 = 276.)
      #expect(scene.scrollView.contentOffset.y == 0)
    }
  }
#endif
