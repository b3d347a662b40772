import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIButton` as a form's submit button: titles per state, the closure forms of
  /// target–action, a tap, and its size from its title.
  @Suite("Buttons")
  @MainActor
  struct ButtonTests {
    // Source: UIButton.h (buttonWithType:, setTitle:forState:); uibutton/title(for:) ("use
    // the title associated with the normal state"); currentTitle.
    @Test func titlesPerStateFallBackToNormal() {
      let button = UIButton(type: .system)
      #expect(button.buttonType == .system)
      #expect(UIButton.ButtonType.roundedRect == .system)
      #expect(button.currentTitle == nil)
      button.setTitle("Sign up", for: .normal)
      button.setTitle("Signing up…", for: .disabled)
      #expect(button.title(for: .highlighted) == "Sign up")
      #expect(button.currentTitle == "Sign up")
      button.isEnabled = false
      #expect(button.currentTitle == "Signing up…")
      #expect(UIButton().buttonType == .custom)
    }

    // Source: UIButton.h initWithFrame:primaryAction: / buttonWithType:primaryAction: (iOS
    // 14): the action handles .primaryActionTriggered and gives its title; UIControl.h: a
    // button's tap is its primary action.
    @Test func aPrimaryActionRunsOnATapAndTitlesTheButton() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      var taps = 0
      var touchUps = 0
      let button = UIButton(
        type: .system, primaryAction: UIAction(title: "Create account") { _ in taps += 1 })
      button.addAction(UIAction { _ in touchUps += 1 }, for: .touchUpInside)
      button.frame = CGRect(x: 20, y: 400, width: 200, height: 44)
      window.addSubview(button)
      #expect(button.currentTitle == "Create account")
      window.simulateTap(at: CGPoint(x: 100, y: 420))
      #expect(taps == 1)
      #expect(touchUps == 1)
      button.isEnabled = false  // a disabled button sends nothing
      window.simulateTap(at: CGPoint(x: 100, y: 420))
      #expect(taps == 1)
      let framed = UIButton(frame: .zero, primaryAction: nil)
      #expect(framed.currentTitle == nil)
    }

    // Source: the model's font model [choice]: 15 pt title, 7.5 pt per UTF-16 unit, 18 pt
    // lines. "Sign up" is 7 units: 52.5 × 18.
    @Test func aButtonIsAsLargeAsItsTitle() {
      let button = UIButton(type: .system)
      #expect(button.intrinsicContentSize == .zero)
      button.setTitle("Sign up", for: .normal)
      #expect(button.intrinsicContentSize == CGSize(width: 52.5, height: 18))
      #expect(button.titleLabel?.text == "Sign up")
      #expect(button.titleLabel?.font.pointSize == 15)
    }
  }
#endif
