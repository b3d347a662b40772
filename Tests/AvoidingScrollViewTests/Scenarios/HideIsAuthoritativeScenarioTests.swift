#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
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
      KeyboardPoster.show(shown, on: scene.screen)
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - c.applied)
      let offset = scrollView.contentOffset

      // 44 pt tall, its bottom at the screen's bottom: H − 44 … H.
      let accessoryOnly = CGRect(
        x: 0, y: device.screenSize.height - 44, width: device.screenSize.width, height: 44)
      KeyboardPoster.post(
        UIResponder.keyboardWillHideNotification, on: scene.screen,
        userInfo: KeyboardPoster.userInfo(begin: shown, end: accessoryOnly))
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
      KeyboardPoster.show(device.dockedKeyboardFrame(), on: scene.screen)
      let accessoryOnly = CGRect(
        x: 0, y: device.screenSize.height - 44, width: device.screenSize.width, height: 44)
      KeyboardPoster.hide(to: accessoryOnly, on: scene.screen)
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
      KeyboardPoster.show(docked, on: scene.screen)
      // The app's 12 plus the keyboard's 253, 302, 398.
      #expect(scrollView.contentInset.bottom == 12 + device.keyboardHeight - c.applied)
      KeyboardPoster.post(
        UIResponder.keyboardWillHideNotification, on: scene.screen,
        userInfo: KeyboardPoster.userInfo(begin: docked, end: docked))
      // Exactly the app's inset again.
      #expect(scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }

    /// An empty end frame on the hide (quipper/MessageKit PR #26): hidden, as for any hide.
    @Test(arguments: cases)
    func willHideWithAnEmptyFrameGivesTheInsetBack(c: Case) {
      let scene = FormScene(device: c.device)
      #expect(scene.fields[0].becomeFirstResponder())
      KeyboardPoster.show(c.device.dockedKeyboardFrame(), on: scene.screen)
      KeyboardPoster.post(
        UIResponder.keyboardWillHideNotification, on: scene.screen,
        userInfo: KeyboardPoster.userInfo(begin: c.device.dockedKeyboardFrame(), end: .zero))
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
      let docked = device.dockedKeyboardFrame()
      KeyboardPoster.show(docked, on: scene.screen)
      KeyboardPoster.hide(to: docked, on: scene.screen, from: docked)
      KeyboardPoster.show(docked, on: scene.screen, from: docked)
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - c.applied)

      KeyboardPoster.show(docked, on: scene.screen)
      KeyboardPoster.hide(to: docked, on: scene.screen, from: docked)
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
      KeyboardPoster.show(c.device.dockedKeyboardFrame(), on: stage.screen)
      scrollView.forgetWrites()
      KeyboardPoster.changeFrame(to: .zero, on: stage.screen)
      #expect(scrollView.contentInset.bottom == c.device.keyboardHeight - c.applied)
      #expect(scrollView.writeCount == 0)
    }

    /// A zero frame on will-show (a shortcuts bar dropped after dragging, Flutter): it floats
    /// and covers nothing docked.
    @Test(arguments: cases)
    func zeroFrameOnWillShowCoversNothing(c: Case) {
      let scene = FormScene(device: c.device)
      #expect(scene.fields[0].becomeFirstResponder())
      KeyboardPoster.show(c.device.dockedKeyboardFrame(), on: scene.screen)
      KeyboardPoster.post(
        UIResponder.keyboardWillShowNotification, on: scene.screen,
        userInfo: KeyboardPoster.userInfo(begin: c.device.dockedKeyboardFrame(), end: .zero))
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
      KeyboardPoster.show(docked, on: stage.screen)
      scrollView.forgetWrites()
      let disagreeing = c.device.dockedKeyboardFrame(height: 100)
      for name in [
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
      ] {
        KeyboardPoster.post(
          name, on: stage.screen, userInfo: KeyboardPoster.userInfo(begin: docked, end: disagreeing)
        )
      }
      KeyboardPoster.post(
        UIResponder.keyboardDidHideNotification, on: stage.screen,
        userInfo: KeyboardPoster.userInfo(begin: docked, end: c.device.hiddenKeyboardFrame))
      #expect(scrollView.contentInset.bottom == c.device.keyboardHeight - c.applied)
      #expect(scrollView.writeCount == 0)
    }
  }
#endif
