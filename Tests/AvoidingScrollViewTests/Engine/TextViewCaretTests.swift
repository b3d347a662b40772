#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// Text views, F4 and F5 of scenarios.md. A text view begins editing after the keyboard's
  /// will-show, as on iOS. The model's text layout: every "\n" starts a 20 pt line; the text
  /// container inset is (8, 0, 8, 0), so the caret on line n spans 8 + 20 n … 28 + 20 n in
  /// the text view.
  @MainActor
  @Suite(.serialized, .exclusiveNotificationCenter) struct TextViewCaretTests {
    /// A full-screen avoiding scroll view of the given content height, at UIKit's resting
    /// offset (−safe.top: every content height used here exceeds the screen's).
    private func makeScrollView(on stage: EditingStage, contentHeight: CGFloat)
      -> AvoidingScrollView
    {
      let scrollView = AvoidingScrollView()
      stage.addForm(scrollView, fieldCount: 0)
      scrollView.contentSize = CGSize(width: stage.device.screenSize.width, height: contentHeight)
      scrollView.contentOffset = CGPoint(x: 0, y: -stage.device.safeArea.top)
      return scrollView
    }

    // MARK: F4

    /// F4: a text view taller than the visible area, caret at its start: the caret line
    /// with padding is shown, and with it the text view's top.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadPro])
    func f4TallTextViewShowsItsTop(device: Device) {
      let stage = EditingStage(device: device)
      let keyboardTop = device.keyboardTop
      let scrollView = makeScrollView(on: stage, contentHeight: 2400)
      let width = device.screenSize.width - 32
      let textView = UITextView(frame: CGRect(x: 16, y: 1000, width: width, height: 1200))
      scrollView.addSubview(textView)
      stage.keyboard.show()
      #expect(textView.becomeFirstResponder())
      // Visible height H − T − kbH (315, 457, 944) < 1200 + 32: the caret is revealed.
      // Caret 1008…1028, padded 992…1044 → offset 1044 − keyboardTop (729, 528, 76).
      #expect(scrollView.contentOffset.y == 1044 - keyboardTop)
      // The text view's top, 1000 − offset = keyboardTop − 44 in the window, is on screen
      // below the top inset T.
      let seen = stage.rectInWindow(textView)
      #expect(seen.minY == keyboardTop - 44)
      #expect(seen.minY >= device.safeArea.top)
    }

    /// F4: the same text view with 30 lines and the caret at the end: the last line is
    /// shown, not the text view's top.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadPro])
    func f4TallTextViewShowsItsCaret(device: Device) {
      let stage = EditingStage(device: device)
      let keyboardTop = device.keyboardTop
      let scrollView = makeScrollView(on: stage, contentHeight: 2400)
      let width = device.screenSize.width - 32
      let textView = UITextView(frame: CGRect(x: 16, y: 1000, width: width, height: 1200))
      textView.text = Array(repeating: "line", count: 30).joined(separator: "\n")
      scrollView.addSubview(textView)
      stage.keyboard.show()
      #expect(textView.becomeFirstResponder())
      // Caret on line 29: 8 + 580 = 588 … 608 in the text view, 1588 … 1608 in the scroll
      // view; padded bottom 1624 → offset 1624 − keyboardTop (1309, 1108, 656).
      #expect(scrollView.contentOffset.y == 1624 - keyboardTop)
      let caret = textView.caretRect(for: textView.endOfDocument)
      #expect(textView.convert(caret, to: stage.window).maxY == keyboardTop - 16)
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
    }

    // MARK: F5

    /// F5: typing return twenty times in a tall text view moves the caret below the
    /// keyboard; after each change (next main-queue turn) the caret line is revealed.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func f5TypingNewLinesFollowsTheCaret(device: Device) async {
      let stage = EditingStage(device: device)
      let keyboardTop = device.keyboardTop
      let top = device.safeArea.top
      let scrollView = makeScrollView(on: stage, contentHeight: 2400)
      let width = device.screenSize.width - 32
      let textView = UITextView(frame: CGRect(x: 16, y: 100, width: width, height: 1200))
      scrollView.addSubview(textView)
      stage.keyboard.show()
      #expect(textView.becomeFirstResponder())
      // Caret 108…128, padded 92…144, inside 0 … keyboardTop − T (315, 457, 184).
      #expect(scrollView.contentOffset.y == -top)
      for line in 1...20 {
        textView.insertText("\n")
        await EditingStage.nextMainQueueTurn()
        // Caret line n: padded bottom 144 + 20 n; least motion keeps it at the visible
        // bottom once it passes it: offset max(−T, 144 + 20 n − keyboardTop).
        let expected = max(-top, 144 + 20 * CGFloat(line) - keyboardTop)
        #expect(scrollView.contentOffset.y == expected, "after line \(line)")
      }
      // After 20 lines: 544 − keyboardTop (229, 28, 360); the inset never changed.
      #expect(scrollView.contentOffset.y == 544 - keyboardTop)
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      let caret = textView.caretRect(for: textView.endOfDocument)
      #expect(textView.convert(caret, to: stage.window).maxY == keyboardTop - 16)
    }

    /// F5 with a second window on another screen (an external display, a second scene): a
    /// field there begins editing. UIKit keeps one first responder per window (as the model
    /// does), so the text view here is still first responder of its window, and typing here
    /// must still be followed. (Swift Testing runs other tests' windows in parallel: without
    /// this, any test that focuses a field during an `await` breaks caret following.)
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func f5EditingInAnotherWindowDoesNotStopFollowingTheCaret(device: Device) async {
      let stage = EditingStage(device: device)
      let keyboardTop = device.keyboardTop
      let scrollView = makeScrollView(on: stage, contentHeight: 2400)
      let width = device.screenSize.width - 32
      let textView = UITextView(frame: CGRect(x: 16, y: 100, width: width, height: 1200))
      scrollView.addSubview(textView)
      stage.keyboard.show()
      #expect(textView.becomeFirstResponder())

      let elsewhere = EditingStage(device: device)
      let otherFields = elsewhere.addForm(AvoidingScrollView())
      #expect(otherFields[0].becomeFirstResponder())
      #expect(textView.isFirstResponder)

      textView.insertText(String(repeating: "\n", count: 20))
      await EditingStage.nextMainQueueTurn()
      // Caret on line 20: padded bottom 144 + 400 = 544 → offset 544 − keyboardTop.
      #expect(scrollView.contentOffset.y == 544 - keyboardTop)
    }

    /// F5: a self-sizing text view grows by 100 pt when the user types return (the app
    /// resizes it in response to the change): its new bottom is revealed.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPadPro])
    func f5GrowingTextViewIsRevealedWhole(device: Device) async {
      let stage = EditingStage(device: device)
      let keyboardTop = device.keyboardTop
      let top = device.safeArea.top  // content 2000 > H
      let scrollView = makeScrollView(on: stage, contentHeight: 2000)
      let width = device.screenSize.width - 32
      // Y = keyboardTop − T − 150: the padded view (Y − 16 … Y + 116) ends 34 pt above the
      // keyboard at the resting offset −T.
      let y = keyboardTop - top - 150
      let textView = UITextView(frame: CGRect(x: 16, y: y, width: width, height: 100))
      scrollView.addSubview(textView)
      stage.keyboard.show()
      #expect(textView.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == -top)
      textView.insertText("\n")
      textView.frame = CGRect(x: 16, y: y, width: width, height: 200)
      await EditingStage.nextMainQueueTurn()
      // 200 + 32 fits the visible height keyboardTop − T (315, 457, 944): revealed whole.
      // Padded bottom Y + 216 = keyboardTop − T + 66 → offset −T + 66.
      #expect(scrollView.contentOffset.y == 66 - top)
      #expect(stage.rectInWindow(textView).maxY == keyboardTop - 16)
    }
  }
#endif
