#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// A form sheet that moves itself when the keyboard appears, as iPad form and page sheets
  /// and sheets with detents do [seen: IQKeyboardManager #1994, #2001, #909;
  /// InputBarAccessoryView #238]. The system moves it during the keyboard's animation, that
  /// is after the will-notifications and before the did-notifications.
  ///
  /// [choice] How far UIKit moves a sheet is not documented; this stand-in moves it up until
  /// its bottom meets the keyboard's top, but never above the screen's top safe area, and
  /// back to its resting place when the keyboard goes. The tests below depend only on the
  /// sheet having moved before the did-notifications, not on the rule for how far.
  @MainActor
  struct KeyboardMovingSheet {
    let scene: FormSheetScene
    let device: Device
    /// The sheet's frame with no keyboard (screen coordinates: the window fills the screen).
    let restingFrame: CGRect

    init(device: Device, sheetSize: CGSize) {
      self.device = device
      scene = FormSheetScene(device: device, sheetSize: sheetSize)
      restingFrame = scene.sheet.frame
    }

    /// The keyboard appears at `frame`: its will-notifications only (will-change-frame,
    /// will-show, SystemKeyboard's show sequence); its animation, during which the sheet
    /// moves, is still running.
    func beginShowing(_ frame: CGRect) {
      scene.keyboard.finishesAnimationsAtOnce = false
      scene.keyboard.show(frame)
    }

    /// The sheet moves during the keyboard's animation, then the animation ends with the
    /// did-notifications (did-change-frame, did-show). `didFrame` replaces their end frame
    /// (iOS 27 betas report ones that disagree with the will-frame): no keyboard method posts
    /// such a contradiction, so they are built here and the keyboard's own are dropped.
    func finishShowing(didFrame: CGRect? = nil) {
      let keyboard = scene.keyboard
      let frame = keyboard.frame
      let top = max(device.safeArea.top, min(restingFrame.minY, frame.minY - restingFrame.height))
      scene.sheet.frame.origin.y = top
      if let didFrame {
        let begin = keyboard.pendingDidNotifications.first?.beginFrame ?? frame
        for name: KeyboardNotification.Name in [.didChangeFrame, .didShow] {
          KeyboardNotification(name, begin: begin, end: didFrame).post(on: scene.screen)
        }
      } else {
        keyboard.finishAnimation()
      }
      keyboard.finishesAnimationsAtOnce = true
    }

    /// iOS's order for a keyboard that appears (will-change-frame, will-show,
    /// did-change-frame, did-show: "Working With Keyboard on iOS", rultech.com, 2014), with
    /// the sheet moving in between.
    func show(_ frame: CGRect, didFrame: CGRect? = nil) {
      beginShowing(frame)
      finishShowing(didFrame: didFrame)
    }

    /// The same for a hide: the sheet returns to its resting place during the animation.
    func hide() {
      scene.keyboard.finishesAnimationsAtOnce = false
      scene.keyboard.hide()
      scene.sheet.frame = restingFrame
      scene.keyboard.finishAnimation()
      scene.keyboard.finishesAnimationsAtOnce = true
    }
  }

  /// Issue 16, item 4 (scenarios.md D10): a container that moves with the keyboard is
  /// measured again once it has settled (the did-notifications), against the last
  /// will-frame; the overlap measured at the will-notification would count the keyboard
  /// twice and leave a dead band.
  ///
  /// FormSheetScene: a centred sheet whose scroll view fills it, 12 fields, content 736 pt,
  /// shorter than the sheets here, so no safe area is applied; the sheets end far above the
  /// home-indicator area, so their own bottom safe area is 0.
  @MainActor
  @Suite struct MovingContainerScenarioTests {
    struct Case: CustomStringConvertible, Sendable {
      var device: Device
      var sheet: CGSize
      /// The inset at the will-notification, with the sheet still at rest.
      var atWill: CGFloat
      /// The inset once the sheet has moved.
      var settled: CGFloat
      var description: String { device.name }
    }

    nonisolated static let cases: [Case] = [
      // 1024 × 1366, keyboard 398 (top 968). Sheet 540 × 900 at y 233 … 1133: at the
      // will-notification it is covered 1133 − 968 = 165. It moves up to 968 − 900 = 68
      // (below the 24 pt safe area): bottom 968, covered 0.
      Case(device: .iPadPro, sheet: CGSize(width: 540, height: 900), atWill: 165, settled: 0),
      // 834 × 1194, keyboard 378 (top 816). Sheet 540 × 800 at y 197 … 997: covered
      // 997 − 816 = 181. It would go to 816 − 800 = 16 but stops at the 24 pt safe area:
      // 24 … 824, still covered 824 − 816 = 8.
      Case(device: .iPadPro11, sheet: CGSize(width: 540, height: 800), atWill: 181, settled: 8),
    ]

    @Test(arguments: cases)
    func d10SheetThatMovesIsMeasuredOnceSettled(c: Case) {
      let moving = KeyboardMovingSheet(device: c.device, sheetSize: c.sheet)
      let scrollView = moving.scene.scrollView
      #expect(moving.scene.fields[11].becomeFirstResponder())
      let frame = c.device.dockedKeyboardFrame()
      // Only the will-notifications: what the component sees before the sheet moves.
      moving.beginShowing(frame)
      #expect(scrollView.contentInset.bottom == c.atWill)
      // The rest of the sequence: the sheet moves, then the did-notifications.
      moving.finishShowing()
      #expect(scrollView.contentInset.bottom == c.settled)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == c.settled)
      // No dead band: the sheet's visible part ends exactly at the keyboard's top or the
      // inset is what still lies under the keyboard.
      let sheetBottom = moving.scene.sheet.frame.maxY
      #expect(sheetBottom - scrollView.contentInset.bottom == min(sheetBottom, frame.minY))

      moving.hide()
      #expect(scrollView.contentInset == .zero)
      #expect(moving.scene.sheet.frame == moving.restingFrame)
    }

    /// A sheet that settles in the layout pass after the did-notifications, not before them:
    /// measured once more on the next turn of the main queue.
    @Test(.exclusiveNotificationCenter, arguments: cases)
    func d10SheetThatSettlesAfterTheDidNotificationsIsMeasuredOnTheNextTurn(c: Case) async {
      let moving = KeyboardMovingSheet(device: c.device, sheetSize: c.sheet)
      let scrollView = moving.scene.scrollView
      let frame = c.device.dockedKeyboardFrame()
      // The whole show sequence, will- and did-notifications, before the sheet moves.
      moving.scene.keyboard.show(frame)
      // Nothing has moved yet: the will-time overlap (165, 181).
      #expect(scrollView.contentInset.bottom == c.atWill)
      // The layout pass moves the sheet (to 68 … 968 and 24 … 824, as in the test above).
      moving.scene.sheet.frame.origin.y = max(
        c.device.safeArea.top, frame.minY - moving.restingFrame.height)
      await EditingStage.nextMainQueueTurn()
      #expect(scrollView.contentInset.bottom == c.settled)
    }

    /// Did-frames that disagree with the will-frame (iOS 27 betas) are not used: the settled
    /// measure uses the last will-frame.
    @Test(arguments: cases)
    func d10SettlingUsesTheWillFrameNotTheDidFrame(c: Case) {
      let moving = KeyboardMovingSheet(device: c.device, sheetSize: c.sheet)
      #expect(moving.scene.fields[0].becomeFirstResponder())
      // A did-frame 100 pt tall would cover nothing of either settled sheet.
      moving.show(
        c.device.dockedKeyboardFrame(), didFrame: c.device.dockedKeyboardFrame(height: 100))
      #expect(moving.scene.scrollView.contentInset.bottom == c.settled)
      // And a did-notification with no will before it changes nothing.
      let scene = FormSheetScene(device: c.device, sheetSize: c.sheet)
      KeyboardNotification(
        .didShow, begin: c.device.hiddenKeyboardFrame, end: c.device.dockedKeyboardFrame()
      ).post(on: scene.screen)
      #expect(scene.scrollView.contentInset == .zero)
    }
  }
#endif
