#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// S3 as writes: an app editing one edge of `contentInset` with the keyboard up stores the
  /// sum at once, so the component has nothing to correct (no second write, no flicker of the
  /// bottom inset to the app's 0 and back).
  @MainActor
  @Suite struct AppInsetWriteCountTests {
    @Test func appTopInsetEditIsTheOnlyWrite() {
      let stage = EditingStage(device: .iPhoneSE)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      fields[2].becomeFirstResponder()  // 136 … 180: visible, nothing scrolls
      stage.keyboard.show()
      #expect(scrollView.contentInset.bottom == 253)  // 568 − 315, no safe area
      scrollView.forgetWrites()
      scrollView.contentInset.top = 20
      // The app's one write (its top, the bottom it read back) and nothing from the component.
      #expect(
        scrollView.contentInsetWrites == [UIEdgeInsets(top: 20, left: 0, bottom: 253, right: 0)])
      #expect(scrollView.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: 253, right: 0))
    }
  }
#endif
