#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A companion that changes while its field is focused is revealed at the next layout
  /// pass, with no call from the app.
  @MainActor
  @Suite struct CompanionLayoutScenarioTests {
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func anErrorLabelThatGrowsIsRevealedAtTheNextLayoutPass(device: Device) {
      let scene = FormScene(device: device)
      let index = FormScene.indexOfFirstField(endingBelow: device.keyboardTop)
      let field = scene.fields[index]
      // The label under the field, empty (0 tall) until the app shows an error.
      let label = UIView(frame: CGRect(x: 16, y: field.frame.maxY + 4, width: 200, height: 0))
      scene.scrollView.addSubview(label)
      scene.scrollView.setCompanions([label], for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      // Label 0 tall at maxY + 4: union to maxY + 4; offset = maxY + 4 + 16 − keyboard top:
      // SE 380 − 315 = 65; iPhone 8: 440 − 407 = 33.
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 20 - device.keyboardTop)
      // The app's layout gives the label a line of text: 20 tall.
      label.frame.size.height = 20
      scene.window.layoutIfNeeded()
      // Union to maxY + 24: SE 360 + 24 + 16 − 315 = 85; iPhone 8: 420 + 40 − 407 = 53.
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 40 - device.keyboardTop)
      #expect(scene.rectInWindow(label).maxY == device.keyboardTop - 16)
      // Another pass with nothing changed moves nothing.
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentOffset.y == field.frame.maxY + 40 - device.keyboardTop)
    }
  }
#endif
