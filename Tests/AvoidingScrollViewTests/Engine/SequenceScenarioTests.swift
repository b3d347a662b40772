#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Sequences, S1, S2, S4, S6, S7 of scenarios.md (S3, S5: InsetOwnershipTests; S8:
  /// MalformedNotificationTests).
  ///
  /// Shared arithmetic: the form's field `i` spans 16 + 60 i … 60 + 60 i, padded
  /// 60 i … 76 + 60 i; content 1216, taller than every screen used here except the
  /// portrait iPad's, so `.automatic` applies the safe area: top T = safe.top, bottom
  /// safe.bottom. With the keyboard docked the added inset is kbH − safe.bottom and the
  /// visible part is offset + T … offset + keyboardTop (keyboardTop = H − kbH). Without it,
  /// the largest valid offset is 1216 + safe.bottom − H.
  @MainActor
  @Suite struct SequenceScenarioTests {
    // MARK: S1

    /// S1: show, hide and show again within one animation, then duplicates: the result is
    /// that of a single show, and a duplicate event writes nothing.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func s1ShowHideShowAndDuplicatesEndAsOneShow(device: Device) {
      let stage = EditingStage(device: device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      let keyboardTop = device.keyboardTop
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      #expect(fields[9].becomeFirstResponder())
      let shown = device.dockedKeyboardFrame()
      stage.keyboard.show(shown)
      stage.keyboard.hide()
      stage.keyboard.show(shown)
      let added = device.keyboardHeight - device.safeArea.bottom  // 253, 302, 188
      let keyboardInsets = UIEdgeInsets(top: 0, left: 0, bottom: added, right: 0)
      #expect(scrollView.contentInset == keyboardInsets)
      #expect(scrollView.verticalScrollIndicatorInsets == keyboardInsets)
      // Field 9 padded bottom 616 → 616 − keyboardTop (301, 100, 432); the hide between
      // kept it (at most 1216 + safe.bottom − H: 648, 398, 844).
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)

      scrollView.forgetWrites()
      stage.keyboard.show(shown)
      // Announced again with the same frame, as third-party keyboards do.
      stage.keyboard.show(shown)
      #expect(scrollView.writeCount == 0)

      stage.keyboard.hide()
      #expect(scrollView.contentInset == .zero)
      scrollView.forgetWrites()
      // The same hide delivered twice.
      stage.keyboard.repeatLastSequence()
      #expect(scrollView.writeCount == 0)
    }

    /// S1 at the end of the content: the hide in between clamps the offset, the second
    /// show brings it back to where one show puts it.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func s1ShowHideShowAtTheEndOfTheContent(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let height = device.screenSize.height
      let keyboardTop = height - device.keyboardHeight
      #expect(scene.fields[19].becomeFirstResponder())
      let shown = device.dockedKeyboardFrame()
      scene.keyboard.show(shown)
      #expect(scrollView.contentOffset.y == 1216 - keyboardTop)  // 901, 700, 1032
      scene.keyboard.hide()
      // Clamped to 1216 + safe.bottom − H: 648, 398, 844.
      #expect(scrollView.contentOffset.y == 1216 + device.safeArea.bottom - height)
      scene.keyboard.show(shown)
      #expect(scrollView.contentOffset.y == 1216 - keyboardTop)
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
    }

    // MARK: S2

    /// S2: rotation with the keyboard up: iOS hides the keyboard, the screen, window and
    /// scroll view take the landscape size, layout runs, then the keyboard shows again with
    /// the landscape frame (the system keyboard's rotation sequence).
    @Test(
      arguments: zip([Device.iPhone15, .iPadPro], [Device.iPhone15Landscape, .iPadProLandscape]))
    func s2RotationWhileTheKeyboardIsUp(portrait: Device, landscape: Device) {
      let scene = FormScene(device: portrait)
      let scrollView = scene.scrollView
      let field = scene.fields[9]
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()

      scene.keyboard.rotate(to: landscape) {
        scene.window.frame = landscape.screenBounds
        scrollView.frame = scene.window.bounds
        scene.window.layoutIfNeeded()
      }
      #expect(scene.keyboard.frame == landscape.dockedKeyboardFrame())
      // Landscape heights 393 and 1024 < 1216: safe area applied (bottom 21, 20).
      // Inset 209 − 21 = 188, 471 − 20 = 451.
      let added = landscape.keyboardHeight - landscape.safeArea.bottom
      #expect(scrollView.contentInset.bottom == added)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == added)
      // Field 9 padded bottom 616 at the landscape keyboard's top (184, 553): 432, 63.
      let keyboardTop = landscape.keyboardTop
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)
      #expect(scene.rectInWindow(field).maxY == keyboardTop - 16)
    }

    // MARK: S4

    /// S4: the focused field is removed while the keyboard is up; the keyboard then grows.
    /// The inset follows; nothing scrolls to the removed field's old place.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadProLandscape])
    func s4FocusedFieldRemovedWhileTheKeyboardIsUp(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      let field = scene.fields[9]
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)  // 301, 100, 63
      field.removeFromSuperview()
      #expect(!field.isFirstResponder)
      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 44)
      scene.keyboard.changeFrame(to: taller)
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight + 44 - device.safeArea.bottom)
      // Revealing field 9 would now need 616 − keyboardTop + 44: the offset stays.
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)
    }

    /// S4: the focused field is hidden while the keyboard is up (it stays first responder);
    /// the keyboard then grows: inset follows, no scroll to the hidden field.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadProLandscape])
    func s4FocusedFieldHiddenWhileTheKeyboardIsUp(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      let field = scene.fields[9]
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      field.isHidden = true
      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 44)
      scene.keyboard.changeFrame(to: taller)
      #expect(field.isFirstResponder)
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight + 44 - device.safeArea.bottom)
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)
    }

    // MARK: S6

    /// S6: the keyboard hides with the offset at the end of the content: the insets are the
    /// app's again and the offset comes back to the end of the smaller range.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadProLandscape])
    func s6HideClampsTheOffsetIntoTheValidRange(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let height = device.screenSize.height
      let keyboardTop = height - device.keyboardHeight
      #expect(scene.fields[19].becomeFirstResponder())
      scene.keyboard.show()
      #expect(scrollView.contentOffset.y == 1216 - keyboardTop)  // 901, 700, 1032, 663
      scene.keyboard.hide()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      // 1216 + safe.bottom − H: 648, 398, 844, 212. No blank band below the content.
      #expect(scrollView.contentOffset.y == 1216 + device.safeArea.bottom - height)
      let lastField = scene.rectInWindow(scene.fields[19])
      #expect(lastField.maxY == height - device.safeArea.bottom - 16)  // 1200 − offset
    }

    /// S6: content shorter than the bounds: after the hide the only valid offset is 0.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadPro])
    func s6HideWithShortContentReturnsToTheTop(device: Device) {
      let scene = FormScene(device: device, fieldCount: 5)  // content 5 × 60 + 16 = 316
      let scrollView = scene.scrollView
      // A field behind the keyboard: y = H − 150, content H − 80 (not scrollable: T = 0).
      let height = device.screenSize.height
      scrollView.contentSize = CGSize(width: device.screenSize.width, height: height - 80)
      let field = UITextField(
        frame: CGRect(x: 16, y: height - 150, width: device.screenSize.width - 32, height: 44))
      scrollView.addSubview(field)
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // Padded bottom H − 90 at the visible bottom H − kbH: offset kbH − 90.
      #expect(scrollView.contentOffset.y == device.keyboardHeight - 90)
      scene.keyboard.hide()
      // Range 0 … max(0, H − 80 − H) = 0 … 0.
      #expect(scrollView.contentOffset.y == 0)
      #expect(scrollView.contentInset == .zero)
    }

    // MARK: S7

    /// S7: rows appended below the focused field while the keyboard is up: inset and offset
    /// stay.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func s7RowsAppendedBelowChangeNothing(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      #expect(scene.fields[9].becomeFirstResponder())
      scene.keyboard.show()
      for index in 20..<25 {
        let y = 16 + CGFloat(index) * 60
        let width = device.screenSize.width - 32
        scrollView.addSubview(UITextField(frame: CGRect(x: 16, y: y, width: width, height: 44)))
      }
      scrollView.contentSize.height = 1516  // 25 × 60 + 16
      scene.window.layoutIfNeeded()
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)  // 301, 100, 432
    }

    /// S7: the content grows from shorter than the bounds to taller, so UIKit starts
    /// applying the bottom safe area: the keyboard's part shrinks by exactly that, the total
    /// bottom inset stays the keyboard's height, and the field stays where it was.
    @Test(arguments: [Device.iPhone15, .iPhone15Landscape, .iPadProLandscape])
    func s7ContentGrowingPastTheBoundsKeepsTheTotalInset(device: Device) {
      let scene = FormScene(device: device, fieldCount: 5)  // content 316 < H
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      #expect(scene.fields[4].becomeFirstResponder())  // 256…300, padded 240…316
      scene.keyboard.show()
      #expect(scrollView.contentInset.bottom == device.keyboardHeight)  // no safe area yet
      // Offset max(0, 316 − keyboardTop): 0, 132, 0.
      let offset = max(0, 316 - keyboardTop)
      #expect(scrollView.contentOffset.y == offset)

      scrollView.contentSize.height = 1216  // rows added below: now taller than H
      scene.window.layoutIfNeeded()
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      #expect(scrollView.adjustedContentInset.bottom == device.keyboardHeight)
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == device.keyboardHeight - device.safeArea.bottom)
      // Padded 240…316 inside offset + T … offset + keyboardTop: no motion.
      #expect(scrollView.contentOffset.y == offset)
    }

    /// S7: three rows inserted above the focused field push it 180 pt down, behind the
    /// keyboard; after the layout pass it is revealed again with the least motion.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func s7RowsInsertedAboveKeepTheFieldVisible(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      let field = scene.fields[9]
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)
      for existing in scene.fields { existing.frame.origin.y += 180 }
      for index in 0..<3 {
        let y = 16 + CGFloat(index) * 60
        let width = device.screenSize.width - 32
        scrollView.addSubview(UITextField(frame: CGRect(x: 16, y: y, width: width, height: 44)))
      }
      scrollView.contentSize.height = 1396  // 23 × 60 + 16
      scene.window.layoutIfNeeded()
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      // Field 9 was 556…600; moved down 180 it is 736…780, padded bottom 796 → offset
      // 796 − keyboardTop (SE 796 − 315 = 481, iPhone 15 796 − 516 = 280, landscape 612).
      #expect(scrollView.contentOffset.y == 796 - keyboardTop)
      #expect(scene.rectInWindow(field).maxY == keyboardTop - 16)
    }
  }
#endif
