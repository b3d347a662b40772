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

    /// With an interactive `keyboardDismissMode` the engine keeps a view on the keyboard
    /// layout guide, whose `layoutFrame` is valid only once a layout pass has laid it out
    /// [doc: uilayoutguide/layoutframe]: a size set outside a pass only measures, and the pass
    /// its new size brings reveals (ResizeRevealRule).
    @Test func aResizeOutsideALayoutPassLeavesTheRevealToThePassWithAnInteractiveMode() {
      let scene = FormScene(device: .iPhoneSE)
      scene.scrollView.keyboardDismissMode = .interactive
      scene.window.layoutIfNeeded()  // the pass that puts the engine's view on the guide
      // Field 3 at 16 + 3 × 60 = 196 … 240; padded bottom 240 + 16 = 256, above the
      // keyboard's top 315: nothing scrolls, the inset is 568 − 315 = 253.
      scene.fields[3].becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentInset.bottom == 253)
      #expect(scene.scrollView.contentOffset.y == 0)
      // The app shrinks the scroll view to 200 pt, outside a layout pass: the keyboard
      // (from 315) no longer covers it, so the inset goes at once; the field's padded bottom
      // 256 is now below 200, but the reveal waits for the pass.
      scene.scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
      #expect(scene.scrollView.contentInset.bottom == 0)
      #expect(scene.scrollView.contentOffset.y == 0)
      // The pass: the guide laid out at the notified keyboard, so the resize reveals:
      // 256 − 200 = 56 (within the range 0 … 1216 − 200).
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentOffset.y == 56)
    }
  }
#endif
