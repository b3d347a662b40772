#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Docked keyboards of several shapes and origins (scenarios.md K1–K3, K6, K7), posted as
  /// iOS posts them. FormScene's field `i` spans 16 + 60 i … 60 + 60 i; 20 fields make the
  /// content 1216 pt tall, taller than every screen here but the 12.9" iPad in portrait, so
  /// the bottom safe area is applied (`.automatic` = `.scrollableAxes`) except there.
  @MainActor
  @Suite struct KeyboardScenarioTests {
    // MARK: K1 — docked keyboard, with and without the QuickType bar

    @Test(arguments: [
      (Device.iPhoneSE, CGFloat(253)), (Device.iPhoneSE, CGFloat(216)),
      (Device.iPhone15, CGFloat(336)), (Device.iPhone15, CGFloat(291)),
      (Device.iPadPro, CGFloat(398)), (Device.iPadPro, CGFloat(328)),
    ])
    func k1DockedKeyboardWithOrWithoutQuickTypeBar(device: Device, keyboardHeight: CGFloat) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let applied: CGFloat = 1216 > device.screenSize.height ? device.safeArea.bottom : 0
      // Keyboard tops: SE 315 / 352, 15: 516 / 561, iPad 968 / 1038 → fields 5 (316…360),
      // 5, 8 (496…540), 9 (556…600), 16 (976…1020), 17 (1036…1080).
      let keyboardTop = device.screenSize.height - keyboardHeight
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      scene.keyboard.show(device.dockedKeyboardFrame(height: keyboardHeight))
      // added = keyboardHeight − applied: SE 253, 216; 15: 336 − 34 = 302, 291 − 34 = 257;
      // iPad (short content, nothing applied) 398, 328.
      #expect(scrollView.contentInset.bottom == keyboardHeight - applied)
      // Indicators: keyboardHeight − safe bottom: 253, 216; 302, 257; 378, 308.
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == keyboardHeight - device.safeArea.bottom)
      // offset = field.maxY + 16 − keyboardTop: 376 − 315 = 61, 376 − 352 = 24,
      // 556 − 516 = 40, 616 − 561 = 55, 1036 − 968 = 68, 1096 − 1038 = 58.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)
      #expect(scene.rectInWindow(field).maxY == keyboardTop - 16)
    }

    // MARK: K2 — height changes while shown

    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func k2HeightSequenceEndsWhereASingleEventWould(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let size = device.screenSize
      let applied = device.safeArea.bottom  // content 1216 is taller than each phone
      func frame(_ height: CGFloat) -> CGRect {
        CGRect(x: 0, y: size.height - height, width: size.width, height: height)
      }
      // Keyboard tops: 216 → SE 352, 15: 636, landscape 177; 256 → 312, 596, 137.
      // The field hidden by the 216 keyboard: 5 (316…360), 10 (616…660), 2 (136…180).
      let top216 = size.height - 216
      let top256 = size.height - 256
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: top216)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      // A third-party keyboard: 0, then 216, then 256, each as change-frame + will-show.
      scene.keyboard.show(frame(0))
      // An empty frame covers nothing.
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.contentOffset.y == 0)

      scene.keyboard.show(frame(216))
      // added = 216 − applied: SE 216, 15: 182, landscape 195.
      #expect(scrollView.contentInset.bottom == 216 - applied)
      // o1 = field.maxY + 16 − top216: 376 − 352 = 24, 676 − 636 = 40, 196 − 177 = 19.
      let offset216 = field.frame.maxY + 16 - top216
      #expect(scrollView.contentOffset.y == offset216)

      scene.keyboard.show(frame(256))
      // added = 256 − applied: 256, 222, 235; o2 = o1 + 40 (the keyboard rose 40 pt):
      // 64, 80, 59, moving towards the field, never away.
      #expect(scrollView.contentInset.bottom == 256 - applied)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 256 - applied)
      let offset256 = field.frame.maxY + 16 - top256
      #expect(offset256 == offset216 + 40)
      #expect(scrollView.contentOffset.y == offset256)
      #expect(scene.rectInWindow(field).maxY == top256 - 16)

      // The same final state from a single event on a fresh scene.
      let twin = FormScene(device: device)
      #expect(twin.fields[FormScene.indexOfFirstField(endingBelow: top216)].becomeFirstResponder())
      twin.keyboard.show(frame(256))
      #expect(twin.scrollView.contentInset == scrollView.contentInset)
      #expect(
        twin.scrollView.verticalScrollIndicatorInsets == scrollView.verticalScrollIndicatorInsets)
      #expect(twin.scrollView.contentOffset == scrollView.contentOffset)

      // QuickType bar hidden again: 256 → 216. The insets are the 216 keyboard's; the field
      // stays visible (bottom edge offset256 + top216 > field.maxY + 16), so no motion.
      scene.keyboard.changeFrame(to: frame(216))
      #expect(scrollView.contentInset.bottom == 216 - applied)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 216 - applied)
      #expect(scrollView.contentOffset.y == offset256)
    }

    // MARK: K3 — hardware keyboard: only the shortcuts bar is on screen

    @Test(arguments: [Device.iPadPro, .iPadProLandscape, .iPhone15])
    func k3HardwareKeyboardInsetsByTheVisibleBarOnly(device: Device) {
      // 30 fields: content 30 × 60 + 16 = 1816, taller than every screen: safe area applied.
      let scene = FormScene(device: device, fieldCount: 30)
      let scrollView = scene.scrollView
      let size = device.screenSize
      #expect(scrollView.adjustedContentInset.bottom == device.safeArea.bottom)
      // The end frame keeps the full keyboard height but starts 55 pt above the bottom.
      let bar = CGRect(
        x: 0, y: size.height - 55, width: size.width, height: device.keyboardHeight)
      // Bar tops 1311, 969, 797 → fields 21 (1276…1320), 16 (976…1020), 13 (796…840).
      let barTop = size.height - 55
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: barTop)]
      #expect(field.becomeFirstResponder())

      scene.keyboard.show(bar)
      // covered = the intersection, 55 pt, not the frame's height; less the applied safe
      // area: iPad 55 − 20 = 35 (both), iPhone 15 55 − 34 = 21. Indicators the same.
      #expect(scrollView.contentInset.bottom == 55 - device.safeArea.bottom)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 55 - device.safeArea.bottom)
      #expect(scrollView.adjustedContentInset.bottom == 55)
      // offset = field.maxY + 16 − barTop: 1336 − 1311 = 25, 1036 − 969 = 67, 856 − 797 = 59.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - barTop)
      #expect(scene.rectInWindow(field).maxY == barTop - 16)
    }

    // MARK: K6 — another app's keyboard

    @Test(arguments: [Device.iPadPro, .iPadProLandscape])
    func k6ForeignKeyboardInsetsButDoesNotScroll(device: Device) {
      // Our app in the left half of Split View: 507 × 1366 or 678 × 1024, full height.
      let size = device.screenSize
      let scene = FormScene(
        device: device,
        windowFrame: CGRect(x: 0, y: 0, width: (size.width - 10) / 2, height: size.height))
      let scrollView = scene.scrollView
      let applied: CGFloat = 1216 > size.height ? device.safeArea.bottom : 0  // 0, 20
      // Keyboard tops 968, 553 → fields 16 (976…1020), 9 (556…600).
      let keyboardTop = device.keyboardTop
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      scene.keyboard.show(isLocal: false)
      // The other app's keyboard covers our window all the same: added = keyboardHeight −
      // applied = 398, 451; indicators keyboardHeight − 20 = 378, 451.
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - applied)
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == device.keyboardHeight - device.safeArea.bottom)
      // But our field is not the one being edited: no scrolling.
      #expect(scrollView.contentOffset.y == 0)

      // Our own keyboard, same frame: now the field is revealed, 1036 − 968 = 68 and
      // 616 − 553 = 63 — the field really was hidden above.
      scene.keyboard.show()
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - applied)
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)
    }

    // MARK: K7 — a keyboard on another screen

    @Test(arguments: [Device.iPhone15, .iPadPro])
    func k7KeyboardOnAnotherScreenIsIgnored(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      let adjustedBefore = scrollView.adjustedContentInset

      // A second screen of the same size: its keyboard frame, read against our screen,
      // would cover the form, so only `object` tells them apart.
      let otherScreen = device.makeScreen()
      SystemKeyboard(device: device, screen: otherScreen).show()
      // An external display, 1920 × 1080, with a keyboard docked at its bottom.
      let external = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
      SystemKeyboard(device: device, screen: external).show(
        CGRect(x: 0, y: 680, width: 1920, height: 400))
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      #expect(scrollView.adjustedContentInset == adjustedBefore)
      #expect(scrollView.contentOffset.y == 0)

      // Our screen's keyboard is followed: 336 − 34 = 302 (iPhone 15), 398 − 0 (iPad,
      // short content) = 398.
      scene.keyboard.show()
      let applied: CGFloat = 1216 > device.screenSize.height ? device.safeArea.bottom : 0
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - applied)
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - keyboardTop)  // 40, 68
    }
  }
#endif
