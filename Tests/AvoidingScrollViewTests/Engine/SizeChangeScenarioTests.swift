#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// S2 (window resize): a new size is measured when it is set, not only at the next layout
  /// pass.
  @MainActor
  @Suite struct SizeChangeScenarioTests {
    @Test func shrinkingTheScrollViewRemeasuresBeforeAnyLayoutPass() {
      // iPhone SE: no safe area, so no safe-area callback can trigger the recompute instead.
      let scene = FormScene(device: .iPhoneSE)
      scene.fields[2].becomeFirstResponder()  // 136 … 180: visible, nothing scrolls
      scene.keyboard.show()
      // Keyboard 315 … 568 over the full-height scroll view: covered 568 − 315 = 253.
      #expect(scene.scrollView.contentInset.bottom == 253)
      // A toolbar takes the bottom 68 pt: the scroll view now ends at 500, so the keyboard
      // covers 500 − 315 = 185 of it.
      scene.scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 500)
      #expect(scene.scrollView.contentInset.bottom == 185)
      #expect(scene.scrollView.verticalScrollIndicatorInsets.bottom == 185)
      // The layout pass that follows finds nothing more to do: the values stay.
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentInset.bottom == 185)
      #expect(scene.scrollView.contentOffset.y == 0)  // field 2 ends at 180 + 16 < 315
    }
  }
#endif
