#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Bugs the fuzzer found, each pinned by the shortest sequence that showed it.
  @MainActor
  @Suite struct RegressionTests {
    /// Fuzzer, scene seed 12541715885223696721 (7 events): the size measured before the scroll
    /// view left its window was still compared against after it came back, so a resize back
    /// to that size was taken for "no change" and the inset stayed stale.
    @Test func resizeWhileOutOfTheWindowIsMeasuredAfterReturning() {
      // iPhone SE: no safe area, so no safe-area callback can trigger a recompute by chance.
      let scene = FormScene(device: .iPhoneSE)  // scroll view 320 × 568, laid out once
      let scrollView = scene.scrollView
      scrollView.removeFromSuperview()
      scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
      scene.window.addSubview(scrollView)
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      // Keyboard 568 − 253 = 315 … 568; scroll view 0 … 400: covered 400 − 315 = 85.
      #expect(scrollView.contentInset.bottom == 85)
      scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
      scene.window.layoutIfNeeded()
      // Back to full height: covered 568 − 315 = 253, no safe area applied.
      #expect(scrollView.contentInset.bottom == 253)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 253)
    }
  }
#endif
