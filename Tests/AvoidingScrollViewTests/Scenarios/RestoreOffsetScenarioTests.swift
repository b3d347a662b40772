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
  }
#endif
