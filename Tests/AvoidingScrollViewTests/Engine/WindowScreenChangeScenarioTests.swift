#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A window moved to another screen (an iPad window dragged to an external display) no
  /// longer counts the keyboard of the screen it left.
  @MainActor
  @Suite struct WindowScreenChangeScenarioTests {
    @Test func keyboardOfTheScreenLeftBehindCoversNothing() {
      let scene = FormScene(device: .iPhoneSE)
      scene.fields[2].becomeFirstResponder()  // 136 … 180: visible, nothing scrolls
      scene.keyboard.show()
      #expect(scene.scrollView.contentInset.bottom == 253)  // 568 − 315
      // The window now shows on a second screen of the same size, which has no keyboard.
      let otherScreen = Device.iPhoneSE.makeScreen()
      scene.window.screen = otherScreen
      // The next recompute (here: the app adds a row, 60 pt) finds the only keyboard it knows
      // on the other screen: nothing is covered, the app's inset (0) is back.
      scene.scrollView.contentSize.height += 60
      #expect(scene.scrollView.contentInset.bottom == 0)
      #expect(scene.scrollView.verticalScrollIndicatorInsets.bottom == 0)
      #expect(scene.scrollView.contentOffset.y == 0)
    }
  }
#endif
