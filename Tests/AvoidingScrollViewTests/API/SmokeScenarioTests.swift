#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  @MainActor
  @Suite struct SmokeScenarioTests {
    @Test func dockedKeyboardOnFaceIDPhoneInsetsAndRevealsLastVisibleField() {
      let scene = FormScene(device: .iPhone15)
      // Content 20 × 60 + 16 = 1216 > 852: scrollable, so `.automatic` applies the 34 pt
      // home-indicator inset at the bottom and 59 at the top.
      #expect(scene.scrollView.adjustedContentInset.bottom == 34)
      let field = scene.fields[9]  // y = 16 + 9 × 60 = 556, maxY 600
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // Keyboard top 852 − 336 = 516; covered 852 − 516 = 336; less 34 applied = 302.
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.verticalScrollIndicatorInsets.bottom == 302)
      // Visible bottom edge = offset + 852 − (302 + 34) = offset + 516. Field maxY + 16 =
      // 616 must fit: offset = 616 − 516 = 100.
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.keyboard.hide()
      #expect(scene.scrollView.contentInset == .zero)
      #expect(scene.scrollView.verticalScrollIndicatorInsets == .zero)
      #expect(scene.scrollView.contentOffset.y == 100)  // 100 is within 0 … 1216 + 34 − 852
    }
  }
#endif
