#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A hide with no drag, in the layout of KeyboardDragPinnedBarScenarioTests: the scroll
  /// view's bottom on a 50 pt bar pinned to the root view's `keyboardLayoutGuide`, with
  /// `keyboardDismissMode` `.interactive` (a chat screen; the user taps a button that ends
  /// editing instead of dragging). The hide lays the guide out before its will-hide is posted
  /// (SimulatedDevice, as iOS does), so the scroll view grows while the last notification
  /// still says the keyboard is docked; the guide, which the component reads in that mode,
  /// already shows it gone, so the resize does not reveal (ResizeRevealRule), and a hide
  /// never pulls the content toward the field (scenarios.md S9).
  ///
  /// StackFormScene on an iPhone 15 (852 tall, bottom safe area 34, keyboard 336, docked top
  /// T = 516): 16 fields, field `i` at 20 + 56 i … 64 + 56 i, content 924 tall.
  @MainActor
  @Suite struct PinnedBarHideScenarioTests {
    @Test func theUsersScrollStaysWhenTheScrollViewGrowsWithTheHidingKeyboard() {
      let form = StackFormScene(
        device: .iPhone15, fieldCount: 16, bottom: KeyboardDragPinnedBarScenarioTests.barOnTheGuide)
      let scrollView = form.scrollView
      scrollView.keyboardDismissMode = .interactive
      form.layOut()
      // The last field, 860 … 904, focused, the keyboard up: the bar 466 … 516, the scroll
      // view 0 … 466, no inset; the padded bottom 920 at the bounds' bottom: 920 − 466 = 454.
      #expect(form.fields[15].becomeFirstResponder())
      form.scene.keyboard.show()
      form.layOut()
      #expect(scrollView.frame.height == 466)
      #expect(scrollView.contentOffset.y == 454)
      // The user scrolls back 350 pt: 104, the field (860 …) below 104 + 466 = 570.
      scrollView.contentOffset = CGPoint(x: 0, y: 104)
      scrollView.forgetMoves()

      // The hide: the root view's guide at 852 − 34 = 818 first, the bar 768 … 818, the
      // scroll view 0 … 768. The last notification, docked at 516, would cover
      // 768 − 516 = 252 of it, the field below 104 + 516 = 620, and a reveal would go to
      // 920 − 516 = 404. But the scroll view's own guide, the keyboard gone, lies at its
      // bottom 104 + 768 = 872 (it ends above the safe area), below the notified 620: the
      // hide is on its way, so the layout pass does not reveal (ResizeRevealRule). Then the
      // will-hide covers nothing, no more than before: no reveal. The range
      // 0 … 924 − 768 = 156 holds 104: nothing moves it. (Before, the reveal went to 404
      // and the hide pulled that back only to 156.)
      form.scene.keyboard.hide()
      form.layOut()
      #expect(scrollView.frame.height == 768)
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.contentOffset.y == 104)
      #expect(scrollView.moves == [])
    }
  }
#endif
