#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 16, item 3 (scenarios.md S9): a keyboard that covers less never pulls the content
  /// toward the field. The user scrolled away from the focused field; the keyboard then hides
  /// or shrinks: the inset comes back and the offset is only pulled into range. The old code
  /// revealed the field again.
  ///
  /// FormScene's field `i` spans 16 + 60 i … 60 + 60 i (padded 60 i … 76 + 60 i); content
  /// 1216, taller than both screens, so `.automatic` applies the safe area (iPhone 15: top
  /// 59, bottom 34).
  @MainActor
  @Suite struct CoversLessNeverPullsScenarioTests {
    struct Case: CustomStringConvertible, Sendable {
      var device: Device
      /// The focused field: hidden by the keyboard, and by the screen once scrolled to the top.
      var field: Int
      /// The offset once the keyboard is up (worked out in the test's comment).
      var shownOffset: CGFloat
      /// Where the old code scrolled back to after the hide.
      var oldHideOffset: CGFloat
      /// The QuickType bar going away: the keyboard's new height, and where the old code
      /// scrolled back to after that shrink.
      var shrunkHeight: CGFloat
      var oldShrinkOffset: CGFloat
      var description: String { device.name }
    }

    // iPhone SE (568, no safe area, keyboard 253, top 315): field 10, padded 600 … 676.
    // Focus with no keyboard: 676 − 568 = 108. Show: 676 − 315 = 361 (max 1216 + 253 − 568 =
    // 901). Scrolled to 0 and hidden, the old reveal went to 676 − 568 = 108. Shrunk to 216
    // (top 352), it went to 676 − 352 = 324.
    // iPhone 15 (852, safe 59 / 34, keyboard 336, top 516): field 15, padded 900 … 976.
    // Focus: visible 59 … 818 at offset 0, so 976 − 818 = 158. Show: 976 − 516 = 460 (max
    // 1216 + 336 − 852 = 700). Scrolled to −59 and hidden, the old reveal went to
    // −59 + (976 − (−59 + 852 − 34 + 59)) = 976 − 818 = 158. Shrunk to 291 (top 561), it went
    // to 976 − 561 = 415.
    nonisolated static let cases: [Case] = [
      Case(
        device: .iPhoneSE, field: 10, shownOffset: 361, oldHideOffset: 108, shrunkHeight: 216,
        oldShrinkOffset: 324),
      Case(
        device: .iPhone15, field: 15, shownOffset: 460, oldHideOffset: 158, shrunkHeight: 291,
        oldShrinkOffset: 415),
    ]

    private func scrolledAwayScene(_ c: Case) -> FormScene {
      let scene = FormScene(device: c.device)
      #expect(scene.fields[c.field].becomeFirstResponder())
      scene.keyboard.show()
      #expect(scene.scrollView.contentOffset.y == c.shownOffset)
      // The user scrolls back to the top of the form: the field goes out of sight.
      scene.scrollView.contentOffset = CGPoint(x: 0, y: -c.device.safeArea.top)
      return scene
    }

    @Test(arguments: cases)
    func s9HideAfterScrollingAwayStaysWhereTheUserIs(c: Case) {
      let scene = scrolledAwayScene(c)
      scene.keyboard.hide()
      #expect(scene.scrollView.contentInset == .zero)
      // −top is in range (the smallest offset), so nothing moves.
      #expect(scene.scrollView.contentOffset.y == -c.device.safeArea.top)
      #expect(scene.scrollView.contentOffset.y != c.oldHideOffset)
    }

    @Test(arguments: cases)
    func s9ShrinkAfterScrollingAwayStaysWhereTheUserIs(c: Case) {
      let scene = scrolledAwayScene(c)
      // A shown keyboard that changes height is announced again as a show with its new frame
      // (SystemKeyboard.show, as for the QuickType bar going away).
      scene.keyboard.show(scene.keyboard.dockedFrame(height: c.shrunkHeight))
      // 216 − 0 and 291 − 34 = 257.
      #expect(scene.scrollView.contentInset.bottom == c.shrunkHeight - c.device.safeArea.bottom)
      #expect(scene.scrollView.contentOffset.y == -c.device.safeArea.top)
      #expect(scene.scrollView.contentOffset.y != c.oldShrinkOffset)
    }

    /// At the end of the content a hide still clamps: the offset comes back to the new end
    /// of the range, never toward the field. Scrolled to the bottom with the keyboard up
    /// (max 901, 700), the hide clamps to 1216 − 568 = 648 and 1216 + 34 − 852 = 398.
    @Test(arguments: cases)
    func s6HideAtTheEndStillClampsIntoRange(c: Case) {
      let scene = scrolledAwayScene(c)
      let height = c.device.screenSize.height
      let maxShown = 1216 + c.device.keyboardHeight - c.device.safeArea.bottom - height
      scene.scrollView.contentOffset = CGPoint(x: 0, y: maxShown)
      scene.keyboard.hide()
      #expect(scene.scrollView.contentOffset.y == 1216 + c.device.safeArea.bottom - height)
      #expect([648, 398].contains(scene.scrollView.contentOffset.y))
    }

    /// Growing still reveals: from the shrunk keyboard back to the full one, with the field
    /// scrolled away, the field comes back into sight at the least distance (the offsets
    /// the show gave: 361, 460).
    @Test(arguments: cases)
    func growingAgainRevealsTheField(c: Case) {
      let scene = scrolledAwayScene(c)
      scene.keyboard.show(scene.keyboard.dockedFrame(height: c.shrunkHeight))
      scene.keyboard.show()
      #expect(scene.scrollView.contentOffset.y == c.shownOffset)
    }
  }
#endif
