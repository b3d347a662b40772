#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 16, item 1 (scenarios.md K9, K10): a will-hide means that no keyboard covers
  /// anything, whatever its end frame; the state after interrupted legs is that of the last
  /// will-notification; did-notifications never replace the will-frame.
  ///
  /// FormScene's field `i` spans 16 + 60 i … 60 + 60 i; content 1216 pt. Field 0 is focused
  /// in every test here, so it stays visible and the offset never has a reason to move.
  @MainActor
  @Suite struct HideIsAuthoritativeScenarioTests {
    /// A device, the bottom safe area `.automatic` applies to the full-screen form (content
    /// 1216 is taller than the iPhones' screens, shorter than the 1366 pt iPad's), and the
    /// added inset a docked keyboard gives: keyboardHeight − applied.
    struct Case: CustomStringConvertible, Sendable {
      var device: Device
      /// The bottom safe area applied to the content inset.
      var applied: CGFloat
      var description: String { device.name }
    }

    nonisolated static let cases: [Case] = [
      Case(device: .iPhoneSE, applied: 0),  // 253 − 0 = 253 added
      Case(device: .iPhone15, applied: 34),  // 336 − 34 = 302 added
      Case(device: .iPadPro, applied: 0),  // 1216 < 1366: 398 − 0 = 398 added
    ]

    /// The iOS 26 shape (IQKeyboardManager #2124): with an accessory view attached, the
    /// will-hide's end frame still shows 44 pt at the bottom of the screen. The old reading
    /// left that 44 pt (less the applied safe area: 44, 10, 44) as a permanent inset.
    @Test(arguments: cases)
    func willHideWithAnAccessoryHighFrameLeavesNoInset(c: Case) {
      let device = c.device
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      #expect(scene.fields[0].becomeFirstResponder())
      let shown = device.dockedKeyboardFrame()
      scene.keyboard.show(shown)
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - c.applied)
      let offset = scrollView.contentOffset

      // 44 pt tall, its bottom at the screen's bottom: H − 44 … H.
      let accessoryOnly = CGRect(
        x: 0, y: device.screenSize.height - 44, width: device.screenSize.width, height: 44)
      // The will-hide alone (its will-change-frame is the next test's): no keyboard method
      // posts one notification, so it is built here.
      KeyboardNotification(.willHide, begin: shown, end: accessoryOnly).post(on: scene.screen)
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      // Field 0 (padded 0…76) was visible and the smaller inset still allows the offset.
      #expect(scrollView.contentOffset == offset)
    }

    /// The same, with the change-frame iOS posts before the hide carrying the 44 pt frame
    /// too: the hide, posted last, decides.
    @Test(arguments: cases)
    func changeFrameThenHideWithTheAccessoryFrameEndsHidden(c: Case) {
      let device = c.device
      let scene = FormScene(device: device)
      #expect(scene.fields[0].becomeFirstResponder())
      scene.keyboard.show()
      let accessoryOnly = CGRect(
        x: 0, y: device.screenSize.height - 44, width: device.screenSize.width, height: 44)
      scene.keyboard.hide(reporting: .stillOnScreen(height: 44))
      #expect(scene.keyboard.frame == accessoryOnly)
      #expect(scene.scrollView.contentInset == .zero)
      #expect(scene.scrollView.verticalScrollIndicatorInsets == .zero)
    }

    /// A password-manager prompt replaces the keyboard: will-hide right after will-show, with
    /// the very same docked end frame. The old reading kept the whole keyboard's inset.
    @Test(arguments: cases)
    func willHideWithTheDockedFrameGivesTheInsetBack(c: Case) {
      let device = c.device
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
      #expect(scene.fields[0].becomeFirstResponder())
      let docked = device.dockedKeyboardFrame()
      scene.keyboard.show(docked)
      // The app's 12 plus the keyboard's 253, 302, 398.
      #expect(scrollView.contentInset.bottom == 12 + device.keyboardHeight - c.applied)
      // A will-hide that contradicts its own frame: built here, no keyboard method posts it.
      KeyboardNotification(.willHide, begin: docked, end: docked).post(on: scene.screen)
      // Exactly the app's inset again.
      #expect(scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }

    /// An empty end frame on the hide (quipper/MessageKit PR #26): hidden, as for any hide.
    @Test(arguments: cases)
    func willHideWithAnEmptyFrameGivesTheInsetBack(c: Case) {
      let scene = FormScene(device: c.device)
      #expect(scene.fields[0].becomeFirstResponder())
      scene.keyboard.show()
      scene.keyboard.hide(reporting: .empty)
      #expect(scene.scrollView.contentInset == .zero)
    }

    /// Interrupted legs (K10): show → hide (with the docked frame, as an interrupted hide
    /// reports it) → show, all before the first animation ends: shown, as after one show;
    /// and show → show → hide: hidden.
    @Test(arguments: cases)
    func interruptedLegsEndInTheLastWillNotificationsState(c: Case) {
      let device = c.device
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      #expect(scene.fields[0].becomeFirstResponder())
      let keyboard = scene.keyboard
      // Each leg starts before the previous one's animation ends: its did-notifications are
      // dropped, and only the last leg's arrive, at finishAnimation().
      keyboard.finishesAnimationsAtOnce = false
      // The interrupted hide reports the keyboard still where it is: docked, full height.
      let interruptedHide = SystemKeyboard.ReportedHideFrame.stillOnScreen(
        height: device.keyboardHeight)
      keyboard.show()
      keyboard.hide(reporting: interruptedHide)
      #expect(keyboard.frame == device.dockedKeyboardFrame())
      keyboard.show()
      keyboard.finishAnimation()
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - c.applied)

      keyboard.show()
      keyboard.hide(reporting: interruptedHide)
      keyboard.finishAnimation()
      #expect(scrollView.contentInset.bottom == 0)
    }

    /// A zero frame on will-change-frame (a floating keyboard being dragged, Flutter) says
    /// nothing: the docked keyboard's inset stays and nothing is written.
    @Test(arguments: cases)
    func zeroFrameOnWillChangeFrameChangesNothing(c: Case) {
      let stage = EditingStage(device: c.device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      #expect(fields[0].becomeFirstResponder())
      stage.keyboard.show()
      scrollView.forgetWrites()
      // will-change-frame then did-change-frame, both with the zero frame. The will-frame
      // says nothing, so the docked fact stays; the did-notification only measures again,
      // and the geometry has not changed: no write from either.
      stage.keyboard.dragFloating()
      #expect(scrollView.contentInset.bottom == c.device.keyboardHeight - c.applied)
      #expect(scrollView.writeCount == 0)
    }

    /// A zero frame on will-show (a shortcuts bar dropped after dragging, Flutter): it floats
    /// and covers nothing docked.
    @Test(arguments: cases)
    func zeroFrameOnWillShowCoversNothing(c: Case) {
      let scene = FormScene(device: c.device)
      #expect(scene.fields[0].becomeFirstResponder())
      scene.keyboard.show()
      // Announced as a show whose end frame is zero (Flutter's engine: "CGRectZero for that
      // notification only occurs when Minimized/Expanded Shortcuts Bar is dropped after
      // dragging"); the will-change-frame before it, zero too, says nothing.
      scene.keyboard.show(.zero)
      #expect(scene.scrollView.contentInset == .zero)
    }

    /// Did-notifications whose frames disagree with the will-frame (iOS 27 betas) change
    /// nothing: the will-frame stays the fact, and re-measuring unchanged geometry writes
    /// nothing.
    @Test(arguments: cases)
    func didNotificationsThatDisagreeChangeNothing(c: Case) {
      let stage = EditingStage(device: c.device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      #expect(fields[0].becomeFirstResponder())
      let docked = c.device.dockedKeyboardFrame()
      stage.keyboard.show(docked)
      scrollView.forgetWrites()
      // Did-notifications that contradict the will-frame: no keyboard method posts them.
      let disagreeing = c.device.dockedKeyboardFrame(height: 100)
      for name: KeyboardNotification.Name in [.didChangeFrame, .didShow] {
        KeyboardNotification(name, begin: docked, end: disagreeing).post(on: stage.screen)
      }
      KeyboardNotification(.didHide, begin: docked, end: c.device.hiddenKeyboardFrame)
        .post(on: stage.screen)
      #expect(scrollView.contentInset.bottom == c.device.keyboardHeight - c.applied)
      #expect(scrollView.writeCount == 0)
    }
  }
#endif
