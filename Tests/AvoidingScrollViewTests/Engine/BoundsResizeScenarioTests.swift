#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// S2 through `bounds`: an app (or a container) that sizes the scroll view by its bounds
  /// rather than its frame gets the overlap re-measured at once too.
  @MainActor
  @Suite struct BoundsResizeScenarioTests {
    @Test func shrinkingTheBoundsRemeasuresBeforeAnyLayoutPass() {
      // iPhone SE: no safe area, so no safe-area callback can trigger the recompute instead.
      let scene = FormScene(device: .iPhoneSE)
      scene.fields[2].becomeFirstResponder()  // 136 … 180: visible, nothing scrolls
      scene.keyboard.show()
      // Keyboard 315 … 568 over the full-height scroll view: covered 568 − 315 = 253.
      #expect(scene.scrollView.contentInset.bottom == 253)
      // Bounds 568 → 432 pt tall about the same centre (y 284): the frame becomes
      // 284 − 216 = 68 … 284 + 216 = 500. The keyboard's top, 315 in the window, is
      // 315 − 68 = 247 in the scroll view, so it covers 432 − 247 = 185.
      scene.scrollView.bounds = CGRect(x: 0, y: 0, width: 320, height: 432)
      #expect(scene.scrollView.frame == CGRect(x: 0, y: 68, width: 320, height: 432))
      #expect(scene.scrollView.contentInset.bottom == 185)
      #expect(scene.scrollView.verticalScrollIndicatorInsets.bottom == 185)
    }
  }
#endif
