#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The option to restore the offset from before the keyboard when it hides (issue 13,
  /// item 5). FormScene's field `i` spans 16 + 60 i … 60 + 60 i; content 1216 pt. SE:
  /// keyboard top 315, no safe area; iPhone 8: 407, status bar 20.
  @MainActor
  @Suite struct RestoreOffsetScenarioTests {
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func theOffsetFromBeforeTheKeyboardComesBack(device: Device) {
      let scene = FormScene(device: device)
      scene.scrollView.restoresContentOffsetOnKeyboardHide = true
      scene.scrollView.contentOffset.y = 10  // where the user left the form
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: device.keyboardTop)]
      field.becomeFirstResponder()  // visible at 10 without the keyboard: no motion
      #expect(scene.scrollView.contentOffset.y == 10)
      scene.keyboard.show()
      // SE field 5: 376 − 315 = 61; iPhone 8 field 6: 436 − 407 = 29.
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 16 - device.keyboardTop)
      // A focus change made by the component is not the user's scroll: SE field 6
      // (376…420): 436 − 315 = 121; iPhone 8 field 7 (436…480): 496 − 407 = 89.
      #expect(scene.scrollView.focusNextField())
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 76 - device.keyboardTop)
      scene.keyboard.hide()
      #expect(scene.scrollView.contentOffset.y == 10)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aScrollByTheUserMeanwhileIsKept(device: Device) {
      let scene = FormScene(device: device)
      scene.scrollView.restoresContentOffsetOnKeyboardHide = true
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: device.keyboardTop)]
      field.becomeFirstResponder()
      scene.keyboard.show()
      scene.scrollView.contentOffset.y = 200  // the user drags
      scene.keyboard.hide()
      // Kept: 200 ≤ the largest offset without the keyboard (SE 1216 − 568 = 648;
      // iPhone 8 1216 − 667 = 549).
      #expect(scene.scrollView.contentOffset.y == 200)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func offByDefaultTheOffsetStays(device: Device) {
      let scene = FormScene(device: device)
      #expect(!scene.scrollView.restoresContentOffsetOnKeyboardHide)
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: device.keyboardTop)]
      field.becomeFirstResponder()
      let before = scene.scrollView.contentOffset.y
      scene.keyboard.show()
      scene.keyboard.hide()
      // Stays where the reveal put it: SE 61, iPhone 8 29 (≠ before).
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 16 - device.keyboardTop)
      #expect(scene.scrollView.contentOffset.y != before)
    }
    /// The offset is remembered when the keyboard first covers the form, not again when it
    /// grows: SE, QuickType bar off (208 pt, top 360) then on (253 pt, top 315).
    @Test func aKeyboardThatGrowsKeepsTheFirstOffset() {
      let scene = FormScene(device: .iPhoneSE)
      scene.scrollView.restoresContentOffsetOnKeyboardHide = true
      let field = scene.fields[5]  // 316…360, padded 300…376; visible at offset 0
      #expect(field.becomeFirstResponder())
      #expect(scene.scrollView.contentOffset.y == 0)
      scene.keyboard.show(quickType: false)
      #expect(scene.scrollView.contentOffset.y == 16)  // 376 − 360
      scene.keyboard.show(quickType: true)
      #expect(scene.scrollView.contentOffset.y == 61)  // 376 − 315
      scene.keyboard.hide()
      // Back to 0, from before the keyboard; not 16, from before it grew.
      #expect(scene.scrollView.contentOffset.y == 0)
    }

    /// The remembered offset is clamped to the range left once the keyboard is gone: the
    /// content shrank meanwhile. SE, 568 pt tall, keyboard top 315.
    @Test func aRememberedOffsetBeyondShrunkContentIsClamped() {
      let scene = FormScene(device: .iPhoneSE)
      scene.scrollView.restoresContentOffsetOnKeyboardHide = true
      scene.scrollView.contentOffset.y = 600  // ≤ 1216 − 568 = 648
      let field = scene.fields[11]  // 676…720, padded 660…736: visible in 600…1168
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // Still visible in 600…915 above the keyboard: no motion.
      #expect(scene.scrollView.contentOffset.y == 600)
      // Rows removed below the field: content 800 pt.
      scene.scrollView.contentSize.height = 800
      #expect(scene.scrollView.contentOffset.y == 600)
      scene.keyboard.hide()
      // 600 is past the end without the keyboard: 800 − 568 = 232.
      #expect(scene.scrollView.contentOffset.y == 232)
    }
  }
#endif
