#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// F9 of scenarios.md: UIKit's own scroll when a field inside the scroll view becomes
  /// first responder (HeadlessUIKit's UIScrollView+FocusScroll.swift: the nearest enclosing
  /// scroll view gets an animated `scrollRectToVisible` of the field's frame, inside
  /// `becomeFirstResponder()`, before begin-editing [seen, radar 20798351]). The component
  /// and UIKit never fight: one visible motion per action, to the component's target.
  ///
  /// Shared arithmetic (EditingStage.addForm, as FormScene): field `i` spans
  /// 16 + 60 i … 60 + 60 i, padded by 16 to 60 i … 76 + 60 i; 20 fields make the content
  /// 1216 tall, taller than every screen used here (568, 852, 1024), so the safe area
  /// applies: T = safe top, B = safe bottom. With the keyboard docked, the visible part of
  /// the full-screen scroll view is offset + T … offset + keyboardTop (the added inset plus
  /// B equal the keyboard's height); without it, offset + T … offset + H − B.
  /// keyboardTop: iPhone SE 568 − 253 = 315, iPhone 15 852 − 336 = 516, iPad Pro
  /// landscape 1024 − 471 = 553.
  @MainActor
  @Suite struct UIKitFocusScrollScenarioTests {
    nonisolated static let devices: [Device] = [.iPhoneSE, .iPhone15, .iPadProLandscape]

    /// A full-screen recording avoiding scroll view with 20 fields, at UIKit's resting
    /// offset −T.
    static func makeForm(_ device: Device) -> (
      EditingStage, WriteRecordingScrollView, [UITextField]
    ) {
      let stage = EditingStage(device: device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      return (stage, scrollView, fields)
    }

    /// F9: Next moves focus down to a field behind the keyboard. UIKit alone would stop
    /// with the field's bottom on the keyboard (780 − keyboardTop) and the component would
    /// then add the padding: two motions. Now one write, straight to the padded target.
    @Test(arguments: devices)
    func f9NextToAFieldBehindTheKeyboardMovesOnce(device: Device) {
      let (stage, scrollView, fields) = Self.makeForm(device)
      let top = device.safeArea.top
      #expect(fields[2].becomeFirstResponder())
      stage.keyboard.show()
      stage.window.layoutIfNeeded()
      // Field 2 padded 120…196 inside −T + T … −T + keyboardTop (315, 457, 529): no motion.
      #expect(scrollView.contentOffset.y == -top)
      scrollView.forgetWrites()

      #expect(fields[12].becomeFirstResponder())
      stage.window.layoutIfNeeded()  // the display pass before the next frame

      // Field 12 padded 720…796 → offset 796 − keyboardTop (481, 280, 243), written once.
      let target = CGPoint(x: 0, y: 796 - device.keyboardTop)
      #expect(scrollView.contentOffsetWrites == [target])
      #expect(scrollView.contentOffset == target)
      // On screen the field ends 16 pt above the keyboard: 780 − (796 − keyboardTop).
      #expect(stage.rectInWindow(fields[12]).maxY == device.keyboardTop - 16)
    }

    /// F9: Previous moves focus up to a field above the visible area. UIKit alone would
    /// put the field's top on the visible top (316 − T); the component keeps 16 pt above.
    @Test(arguments: devices)
    func f9PreviousToAFieldAboveMovesOnce(device: Device) {
      let (stage, scrollView, fields) = Self.makeForm(device)
      let top = device.safeArea.top
      #expect(fields[12].becomeFirstResponder())
      stage.keyboard.show()
      // The user scrolls down: 600 is valid (max 1216 + keyboard − H: 901, 700, 663), and
      // field 12 padded 720…796 stays inside 600 + T … 600 + keyboardTop.
      scrollView.contentOffset = CGPoint(x: 0, y: 600)
      stage.window.layoutIfNeeded()
      scrollView.forgetWrites()

      #expect(fields[5].becomeFirstResponder())
      stage.window.layoutIfNeeded()

      // Field 5 padded 300…376, above 600 + T: its padded top on the visible top,
      // offset 300 − T (300, 241, 276), written once.
      let target = CGPoint(x: 0, y: 300 - top)
      #expect(scrollView.contentOffsetWrites == [target])
      #expect(stage.rectInWindow(fields[5]).minY == top + 16)
    }

    /// F9, the jump up then down: focus moves to a text view taller than the visible area
    /// whose caret is already in sight. UIKit asks for the whole text view (400 … 1000,
    /// taller than the visible height, so the model shows its top: offset 400 − T, above
    /// the caret), and the component would then scroll back down to the caret. Now nothing
    /// moves.
    @Test(arguments: devices)
    func f9TallTextViewWithItsCaretInSightDoesNotJump(device: Device) {
      let stage = EditingStage(device: device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView, fieldCount: 3)
      let textView = UITextView(frame: CGRect(x: 16, y: 400, width: 280, height: 600))
      // 20 lines; set in code, the caret goes to the end: line 20, at
      // 8 + 19 × 20 = 388 … 408 in the text view, 788 … 808 in the scroll view, padded
      // 772 … 824. The text (8 + 400 + 8 = 416) fits the text view: it does not scroll.
      textView.text = Array(repeating: "line", count: 20).joined(separator: "\n")
      scrollView.addSubview(textView)
      scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: 1400)
      let top = device.safeArea.top
      scrollView.contentOffset = CGPoint(x: 0, y: -top)
      #expect(fields[0].becomeFirstResponder())
      stage.keyboard.show()
      // The user scrolls to 600 (max 1400 + keyboard − H: 1085, 884, 847): visible
      // 600 + T … 600 + keyboardTop = 600…915, 659…1116, 624…1153 holds 772 … 824.
      scrollView.contentOffset = CGPoint(x: 0, y: 600)
      stage.window.layoutIfNeeded()
      scrollView.forgetWrites()

      #expect(textView.becomeFirstResponder())
      stage.window.layoutIfNeeded()

      // The text view (600 + 32 padding) is taller than keyboardTop − T (315, 457, 529):
      // the component shows its caret, which is visible. No write at all.
      #expect(scrollView.contentOffsetWrites.isEmpty)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
      #expect(textView.contentOffset == .zero)
    }

    /// F9, first focus with the keyboard hidden (an app focusing a field below the screen
    /// when its form appears): each action writes once, and the second continues in the
    /// same direction.
    @Test(arguments: devices)
    func f9FirstFocusThenKeyboardEachMoveOnceTheSameWay(device: Device) {
      let (stage, scrollView, fields) = Self.makeForm(device)
      scrollView.forgetWrites()

      #expect(fields[17].becomeFirstResponder())
      // Focus: field 17 padded 1020…1096, no keyboard yet: visible bottom offset + H − B,
      // so offset 1096 − (H − B) = 1096 − 568, 1096 − 818, 1096 − 1004 = 528, 278, 92.
      // UIKit alone would have stopped at 1080 − (H − B), 16 pt short.
      let beforeKeyboard = CGPoint(
        x: 0, y: 1096 - (device.screenSize.height - device.safeArea.bottom))
      #expect(scrollView.contentOffsetWrites == [beforeKeyboard])
      scrollView.forgetWrites()

      stage.keyboard.show()
      stage.window.layoutIfNeeded()

      // Keyboard: offset 1096 − keyboardTop (781, 580, 543), within max 901, 700, 663.
      let withKeyboard = CGPoint(x: 0, y: 1096 - device.keyboardTop)
      #expect(scrollView.contentOffsetWrites == [withKeyboard])
      #expect(withKeyboard.y > beforeKeyboard.y)
    }

    /// F9 with avoidance off: the scroll view is a plain one, and UIKit's scroll happens
    /// at once, as asked (no padding, no keyboard).
    @Test(arguments: devices)
    func f9AvoidanceOffLeavesUIKitsScrollAlone(device: Device) {
      let (stage, scrollView, fields) = Self.makeForm(device)
      defer { withExtendedLifetime(stage) {} }  // the stage holds the window
      scrollView.isKeyboardAvoidanceEnabled = false
      scrollView.forgetWrites()

      #expect(fields[17].becomeFirstResponder())

      // Field 17 ends at 1080; visible bottom offset + H − B: offset 1080 − (H − B) =
      // 512, 262, 76 (max 1216 + B − H: 648, 398, 212).
      let target = CGPoint(x: 0, y: 1080 - (device.screenSize.height - device.safeArea.bottom))
      #expect(scrollView.contentOffsetWrites == [target])
    }

    /// F9 with another app's keyboard (iPad multitasking): the component keeps the inset but
    /// does not reveal, so UIKit's request is performed as asked, at the layout pass.
    @Test(arguments: devices)
    func f9AnotherAppsKeyboardLeavesUIKitsScrollToTheLayoutPass(device: Device) {
      let (stage, scrollView, fields) = Self.makeForm(device)
      let top = device.safeArea.top
      #expect(fields[2].becomeFirstResponder())
      stage.keyboard.show(isLocal: false)
      stage.window.layoutIfNeeded()
      scrollView.forgetWrites()

      #expect(fields[17].becomeFirstResponder())
      #expect(scrollView.contentOffset.y == -top)  // held until the display pass

      stage.window.layoutIfNeeded()
      // UIKit's rect, field 17 at 1036 … 1080, unpadded; the keyboard's inset is in place,
      // so the visible bottom is offset + keyboardTop: 1080 − keyboardTop = 765, 564, 527.
      #expect(scrollView.contentOffsetWrites == [CGPoint(x: 0, y: 1080 - device.keyboardTop)])
    }

    /// A request still held when the scroll view leaves its window is dropped: what it asked
    /// to show is no longer on screen, and nothing scrolls when it comes back.
    @Test(arguments: devices)
    func f9HeldRequestIsDroppedWhenTheScrollViewLeaves(device: Device) {
      let (stage, scrollView, fields) = Self.makeForm(device)
      let top = device.safeArea.top
      #expect(fields[2].becomeFirstResponder())
      stage.keyboard.show(isLocal: false)
      stage.window.layoutIfNeeded()
      #expect(fields[17].becomeFirstResponder())
      scrollView.forgetWrites()

      scrollView.removeFromSuperview()
      stage.window.addSubview(scrollView)
      stage.window.layoutIfNeeded()

      #expect(scrollView.contentOffsetWrites.isEmpty)
      #expect(scrollView.contentOffset.y == -top)
    }

    /// The app's own requests: animated ones take effect at the next layout pass (on iOS
    /// an animated scroll reaches its offset over the next frames anyway), unanimated ones
    /// at once.
    @Test(arguments: devices)
    func appRequestsAnimatedAtTheLayoutPassUnanimatedAtOnce(device: Device) {
      let (stage, scrollView, fields) = Self.makeForm(device)
      let top = device.safeArea.top
      #expect(fields[2].becomeFirstResponder())
      stage.keyboard.show()
      stage.window.layoutIfNeeded()
      scrollView.forgetWrites()

      // Field 19 spans 1156 … 1200: just visible with its bottom on the keyboard's top,
      // offset 1200 − keyboardTop (885, 684, 647; max 901, 700, 663).
      scrollView.scrollRectToVisible(fields[19].frame, animated: true)
      #expect(scrollView.contentOffset.y == -top)
      stage.window.layoutIfNeeded()
      #expect(scrollView.contentOffsetWrites == [CGPoint(x: 0, y: 1200 - device.keyboardTop)])

      // Back to field 0 (16 … 60), unanimated: its top on the visible top, offset 16 − T.
      scrollView.scrollRectToVisible(fields[0].frame, animated: false)
      #expect(scrollView.contentOffset.y == 16 - top)
    }
  }
#endif
