#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Focus moving with the keyboard up scrolls inside an animation with the keyboard's last
  /// real timing; a zero-duration keyboard event in between does not make it jump.
  @MainActor
  @Suite struct FocusAnimationScenarioTests {
    /// An avoiding scroll view that notes the animation duration of every offset write.
    final class OffsetTimingScrollView: AvoidingScrollView {
      var offsetWriteDurations: [TimeInterval] = []

      override var contentOffset: CGPoint {
        didSet { offsetWriteDurations.append(UIView.inheritedAnimationDuration) }
      }
    }

    @Test func focusMoveScrollsInsideTheLastNonZeroKeyboardAnimation() {
      // iPhone SE, no safe area; 20 fields of 44 pt every 60 pt from y = 16.
      let screen = Device.iPhoneSE.makeScreen()
      let window = UIWindow(frame: Device.iPhoneSE.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      let scrollView = OffsetTimingScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      let fields = (0..<20).map { index in
        UITextField(frame: CGRect(x: 16, y: 16 + CGFloat(index) * 60, width: 288, height: 44))
      }
      for field in fields { scrollView.addSubview(field) }
      scrollView.contentSize = CGSize(width: 320, height: 20 * 60 + 16)
      window.layoutIfNeeded()

      fields[2].becomeFirstResponder()  // 136 … 180
      let keyboard = SystemKeyboard(device: .iPhoneSE, screen: screen)
      let frame = Device.iPhoneSE.dockedKeyboardFrame()  // 315 … 568
      keyboard.timing.duration = 0.25
      keyboard.show(frame)
      // The same frame again with duration 0: a duplicate, and no timing to reuse.
      keyboard.timing.duration = 0
      keyboard.changeFrame(to: frame)
      #expect(scrollView.contentOffset.y == 0)  // 180 + 16 = 196 ≤ 315: nothing moved

      scrollView.offsetWriteDurations = []
      fields[8].becomeFirstResponder()  // 16 + 8 × 60 = 496 … 540
      // 540 + 16 = 556 must show above 315: 556 − 315 = 241, inside the 0.25-s animation.
      #expect(scrollView.contentOffset.y == 241)
      #expect(!scrollView.offsetWriteDurations.isEmpty)
      #expect(scrollView.offsetWriteDurations.allSatisfy { $0 == 0.25 })
    }
  }
#endif
