#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A field inside a fully transparent container (alpha 0, as a fade-out leaves it) is not
  /// on screen: like a hidden one, it gets the insets but is never scrolled to.
  @MainActor
  @Suite struct TransparentContainerScenarioTests {
    @Test func fieldInTransparentContainerIsNotScrolledTo() {
      let scene = FormScene(device: .iPhoneSE)
      let container = UIView(frame: CGRect(x: 0, y: 480, width: 320, height: 60))
      container.alpha = 0
      scene.scrollView.addSubview(container)
      let field = UITextField(frame: CGRect(x: 16, y: 0, width: 288, height: 44))
      container.addSubview(field)
      scene.keyboard.show()
      #expect(scene.scrollView.contentInset.bottom == 253)  // 568 − 315
      // 480 … 524 lies under the keyboard (top 315), yet nothing scrolls to it.
      field.becomeFirstResponder()
      #expect(scene.scrollView.contentOffset.y == 0)
      #expect(scene.scrollView.contentInset.bottom == 253)
    }
  }
#endif
