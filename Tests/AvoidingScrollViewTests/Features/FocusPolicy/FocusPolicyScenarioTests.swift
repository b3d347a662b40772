#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Per-view padding, companions and `revealFocusedView(animated:)` (issue 13, item 4 of
  /// the issue). FormScene's field `i` spans 16 + 60 i … 60 + 60 i; content 1216 pt. SE:
  /// keyboard top 568 − 253 = 315, no safe area; iPhone 8: 667 − 260 = 407, status bar 20.
  @MainActor
  @Suite struct FocusPolicyScenarioTests {
    /// The first field the keyboard hides: SE field 5 (316…360), iPhone 8 field 6 (376…420).
    func hiddenField(_ scene: FormScene) -> UITextField {
      scene.fields[FormScene.indexOfFirstField(endingBelow: scene.device.keyboardTop)]
    }

    // MARK: Padding for one view

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func onePaddingForOneField(device: Device) {
      let scene = FormScene(device: device)
      let field = hiddenField(scene)
      scene.scrollView.setKeyboardPadding(40, for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      // offset = maxY + 40 − keyboard top: SE 400 − 315 = 85; iPhone 8: 460 − 407 = 53.
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 40 - device.keyboardTop)
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 40)
      // The next field keeps the scroll view's 16: SE field 6 (376…420): 436 − 315 = 121;
      // iPhone 8 field 7 (436…480): 496 − 407 = 89.
      let next = scene.fields[FormScene.indexOfFirstField(endingBelow: device.keyboardTop) + 1]
      next.becomeFirstResponder()
      #expect(scene.scrollView.contentOffset.y == next.frame.maxY + 16 - device.keyboardTop)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func nanAndMinusInfinityPaddingsCountAsZeroAndNilRestoresTheDefault(device: Device) {
      for bad in [CGFloat.nan, -CGFloat.infinity] {
        let scene = FormScene(device: device)
        let field = hiddenField(scene)
        scene.scrollView.setKeyboardPadding(bad, for: field)
        field.becomeFirstResponder()
        scene.keyboard.show()
        // Padding 0: offset = maxY − keyboard top: SE 360 − 315 = 45; iPhone 8: 420 − 407 = 13.
        #expect(scene.scrollView.contentOffset.y == field.frame.maxY - device.keyboardTop)
        #expect(scene.scrollView.contentInset.bottom.isFinite)
        // nil: back to 16, applied on request: SE 376 − 315 = 61; iPhone 8: 436 − 407 = 29.
        scene.scrollView.setKeyboardPadding(nil, for: field)
        scene.scrollView.revealFocusedView(animated: false)
        #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 16 - device.keyboardTop)
      }
    }

    // MARK: Companions

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func anErrorLabelBelowTheFieldIsRevealedWithIt(device: Device) {
      let scene = FormScene(device: device)
      let field = hiddenField(scene)
      // The label 4 pt under the field, 20 tall: SE 364…384; iPhone 8: 424…444.
      let label = UIView(frame: CGRect(x: 16, y: field.frame.maxY + 4, width: 200, height: 20))
      scene.scrollView.addSubview(label)
      scene.scrollView.setCompanions([label], for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      // The union fits: offset = label.maxY + 16 − keyboard top: SE 400 − 315 = 85;
      // iPhone 8: 460 − 407 = 53.
      #expect(scene.scrollView.contentOffset.y == label.frame.maxY + 16 - device.keyboardTop)
      #expect(scene.rectInWindow(label).maxY == device.keyboardTop - 16)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aSubmitButtonTooFarAwayLeavesTheFieldFirst(device: Device) {
      let scene = FormScene(device: device)
      let field = hiddenField(scene)
      // The button at the content's end, 1150…1194: the union from the field's top is taller
      // than the visible height (SE 315; iPhone 8 407 − 20 = 387).
      let button = UIView(frame: CGRect(x: 16, y: 1150, width: 288, height: 44))
      scene.scrollView.addSubview(button)
      scene.scrollView.setCompanions([button], for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      // Field first: its padded top at the top of the visible area, the rest below filled
      // with the way to the button: offset = minY − 16 − top safe area: SE 316 − 16 = 300;
      // iPhone 8: 376 − 16 − 20 = 340.
      #expect(
        scene.scrollView.contentOffset.y == field.frame.minY - 16 - device.safeArea.top)
      #expect(scene.rectInWindow(field).minY == device.safeArea.top + 16)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func companionsElsewhereAreLeftOut(device: Device) {
      let scene = FormScene(device: device)
      let field = hiddenField(scene)
      // One in another window on the same screen, one outside the scroll view, one hidden,
      // one fully transparent, one removed: all far below, so any of them counted would
      // change the offset.
      let otherWindow = UIWindow(frame: device.screenBounds)
      otherWindow.screen = scene.screen
      let elsewhere = UIView(frame: CGRect(x: 0, y: 1100, width: 10, height: 10))
      otherWindow.addSubview(elsewhere)
      let outside = UIView(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
      scene.window.addSubview(outside)
      let hidden = UIView(frame: CGRect(x: 0, y: 1100, width: 10, height: 10))
      hidden.isHidden = true
      scene.scrollView.addSubview(hidden)
      let transparent = UIView(frame: CGRect(x: 0, y: 1100, width: 10, height: 10))
      transparent.alpha = 0
      scene.scrollView.addSubview(transparent)
      let removed = UIView(frame: CGRect(x: 0, y: 1100, width: 10, height: 10))
      scene.scrollView.addSubview(removed)
      removed.removeFromSuperview()
      scene.scrollView.setCompanions(
        [elsewhere, outside, hidden, transparent, removed], for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      // As without companions: SE 376 − 315 = 61; iPhone 8: 436 − 407 = 29.
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 16 - device.keyboardTop)
    }

    // MARK: Reveal on request

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func revealOnRequestFollowsALayoutChangeNoSignalReports(device: Device) {
      let scene = FormScene(device: device, fieldCount: 20)
      let field = scene.fields[0]
      field.becomeFirstResponder()
      scene.keyboard.show()
      let before = scene.scrollView.contentOffset.y  // SE 0, iPhone 8 −20 (see navigation)
      // The app moves the field down to 600…644 and, within the model, nothing reports it.
      field.frame.origin.y = 600
      #expect(scene.scrollView.contentOffset.y == before)
      scene.scrollView.revealFocusedView(animated: true)
      // offset = 644 + 16 − keyboard top: SE 660 − 315 = 345; iPhone 8: 660 − 407 = 253.
      #expect(scene.scrollView.contentOffset.y == 660 - device.keyboardTop)
    }
  }
#endif
