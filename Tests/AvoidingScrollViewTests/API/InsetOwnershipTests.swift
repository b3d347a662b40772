#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The app's own insets, S3 and S5 of scenarios.md. FormScene's content (1216) is taller
  /// than every screen used here: T = safe.top, safe.bottom applied; the keyboard adds
  /// kbH − safe.bottom to the bottom of both insets; field 9 is padded 540 … 616.
  @MainActor
  @Suite struct InsetOwnershipTests {
    // MARK: S3

    /// S3: the app edits one edge of its insets while the keyboard is up
    /// (`contentInset.top = 20`): kept, and exactly restored on hide.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func s3AppEditsTopInsetWhileTheKeyboardIsUp(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      #expect(scene.fields[9].becomeFirstResponder())
      scene.keyboard.show()
      let added = device.keyboardHeight - device.safeArea.bottom  // 253, 302, 188

      scrollView.contentInset.top = 20
      scrollView.verticalScrollIndicatorInsets.top = 5
      #expect(scrollView.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: added, right: 0))
      #expect(
        scrollView.verticalScrollIndicatorInsets
          == UIEdgeInsets(top: 5, left: 0, bottom: added, right: 0))
      // Field 9's padded top 540 is below the new visible top 616 − keyboardTop + T + 20
      // (321, 179, 452): the offset stays 616 − keyboardTop.
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)

      scene.keyboard.hide()
      #expect(scrollView.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      #expect(
        scrollView.verticalScrollIndicatorInsets
          == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    }

    /// S3: the app writes whole new insets, with a new bottom, while the keyboard is up; the
    /// keyboard then grows. The app's bottom is kept under the keyboard's part and is
    /// exactly what remains on hide.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func s3AppWritesNewInsetsWhileTheKeyboardIsUp(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let height = device.screenSize.height
      let keyboardTop = height - device.keyboardHeight
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      #expect(scene.fields[9].becomeFirstResponder())
      scene.keyboard.show()
      let added = device.keyboardHeight - device.safeArea.bottom

      let appContent = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
      let appIndicator = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
      scrollView.contentInset = appContent
      scrollView.verticalScrollIndicatorInsets = appIndicator
      #expect(scrollView.contentInset.bottom == 30 + added)
      #expect(scrollView.contentInset.top == 10)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 12 + added)
      // The visible bottom rose by the app's 30: offset 616 + 30 − keyboardTop.
      #expect(scrollView.contentOffset.y == 646 - keyboardTop)

      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 44)
      scene.keyboard.changeFrame(to: taller)
      #expect(scrollView.contentInset.bottom == 30 + added + 44)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 12 + added + 44)
      #expect(scrollView.contentOffset.y == 690 - keyboardTop)  // 375, 174, 506

      scene.keyboard.hide()
      #expect(scrollView.contentInset == appContent)
      #expect(scrollView.verticalScrollIndicatorInsets == appIndicator)
      // Valid up to 1216 + 30 + safe.bottom − H (678, 428, 874): the offset stays.
      #expect(scrollView.contentOffset.y == 690 - keyboardTop)
    }

    // MARK: S5

    /// S5: the scroll view leaves its window with the keyboard up: the app's insets come
    /// back at once, later notifications do nothing, and once the app lets go of it, it is
    /// deallocated.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadProLandscape])
    func s5ScrollViewRemovedFromItsWindow(device: Device) {
      let stage = EditingStage(device: device)
      let keyboardTop = device.keyboardTop
      var scrollView: AvoidingScrollView? = AvoidingScrollView()
      weak let released = scrollView
      let fields = scrollView.map { stage.addForm($0) } ?? []
      let appContent = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
      let appIndicator = UIEdgeInsets(top: 0, left: 0, bottom: 6, right: 0)
      scrollView?.contentInset = appContent
      scrollView?.verticalScrollIndicatorInsets = appIndicator
      scrollView?.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      #expect(fields[9].becomeFirstResponder())
      stage.keyboard.show()
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(scrollView?.contentInset.bottom == 12 + added)
      // Field 9 padded bottom 616 at offset + H − (12 + kbH): offset 628 − keyboardTop.
      let offset = 628 - keyboardTop  // 313, 112, 75
      #expect(scrollView?.contentOffset.y == offset)

      scrollView?.removeFromSuperview()
      #expect(scrollView?.contentInset == appContent)
      #expect(scrollView?.verticalScrollIndicatorInsets == appIndicator)
      // Still valid: the largest offset is 1216 + 12 − H (+ safe.bottom while in the window):
      // at least 660, 376, 204.
      #expect(scrollView?.contentOffset.y == offset)

      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 44)
      stage.keyboard.show(taller)
      stage.keyboard.hide()
      stage.keyboard.show(taller)
      #expect(scrollView?.contentInset == appContent)
      #expect(scrollView?.verticalScrollIndicatorInsets == appIndicator)
      #expect(scrollView?.contentOffset.y == offset)

      scrollView = nil
      #expect(released == nil)
    }
  }
#endif
