#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Full-screen devices (scenarios.md D1–D3, D8): a form filling the window, a docked
  /// keyboard posted as iOS posts it, and the numbers worked out by hand. FormScene's field
  /// `i` spans 16 + 60 i … 60 + 60 i; the default 20 fields make the content 1216 pt tall.
  /// With `.automatic` (= `.scrollableAxes`) the safe area is applied vertically only when
  /// the content is taller than the bounds.
  @MainActor
  @Suite struct DeviceScenarioTests {
    // MARK: D1 — iPhone without home indicator

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func d1PhoneWithoutHomeIndicatorInsetsByTheWholeKeyboard(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      // No home indicator: there is no bottom safe area to apply.
      #expect(scrollView.safeAreaInsets.bottom == 0)
      #expect(scrollView.adjustedContentInset.bottom == 0)
      // SE: keyboard top = 568 − 253 = 315 → field 5 (316…360); iPhone 8: 667 − 260 = 407 →
      // field 6 (376…420). Both are visible before the keyboard (376 ≤ 568, 436 ≤ 667).
      let keyboardTop = device.keyboardTop
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)  // already visible: no motion on focus

      scene.keyboard.show()
      // covered = keyboardHeight (the scroll view fills the screen); applied safe area = 0,
      // so added = covered: SE 253, iPhone 8 260. Indicators: covered − safe bottom 0.
      #expect(
        scrollView.contentInset
          == UIEdgeInsets(top: 0, left: 0, bottom: device.keyboardHeight, right: 0))
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == device.keyboardHeight)
      // Visible bottom = offset + H − keyboardHeight = offset + keyboardTop; it must reach
      // field.maxY + 16: SE 376 − 315 = 61; iPhone 8 436 − 407 = 29.
      let expectedOffset = field.frame.maxY + 16 - keyboardTop
      #expect(scrollView.contentOffset.y == expectedOffset)
      // What the user sees: the field ends exactly the padding above the keyboard.
      #expect(scene.rectInWindow(field).maxY == keyboardTop - 16)  // SE 299, iPhone 8 391

      scene.keyboard.hide()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      // Max offset without keyboard = 1216 + 0 − H (SE 648, iPhone 8 549): no clamp needed.
      #expect(scrollView.contentOffset.y == expectedOffset)
    }

    // MARK: D2 — iPhone with home indicator: no dead band

    @Test(arguments: [Device.iPhone15, .iPhone15Landscape, .iPhone15ProMax])
    func d2FaceIDPhoneTallContentLeavesNoDeadBand(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      // 1216 > 852, 393, 932: tall content, so the home-indicator inset is applied.
      #expect(scrollView.adjustedContentInset.bottom == device.safeArea.bottom)
      // 15: top 852 − 336 = 516 → field 8 (496…540); landscape: 393 − 209 = 184 → field 3
      // (196…240); Pro Max: 932 − 346 = 586 → field 9 (556…600).
      let keyboardTop = device.keyboardTop
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      scene.keyboard.show()
      // added = covered − applied safe area = keyboardHeight − safe bottom:
      // 336 − 34 = 302; 209 − 21 = 188; 346 − 34 = 312. Same for the indicators.
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(scrollView.contentInset.bottom == added)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == added)
      // The adjusted bottom is exactly the keyboard: 302 + 34 = 336 (not 336 + 34).
      #expect(scrollView.adjustedContentInset.bottom == device.keyboardHeight)
      // offset = field.maxY + 16 − keyboardTop: 556 − 516 = 40; 256 − 184 = 72; 616 − 586 = 30.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)
      // No dead band: the field ends exactly 16 pt above the keyboard's top.
      #expect(scene.rectInWindow(field).maxY == keyboardTop - 16)  // 500; 168; 570
    }

    @Test(arguments: [Device.iPhone15, .iPhone15Landscape, .iPhone15ProMax])
    func d2FaceIDPhoneShortContentGetsTheWholeOverlap(device: Device) {
      // n = floor((H − 16) / 60) fields → content 60 n + 16 ≤ H: 15: 13 → 796 ≤ 852;
      // landscape: 6 → 376 ≤ 393; Pro Max: 15 → 916 ≤ 932. Not scrollable: no safe area
      // applied, so nothing of the overlap is already covered by an inset.
      let count = Int(((device.screenSize.height - 16) / 60).rounded(.down))
      let scene = FormScene(device: device, fieldCount: count)
      let scrollView = scene.scrollView
      #expect(scrollView.contentSize.height <= device.screenSize.height)
      #expect(scrollView.adjustedContentInset == .zero)
      let keyboardTop = device.keyboardTop
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())

      scene.keyboard.show()
      // applied safe area = 0 → added = covered = keyboardHeight: 336; 209; 346.
      #expect(scrollView.contentInset.bottom == device.keyboardHeight)
      // The indicators get the safe area from UIKit regardless: covered − safe bottom:
      // 336 − 34 = 302; 209 − 21 = 188; 346 − 34 = 312.
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == device.keyboardHeight - device.safeArea.bottom)
      // offset = field.maxY + 16 − keyboardTop: 15: field 8, 556 − 516 = 40 (max 796 + 336 −
      // 852 = 280); landscape: field 3, 256 − 184 = 72 (max 376 + 209 − 393 = 192); Pro Max:
      // field 9, 616 − 586 = 30 (max 916 + 346 − 932 = 330).
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)
      #expect(scene.rectInWindow(field).maxY == keyboardTop - 16)
    }

    // MARK: D3 — iPad full screen, both orientations

    @Test(arguments: [Device.iPadPro, .iPadProLandscape, .iPadPro11, .iPadPro11Landscape])
    func d3FullScreenIPadInsetsByOverlapLessAppliedSafeArea(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      // Content 1216: shorter than 1366 (12.9 portrait) → no safe area applied; taller than
      // 1024, 1194 and 834 → the 20 pt bottom safe area is applied.
      let applied: CGFloat = 1216 > device.screenSize.height ? device.safeArea.bottom : 0
      #expect(scrollView.adjustedContentInset.bottom == applied)
      // Keyboard tops: 1366 − 398 = 968 → field 16 (976…1020); 1024 − 471 = 553 → field 9
      // (556…600); 1194 − 378 = 816 → field 13 (796…840); 834 − 453 = 381 → field 6
      // (376…420).
      let keyboardTop = device.keyboardTop
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      scene.keyboard.show()
      // added = keyboardHeight − applied: 398 − 0 = 398; 471 − 20 = 451; 378 − 20 = 358;
      // 453 − 20 = 433. Indicators: keyboardHeight − 20: 378; 451; 358; 433.
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - applied)
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == device.keyboardHeight - device.safeArea.bottom)
      // offset = field.maxY + 16 − keyboardTop: 1036 − 968 = 68; 616 − 553 = 63;
      // 856 − 816 = 40; 436 − 381 = 55.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)
      #expect(scene.rectInWindow(field).maxY == keyboardTop - 16)
    }

    // MARK: D8 — scroll view in the top half, never reached by the keyboard

    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadPro, .iPadProLandscape])
    func d8ScrollViewAboveTheKeyboardGetsNothing(device: Device) {
      // Top half: height H / 2 = 284, 426, 683, 512, all above the keyboard tops
      // 315, 516, 968, 553.
      let width = device.screenSize.width
      let scene = FormScene(
        device: device,
        scrollFrame: CGRect(x: 0, y: 0, width: width, height: device.screenSize.height / 2))
      let scrollView = scene.scrollView
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      // Field 3 (196…240) padded 180…256 lies inside the visible 30 + top safe … 30 + H / 2.
      let field = scene.fields[3]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 30)

      scene.keyboard.show()
      // The keyboard does not meet the scroll view: no inset at all, no motion.
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      #expect(scrollView.contentOffset.y == 30)
      scene.keyboard.hide()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.contentOffset.y == 30)
    }
  }
#endif
