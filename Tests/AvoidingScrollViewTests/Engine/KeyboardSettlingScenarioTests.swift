#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import Testing
  import TestSupport

  /// Issue 37's settling rule (KeyboardSettlingRule): a will-notification that comes inside the
  /// animation of a keyboard appearing, with another frame, holds the reveal; the
  /// did-notification that ends the animation makes it once, and so does the end of the
  /// animation's own duration when no did-notification comes. What it must not hold: a show
  /// after a hide, and a change back that a user scrolled away from. Also what ends the
  /// animation (its own duration, counted from its latest will-notification, not an earlier
  /// one's), and another app's keyboard in Split View followed by this app's (mutants M315,
  /// M317, M321, M324, M325, M326).
  ///
  /// An iPhone 15 (393 × 852, bottom safe area 34), the scroll view filling the window, 20
  /// fields 44 pt tall every 60 pt from y = 16, padding 16, the content at offset 0. Field 9
  /// spans 16 + 60 × 9 = 556 … 600; with its padding it needs the visible part to reach 616.
  /// A docked 200 pt keyboard's top is at 852 − 200 = 652 (field 9 visible); the 336 pt
  /// keyboard's at 516 (hidden: 616 − 516 = 100 pt under it), the 291 pt one without the
  /// QuickType bar (336 − 45) at 561.
  ///
  /// Its async tests keep their scenes alive across suspensions, during which another test may
  /// post a keyboard notification to every screen (`object: nil`): the suite runs apart from
  /// those (`.exclusiveNotificationCenter`).
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct KeyboardSettlingScenarioTests {
    /// The scene with field 9 focused and every keyboard animation left in flight until the
    /// test ends it (SystemKeyboard drops an interrupted animation's did-notifications).
    private static func scene() -> (FormScene, UITextField) {
      let scene = FormScene(device: .iPhone15)
      let field = scene.fields[9]
      #expect(field.becomeFirstResponder())
      scene.keyboard.finishesAnimationsAtOnce = false
      return (scene, field)
    }

    @Test func theDidShowMakesTheHeldRevealOnce() {
      let (scene, _) = Self.scene()
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 200))
      // 200 pt covers field 9 not: inset 200 − 34 = 166, no move.
      #expect(scene.scrollView.contentInset.bottom == 166)
      #expect(scene.scrollView.contentOffset.y == 0)
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 336))
      // Inside the first show's animation, another frame: the inset follows (336 − 34 =
      // 302), the content waits.
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 0)
      scene.keyboard.finishAnimation()
      // The did-show: 616 − 516 = 100.
      #expect(scene.scrollView.contentOffset.y == 100)
    }

    @Test func theAnimationsEndMakesTheHeldRevealWhenNoDidShowComes() async throws {
      let (scene, _) = Self.scene()
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 200))
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 336))
      #expect(scene.scrollView.contentOffset.y == 0)
      // No did-show comes (an interrupted animation posts none): once the 0.25 s animation
      // has run, the reveal is made all the same, 616 − 516 = 100.
      try await Task.sleep(for: .milliseconds(600))
      #expect(scene.scrollView.contentOffset.y == 100)
      // A did-show that does come later finds nothing held: once only.
      scene.scrollView.contentOffset.y = 40
      scene.keyboard.finishAnimation()
      #expect(scene.scrollView.contentOffset.y == 40)
    }

    @Test func aShowAfterAHideRevealsAtOnce() {
      let (scene, _) = Self.scene()
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 336))
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.keyboard.hide()
      // The user scrolls back to the top while the keyboard goes; it comes back at once.
      scene.scrollView.contentOffset.y = 0
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 336))
      // A will-hide ends the appearing: this show is a new one, not a burst. 616 − 516 = 100.
      #expect(scene.scrollView.contentOffset.y == 100)
    }

    @Test func frameChangesOfAKeyboardAlreadyUpRevealAtOnce() {
      let (scene, _) = Self.scene()
      scene.keyboard.show(quickType: true)
      scene.keyboard.finishAnimation()
      #expect(scene.scrollView.contentOffset.y == 100)
      // Undocked to a 200 pt frame, then, inside that animation, a 400 pt one: no show is
      // part of it, so it is not a keyboard settling. 400 pt: top 852 − 400 = 452, 616 − 452
      // = 164.
      scene.keyboard.changeFrame(to: scene.keyboard.dockedFrame(height: 200))
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.keyboard.changeFrame(to: scene.keyboard.dockedFrame(height: 400))
      #expect(scene.scrollView.contentOffset.y == 164)
    }

    @Test func aQuickTypeToggleAndBackRevealsAtTheDidShow() {
      let (scene, _) = Self.scene()
      scene.keyboard.show(quickType: true)
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.keyboard.finishAnimation()
      // QuickType off: 291 pt, top 561; the user scrolls field 9 down to it, 616 − 561 = 55.
      scene.keyboard.show(quickType: false)
      scene.scrollView.contentOffset.y = 55
      // QuickType back on inside that animation: held, judged at the did-show from the 291 pt
      // it covered before it (not the 336 before the toggle): 336 > 291, 616 − 516 = 100.
      scene.keyboard.show(quickType: true)
      #expect(scene.scrollView.contentOffset.y == 55)
      scene.keyboard.finishAnimation()
      #expect(scene.scrollView.contentOffset.y == 100)
    }

    // MARK: Timing: the animation's own duration, and which will-notification it belongs to
    //
    // The rule reads the uptime clock at each will-notification and looks again after the
    // animation's duration on the main queue. Under the parallel suite a suspended test may
    // resume seconds late, so these tests rely only on what a slow run cannot undo: a sleep
    // lasts at least its time; notifications posted without a suspension between them come
    // within milliseconds; and a look due after the test's wake-up (10 s, far after it) is
    // queued behind it on the main queue. No will-notification that must fall inside an
    // animation is posted after a suspension.

    /// The keyboard's animation lasting `seconds`, on the system keyboard's curve.
    private static func timing(_ seconds: TimeInterval) -> KeyboardSequence.Timing {
      KeyboardSequence.Timing(duration: seconds, curve: KeyboardNotification.systemCurve)
    }

    @Test func aHeightChangeAfterTheAnimationRanOutRevealsAtOnceWhenTheDidShowWasLost()
      async throws
    {
      let (scene, _) = Self.scene()
      scene.keyboard.timing = Self.timing(0.05)
      // A 200 pt keyboard appears; its did-show is lost (never finished). It covers field 9
      // not: no move.
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 200))
      #expect(scene.scrollView.contentOffset.y == 0)
      // At least 0.1 s later, after its 0.05 s animation, QuickType comes on: that animation
      // has ended, so this is no burst. 616 − 516 = 100, at once.
      try await Task.sleep(for: .milliseconds(100))
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 336))
      #expect(scene.scrollView.contentOffset.y == 100)
    }

    @Test func anEarlierHeightsAnimationEndDoesNotReleaseTheHoldMidBurst() async throws {
      let (scene, _) = Self.scene()
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 200))
      // A transient 500 pt with a short animation (0.05 s), then the 336 pt with a long one
      // (10 s): both held.
      scene.keyboard.timing = Self.timing(0.05)
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 500))
      scene.keyboard.timing = Self.timing(10)
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 336))
      // The 500's animation has run out and its look has been made, but the 336's, which
      // followed it, is the one in flight: still held.
      try await Task.sleep(for: .milliseconds(150))
      #expect(scene.scrollView.contentOffset.y == 0)
      // The did-show reveals once, from the 200 pt before the first held height to the 336
      // pt: 616 − 516 = 100.
      scene.keyboard.finishAnimation()
      #expect(scene.scrollView.contentOffset.y == 100)
    }

    @Test func theHeldRevealWaitsForTheAnimationsDurationNotTheNextTurn() async throws {
      let (scene, _) = Self.scene()
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 200))
      // A 500 pt height whose animation lasts 10 s: held.
      scene.keyboard.timing = Self.timing(10)
      scene.keyboard.show(scene.keyboard.dockedFrame(height: 500))
      // The main queue turns: the animation is still in flight, so nothing moves yet.
      try await Task.sleep(for: .milliseconds(50))
      #expect(scene.scrollView.contentOffset.y == 0)
      // The did-show: top 852 − 500 = 352, 616 − 352 = 264.
      scene.keyboard.finishAnimation()
      #expect(scene.scrollView.contentOffset.y == 264)
    }

    // MARK: Split View: another app's keyboard, then this app's

    /// An iPad Pro 12.9 (1024 × 1366) in Split View, this app the 375 pt pane on the right
    /// (x 649 … 1024, full height): the docked 398 pt keyboard spans it, its top at 1366 −
    /// 398 = 968; without the QuickType bar (398 − 45 = 353) at 1013. Field 17 spans 16 + 60
    /// × 17 = 1036 … 1080 and with its padding needs the visible part to reach 1096. Field 17
    /// is focused; the other app's keyboard animations are left in flight.
    private static func splitViewScene() -> (FormScene, UITextField) {
      let device = Device.iPadPro
      let scene = FormScene(
        device: device,
        windowFrame: WindowKind.splitView(width: 375, trailing: true).windowFrame(on: device))
      let field = scene.fields[17]
      #expect(field.becomeFirstResponder())
      scene.keyboard.finishesAnimationsAtOnce = false
      return (scene, field)
    }

    @Test func thisAppsKeyboardWithTheSameFrameInsideAnotherAppsShowRevealsAtOnce() {
      let (scene, _) = Self.splitViewScene()
      // The other app's keyboard appears [doc: keyboardIsLocalUserInfoKey false]: inset, no
      // scroll.
      scene.keyboard.show(scene.keyboard.dockedFrame(), isLocal: false)
      #expect(scene.scrollView.contentOffset.y == 0)
      // Inside its animation the user taps back into this app: the same frame, now this
      // app's. Not another height, so not a keyboard settling: 1096 − 968 = 128 at once.
      scene.keyboard.show(scene.keyboard.dockedFrame(), isLocal: true)
      #expect(scene.scrollView.contentOffset.y == 128)
    }

    @Test func thisAppsSmallerKeyboardInsideAnotherAppsShowRevealsWhenItSettles() {
      let (scene, _) = Self.splitViewScene()
      scene.keyboard.show(scene.keyboard.dockedFrame(quickType: true), isLocal: false)
      #expect(scene.scrollView.contentOffset.y == 0)
      // Inside its animation this app's keyboard comes without the QuickType bar: held (another
      // height inside a show's animation).
      scene.keyboard.show(scene.keyboard.dockedFrame(quickType: false), isLocal: true)
      #expect(scene.scrollView.contentOffset.y == 0)
      // The did-show: nothing was revealed for the other app's keyboard, so this app's covers
      // more than this app's did before (none), though less than the other's: 1096 − 1013 = 83.
      scene.keyboard.finishAnimation()
      #expect(scene.scrollView.contentOffset.y == 83)
    }
  }
#endif
