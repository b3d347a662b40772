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

    /// A companion whose frame is not finite (an app's layout that divided by zero) can be
    /// neither revealed nor compared: it is left out of the reveal, and a layout pass that
    /// finds it so is no reason to reveal again. The user's own scroll survives every pass.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aCompanionWhoseFrameIsNotFiniteNeverPullsTheUsersScrollBack(bad: CGFloat) {
      let scene = FormScene(device: .iPhone15)
      // Field 10 at 16 + 600 = 616 … 660; its label below it at 664 … 684.
      let field = scene.fields[10]
      let label = UIView(frame: CGRect(x: 16, y: 664, width: 200, height: 20))
      scene.scrollView.addSubview(label)
      scene.scrollView.setCompanions([label], for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      // The union 616 … 684, padded to 700, at the keyboard's top 852 − 336 = 516: 184.
      #expect(scene.scrollView.contentOffset.y == 184)
      // The user scrolls to the end of the range, 1216 + 336 (inset 302 + safe area 34)
      // − 852 = 700, where the field is out of sight; then the app's layout gives the label
      // a frame that is not finite, in each of its four numbers in turn.
      let frames = [
        CGRect(x: 16, y: bad, width: 200, height: 20),
        CGRect(x: bad, y: 664, width: 200, height: 20),
        CGRect(x: 16, y: 664, width: bad, height: 20),
        CGRect(x: 16, y: 664, width: 200, height: bad),
      ]
      scene.scrollView.contentOffset.y = 700
      for frame in frames {
        label.frame = frame
        for _ in 1...2 {
          scene.scrollView.setNeedsLayout()
          scene.window.layoutIfNeeded()
          #expect(scene.scrollView.contentOffset.y == 700, "\(frame)")
        }
      }
      // Back where it was: nothing moved since the last reveal, so nothing is revealed.
      label.frame = CGRect(x: 16, y: 664, width: 200, height: 20)
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentOffset.y == 700)
    }

    /// A companion that is not finite from the start is left out: the field is revealed
    /// alone, and later passes leave the user's scroll where it is.
    @Test func aCompanionNotFiniteFromTheStartIsLeftOut() {
      let scene = FormScene(device: .iPhone15)
      let field = scene.fields[10]
      let label = UIView(frame: CGRect(x: 16, y: CGFloat.nan, width: 200, height: 20))
      scene.scrollView.addSubview(label)
      scene.scrollView.setCompanions([label], for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      // The field alone: 660 + 16 = 676 at 516: 160.
      #expect(scene.scrollView.contentOffset.y == 160)
      scene.scrollView.contentOffset.y = 700
      scene.scrollView.setNeedsLayout()
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentOffset.y == 700)
    }
  }
#endif
