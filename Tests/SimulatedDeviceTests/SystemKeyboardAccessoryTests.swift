#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The keyboard's frame includes the first responder's input accessory view.
  @MainActor
  @Suite struct SystemKeyboardAccessoryTests {
    /// iPhone 15: 393 × 852, keyboard 336. With a 44 pt accessory: 380 tall, top 852 − 380
    /// = 472. iPhone SE: 320 × 568, keyboard 253: 297 tall, top 271.
    @Test(arguments: [(Device.iPhone15, 472.0), (.iPhoneSE, 271.0)])
    func theAccessoryOfTheFirstResponderIsPartOfTheKeyboard(device: Device, top: Double) {
      let scene = DeviceScene(device: device)
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      scene.rootView.addSubview(field)
      field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
      #expect(scene.keyboard.inputAccessoryHeight == 0)  // nobody is first responder
      field.becomeFirstResponder()
      #expect(scene.keyboard.inputAccessoryHeight == 44)
      scene.keyboard.show()
      #expect(scene.keyboard.frame.minY == CGFloat(top))
      #expect(scene.keyboard.frame.height == device.keyboardHeight + 44)
      // Without the QuickType bar the accessory stays on top of the keys.
      #expect(
        scene.keyboard.dockedFrame(quickType: false).height
          == device.keyboardHeightWithoutQuickType + 44)
      scene.keyboard.hide()
      // The hide slides the whole keyboard, accessory included, below the screen.
      #expect(scene.keyboard.frame.minY == device.screenBounds.height)
      #expect(scene.keyboard.frame.height == device.keyboardHeight + 44)
      field.resignFirstResponder()
      #expect(scene.keyboard.dockedFrame().height == device.keyboardHeight)
    }

    @Test func aNonFiniteAccessoryHeightCountsAsZero() {
      let scene = DeviceScene(device: .iPhone15)
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      scene.rootView.addSubview(field)
      field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan))
      field.becomeFirstResponder()
      #expect(scene.keyboard.inputAccessoryHeight == 0)
    }
  }
#endif
