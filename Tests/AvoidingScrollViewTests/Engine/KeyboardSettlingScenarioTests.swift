#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 37's settling rule (KeyboardSettlingRule): a will-notification that comes inside the
  /// animation of a keyboard appearing, with another frame, holds the reveal; the
  /// did-notification that ends the animation makes it once, and so does the end of the
  /// animation's own duration when no did-notification comes. What it must not hold: a show
  /// after a hide, and a change back that a user scrolled away from.
  ///
  /// An iPhone 15 (393 × 852, bottom safe area 34), the scroll view filling the window, 20
  /// fields 44 pt tall every 60 pt from y = 16, padding 16, the content at offset 0. Field 9
  /// spans 16 + 60 × 9 = 556 … 600; with its padding it needs the visible part to reach 616.
  /// A docked 200 pt keyboard's top is at 852 − 200 = 652 (field 9 visible); the 336 pt
  /// keyboard's at 516 (hidden: 616 − 516 = 100 pt under it), the 291 pt one without the
  /// QuickType bar (336 − 45) at 561.
  @MainActor
  @Suite struct KeyboardSettlingScenarioTests {
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
  }
#endif
