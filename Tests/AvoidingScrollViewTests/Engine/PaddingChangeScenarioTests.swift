#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// `keyboardPadding` set while the keyboard is up takes effect at once, not at the next
  /// keyboard or focus event.
  @MainActor
  @Suite struct PaddingChangeScenarioTests {
    @Test func largerPaddingScrollsTheFocusedFieldFurtherUpAtOnce() {
      // iPhone SE, no safe area: field 5 spans 16 + 5 × 60 = 316 … 360.
      let scene = FormScene(device: .iPhoneSE)
      scene.fields[5].becomeFirstResponder()
      scene.keyboard.show()
      // Keyboard 315 … 568: 315 pt stay visible. 360 + 16 = 376 must show: 376 − 315 = 61.
      #expect(scene.scrollView.contentOffset.y == 61)
      // 40 pt of padding: 360 + 40 = 400 must show: 400 − 315 = 85.
      scene.scrollView.keyboardPadding = 40
      #expect(scene.scrollView.contentOffset.y == 85)
      #expect(scene.scrollView.contentInset.bottom == 253)
    }
  }
#endif
