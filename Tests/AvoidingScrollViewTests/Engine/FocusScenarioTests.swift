#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Focus and content, F1–F3, F6, F7 of scenarios.md (F4, F5: TextViewCaretTests; F8:
  /// NestedScrollViewTests).
  ///
  /// Shared arithmetic: FormScene's field `i` spans 16 + 60 i … 60 + 60 i, padded by 16 to
  /// 60 i … 76 + 60 i; the content is 20 × 60 + 16 = 1216 tall. With the keyboard docked,
  /// the visible part of a full-screen scroll view is offset + T … offset + keyboardTop,
  /// where T is the applied top safe area and keyboardTop = H − keyboard height (the added
  /// inset plus the applied bottom safe area equal the keyboard height).
  @MainActor
  @Suite struct FocusScenarioTests {
    // MARK: F1

    /// F1: focus moves from field to field while the keyboard stays up; no keyboard
    /// notification is sent. Each field is revealed with the least motion.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadProLandscape])
    func f1FocusMovesFieldToFieldWithTheKeyboardUp(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      // Content 1216 > H (568, 852, 1024): the safe area applies, T = safe.top.
      let top = device.safeArea.top
      scrollView.contentOffset = CGPoint(x: 0, y: -top)  // UIKit's resting offset
      #expect(scene.fields[2].becomeFirstResponder())
      scene.keyboard.show()
      // Added = keyboard height − applied safe.bottom.
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(scrollView.contentInset.bottom == added)
      // Field 2 padded 120…196; visible 0 … keyboardTop − T (315, 457, 529): no motion.
      #expect(scrollView.contentOffset.y == -top)

      #expect(scene.fields[12].becomeFirstResponder())
      // Field 12 padded 720…796: bottom 796 at the visible bottom → offset 796 − keyboardTop.
      #expect(scrollView.contentOffset.y == 796 - keyboardTop)

      #expect(scene.fields[13].becomeFirstResponder())
      // Field 13 padded 780…856 → offset 856 − keyboardTop: 60 further, no jump back.
      #expect(scrollView.contentOffset.y == 856 - keyboardTop)

      #expect(scene.fields[5].becomeFirstResponder())
      // Field 5 padded 300…376; visible top 856 − keyboardTop + T (541, 399, 327) > 300:
      // scroll up until 300 is the visible top → offset 300 − T.
      #expect(scrollView.contentOffset.y == 300 - top)

      #expect(scene.fields[6].becomeFirstResponder())
      // Field 6 padded 360…436 inside 300 … 300 − T + keyboardTop (615, 757, 829): stays.
      #expect(scrollView.contentOffset.y == 300 - top)
      // No keyboard event: the inset never moved.
      #expect(scrollView.contentInset.bottom == added)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == added)
      // The user sees field 6 at 376 − (300 − T) = 76 + T … 120 + T in the window.
      #expect(scene.rectInWindow(scene.fields[6]).minY == 76 + top)
    }

    // MARK: F2

    /// F2: the focused field is already visible above the keyboard: nothing moves, even
    /// when the keyboard then grows a little (QuickType bar).
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadPro])
    func f2VisibleFieldDoesNotMove(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let height = device.screenSize.height
      let keyboardTop = height - device.keyboardHeight
      // Content 1216 is taller than 568 and 852 (safe area applied) but not than 1366.
      let scrollable = 1216 > height
      let top = scrollable ? device.safeArea.top : 0
      let appliedBottom = scrollable ? device.safeArea.bottom : 0
      scrollView.contentOffset = CGPoint(x: 0, y: -top)
      #expect(scene.fields[1].becomeFirstResponder())
      scene.keyboard.show()
      // Field 1 padded 60…136 inside 0 … keyboardTop − T (315, 457, 968).
      #expect(scrollView.contentOffset.y == -top)
      // On screen at 76 + T … 120 + T, above the keyboard's top with room for the padding.
      #expect(scene.rectInWindow(scene.fields[1]).maxY == 120 + top)
      #expect(120 + top + 16 <= keyboardTop)
      // SE 253 − 0; iPhone 15 336 − 34; iPad (content not scrollable) 398 − 0.
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - appliedBottom)
      // Indicator: covered − safeAreaInsets.bottom: 253, 302, 398 − 20 = 378.
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == device.keyboardHeight - device.safeArea.bottom)

      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 44)
      scene.keyboard.changeFrame(to: taller)
      // Visible bottom keyboardTop − 44 − T (271, 413, 924) is still below 136: no motion.
      #expect(scrollView.contentOffset.y == -top)
      #expect(scrollView.contentInset.bottom == device.keyboardHeight + 44 - appliedBottom)
    }

    /// F2: UIKit itself calls `scrollRectToVisible` with the field's frame when it becomes
    /// first responder (radar 20798351). The result is what the component gives alone.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func f2UIKitsOwnScrollAtFocusLeavesTheSameResult(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let top = device.safeArea.top  // content 1216 > H on all three
      // Field 6 (376…420) starts 16 pt above the visible top: visible top = 392.
      scrollView.contentOffset = CGPoint(x: 0, y: 392 - top)
      let field = scene.fields[6]
      #expect(field.becomeFirstResponder())
      scrollView.scrollRectToVisible(field.frame, animated: true)  // as UIKit does
      scene.keyboard.show()
      // Padded top 360 must be the visible top: offset 360 − T. Padded bottom 436 fits
      // below the visible bottom 360 − T + keyboardTop (675, 817, 544).
      #expect(scrollView.contentOffset.y == 360 - top)
      #expect(scene.rectInWindow(field).minY == 16 + top)  // 376 − (360 − T)
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
    }

    // MARK: F3

    /// F3: the last field of the content: the padding below it is cut at the content's
    /// end, and the offset ends exactly at the end of the scrollable range.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadProLandscape])
    func f3FieldAtTheEndOfTheContent(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let keyboardTop = device.keyboardTop
      let last = scene.fields[19]  // 1156…1200; padded 1140…min(1216, 1216) = 1216
      #expect(last.becomeFirstResponder())
      scene.keyboard.show()
      // Visible bottom offset + keyboardTop = 1216 → offset 1216 − keyboardTop (901, 700,
      // 663), which is also the maximum: 1216 + keyboard height (inset) − H.
      #expect(scrollView.contentOffset.y == 1216 - keyboardTop)
      #expect(scene.rectInWindow(last).maxY == keyboardTop - 16)  // 1200 − offset
    }

    /// F3: content shorter than the bounds: only the keyboard's inset makes room.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadPro])
    func f3ContentShorterThanTheBounds(device: Device) {
      let stage = EditingStage(device: device)
      let height = device.screenSize.height
      let scrollView = AvoidingScrollView()
      stage.addForm(scrollView, fieldCount: 0)
      // Content H − 40, a field at its bottom: H − 100 … H − 56.
      scrollView.contentSize = CGSize(width: device.screenSize.width, height: height - 40)
      let field = UITextField(
        frame: CGRect(x: 16, y: height - 100, width: device.screenSize.width - 32, height: 44))
      scrollView.addSubview(field)
      #expect(field.becomeFirstResponder())
      stage.keyboard.show()
      // Content not taller than the bounds: no safe area applied, the whole overlap is added.
      #expect(scrollView.adjustedContentInset.top == 0)
      #expect(scrollView.contentInset.bottom == device.keyboardHeight)
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == device.keyboardHeight - device.safeArea.bottom)
      // Padded H − 116 … min(H − 40, content end H − 40). Visible bottom offset + H − kbH:
      // offset = kbH − 40 (213, 296, 358) = content + inset − H, the end of the range.
      #expect(scrollView.contentOffset.y == device.keyboardHeight - 40)
      #expect(stage.rectInWindow(field).maxY == height - device.keyboardHeight - 16)
    }

    // MARK: F6

    /// F6: a field five containers deep, each offset by (5, 50), in a content view at y 40
    /// whose bounds origin is shifted by 30.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadProLandscape])
    func f6FieldNestedDeepInOffsetContainers(device: Device) {
      let stage = EditingStage(device: device)
      let width = device.screenSize.width
      let keyboardTop = device.keyboardTop
      let scrollView = AvoidingScrollView()
      stage.addForm(scrollView, fieldCount: 0)
      scrollView.contentSize = CGSize(width: width, height: 2000)
      let contentView = UIView(frame: CGRect(x: 0, y: 40, width: width, height: 1900))
      contentView.bounds = CGRect(x: 0, y: 30, width: width, height: 1900)
      scrollView.addSubview(contentView)
      var container = contentView
      for _ in 0..<5 {
        let inner = UIView(frame: CGRect(x: 5, y: 50, width: width - 10, height: 1500))
        container.addSubview(inner)
        container = inner
      }
      let field = UITextField(frame: CGRect(x: 4, y: 800, width: 200, height: 44))
      container.addSubview(field)
      stage.window.layoutIfNeeded()
      // In the scroll view: y = 40 + (50 − 30) + 4 × 50 + 800 = 1060 … 1104; x = 5 × 5 + 4.
      #expect(scrollView.convert(field.bounds, from: field).minY == 1060)
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)  // 2000 > H
      #expect(field.becomeFirstResponder())
      stage.keyboard.show()
      // Padded bottom 1120 → offset 1120 − keyboardTop (805, 604, 567); x untouched.
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1120 - keyboardTop))
      let seen = stage.rectInWindow(field)
      #expect(seen.maxY == keyboardTop - 16)  // 1104 − (1120 − keyboardTop)
      #expect(seen.minX == 29)
    }

    // MARK: F7

    /// F7: the focused field is in the same window but outside the scroll view (a bottom
    /// bar's field, behind the keyboard): insets, no scrolling, and a field of the scroll
    /// view that lost focus is not scrolled to later.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadProLandscape])
    func f7FocusOutsideTheScrollViewInsetsButNeverScrolls(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let height = device.screenSize.height
      let keyboardTop = height - device.keyboardHeight
      let top = device.safeArea.top  // content 1216 > H
      scrollView.contentOffset = CGPoint(x: 0, y: -top)
      let barField = UITextField(
        frame: CGRect(x: 16, y: height - 60, width: device.screenSize.width - 32, height: 44))
      scene.window.addSubview(barField)
      #expect(barField.becomeFirstResponder())
      scene.keyboard.show()
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(scrollView.contentInset.bottom == added)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == added)
      #expect(scrollView.contentOffset.y == -top)

      // Focus moves into the scroll view: field 12 is revealed (padded bottom 796).
      #expect(scene.fields[12].becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 796 - keyboardTop)
      // Back to the bar's field, then the keyboard grows by 44: field 12 is now covered
      // (796 > visible bottom 796 − 44) but no longer focused, so nothing scrolls.
      #expect(barField.becomeFirstResponder())
      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 44)
      scene.keyboard.changeFrame(to: taller)
      #expect(scrollView.contentInset.bottom == added + 44)
      #expect(scrollView.contentOffset.y == 796 - keyboardTop)
    }

    /// F7: two avoiding scroll views side by side (Split View-like layout): the field is in
    /// the right one. Both are covered by the keyboard; only the right one scrolls.
    @Test(arguments: [Device.iPhone15, .iPhone15Landscape, .iPadProLandscape])
    func f7FieldInAnotherScrollViewOfTheWindow(device: Device) {
      let stage = EditingStage(device: device)
      let half = device.screenSize.width / 2
      let height = device.screenSize.height
      let keyboardTop = height - device.keyboardHeight
      let left = AvoidingScrollView()
      let right = AvoidingScrollView()
      stage.addForm(left, frame: CGRect(x: 0, y: 0, width: half, height: height))
      let rightFields = stage.addForm(
        right, frame: CGRect(x: half, y: 0, width: half, height: height))
      let top = device.safeArea.top  // content 1216 > H (852, 393, 1024)
      left.contentOffset = CGPoint(x: 0, y: -top)
      right.contentOffset = CGPoint(x: 0, y: -top)
      #expect(rightFields[12].becomeFirstResponder())
      stage.keyboard.show()
      // The keyboard spans the screen's width: each is covered by the keyboard height.
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(left.contentInset.bottom == added)
      #expect(right.contentInset.bottom == added)
      #expect(left.contentOffset.y == -top)
      #expect(right.contentOffset.y == 796 - keyboardTop)  // field 12 padded bottom 796
    }
  }
#endif
