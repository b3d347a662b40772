import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `keyboardLayoutGuide` following the screen's keyboard frame (the headless-only
  /// `UIScreen.simulatedKeyboardFrame`, which SimulatedDevice's keyboard sets; its own tests
  /// drive it through the keyboard). A Submit button 50 pt tall, 16 pt from each side, sits
  /// 8 pt above the guide.
  @Suite("Auto Layout: keyboard layout guide")
  @MainActor
  struct KeyboardLayoutGuideTests {
    @MainActor
    struct SubmitScene {
      let screen: UIScreen
      let window: UIWindow
      let root: UIView
      let submit = UIView()
      var guide: UIKeyboardLayoutGuide { root.keyboardLayoutGuide }

      init(screen: UIScreen) {
        self.screen = screen
        window = TestScenes.window(on: screen)
        root = UIView(frame: window.bounds)
        window.addSubview(root)
        _ = AutoLayoutScenes.constrainedView(submit, in: root)
        NSLayoutConstraint.activate([
          submit.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
          submit.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
          submit.heightAnchor.constraint(equalToConstant: 50),
          submit.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        window.layoutIfNeeded()
      }
    }

    @Test("Phone: offscreen at the safe-area bottom, docked at the keyboard's top")
    func phoneDocked() {
      let scene = SubmitScene(screen: TestScenes.phoneScreen())
      // No keyboard: top = 852 − 34 = 818, 34 tall; the button at 818 − 8 − 50 = 760.
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
      #expect(scene.submit.frame == CGRect(x: 16, y: 760, width: 361, height: 50))
      // A docked keyboard 336 tall: top 852 − 336 = 516; nothing moves before the pass.
      scene.screen.simulatedKeyboardFrame = CGRect(x: 0, y: 516, width: 393, height: 336)
      #expect(scene.submit.frame.minY == 760)
      scene.window.layoutIfNeeded()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
      // 516 − 58 = 458.
      #expect(scene.submit.frame == CGRect(x: 16, y: 458, width: 361, height: 50))
      // Hidden again (below the screen): back to the safe area.
      scene.screen.simulatedKeyboardFrame = CGRect(x: 0, y: 852, width: 393, height: 336)
      scene.window.layoutIfNeeded()
      #expect(scene.submit.frame.minY == 760)
    }

    @Test("usesBottomSafeArea = false: an offscreen guide sits at the view's bottom")
    func viewBottomWhenOffscreen() {
      let scene = SubmitScene(screen: TestScenes.phoneScreen())
      scene.guide.usesBottomSafeArea = false
      scene.window.layoutIfNeeded()
      // Top 852, no height; button 852 − 58 = 794.
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
      #expect(scene.submit.frame.minY == 794)
    }

    @Test("iPad: undocked and floating keyboards followed only with followsUndockedKeyboard")
    func padUndockedAndFloating() {
      let scene = SubmitScene(screen: TestScenes.padScreen())
      // 1024 × 1366, safe bottom 20: offscreen top 1346, button 1346 − 58 = 1288.
      #expect(scene.submit.frame == CGRect(x: 16, y: 1288, width: 992, height: 50))
      // Undocked: full width, away from the bottom. Not followed by default.
      scene.screen.simulatedKeyboardFrame = CGRect(x: 0, y: 600, width: 1024, height: 300)
      scene.window.layoutIfNeeded()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 1346, width: 1024, height: 20))
      #expect(scene.submit.frame.minY == 1288)
      scene.guide.followsUndockedKeyboard = true
      scene.window.layoutIfNeeded()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 600, width: 1024, height: 300))
      #expect(scene.submit.frame.minY == 542)  // 600 − 58
      // Floating, 320 × 260 at (600, 800): followed, its own frame.
      scene.screen.simulatedKeyboardFrame = CGRect(x: 600, y: 800, width: 320, height: 260)
      scene.window.layoutIfNeeded()
      #expect(scene.guide.layoutFrame == CGRect(x: 600, y: 800, width: 320, height: 260))
      #expect(scene.submit.frame.minY == 742)  // 800 − 58
      // Being dragged (iOS reports a zero frame): no area on screen, offscreen.
      scene.screen.simulatedKeyboardFrame = .zero
      scene.window.layoutIfNeeded()
      #expect(scene.submit.frame.minY == 1288)
    }

    @Test("The guide follows at the window's display turn, with no layoutIfNeeded()")
    func followsAtTheDisplayTurn() async {
      let scene = SubmitScene(screen: TestScenes.phoneScreen())
      scene.screen.simulatedKeyboardFrame = CGRect(x: 0, y: 516, width: 393, height: 336)
      #expect(scene.submit.frame.minY == 760)
      await AutoLayoutScenes.nextMainQueueTurn()
      #expect(scene.submit.frame.minY == 458)
    }

    @Test("A window on another screen does not follow this screen's keyboard")
    func otherScreen() {
      let scene = SubmitScene(screen: TestScenes.phoneScreen())
      let other = TestScenes.phoneScreen()
      other.simulatedKeyboardFrame = CGRect(x: 0, y: 516, width: 393, height: 336)
      scene.window.layoutIfNeeded()
      #expect(scene.submit.frame.minY == 760)
    }
  }
#endif
