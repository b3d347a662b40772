import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UISwitch` (a form's "accept the terms") and `UIActivityIndicatorView` (a form's
  /// "signing up…").
  @Suite("Switches and activity indicators")
  @MainActor
  struct SwitchAndActivityIndicatorTests {
    // Source: UISwitch.h ("the frame size is ignored"; setOn:animated: "does not send
    // action"); uiswitch ("flips" it: valueChanged). 51 × 31 is [seen].
    @Test func aSwitchFlipsOnATapAndSendsValueChanged() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let terms = UISwitch(frame: CGRect(x: 20, y: 300, width: 200, height: 200))
      #expect(terms.frame == CGRect(x: 20, y: 300, width: 51, height: 31))
      #expect(terms.intrinsicContentSize == CGSize(width: 51, height: 31))
      var changes: [Bool] = []
      // Unowned: the switch keeps its action, so a strong capture would be a cycle (a leak
      // on iOS too); the switch outlives the test's taps.
      terms.addAction(
        UIAction { [unowned terms] _ in changes.append(terms.isOn) }, for: .valueChanged)
      window.addSubview(terms)
      #expect(!terms.isOn)
      terms.setOn(true, animated: true)  // no action
      #expect(terms.isOn)
      #expect(changes.isEmpty)
      window.simulateTap(at: CGPoint(x: 40, y: 310))  // inside 20…71 × 300…331
      #expect(changes == [false])
      terms.isEnabled = false
      window.simulateTap(at: CGPoint(x: 40, y: 310))
      #expect(changes == [false])
    }

    // Source: UIActivityIndicatorView.h (hidesWhenStopped "default is YES. calls -setHidden
    // when animating gets set to NO"; color null_resettable).
    @Test func anIndicatorShowsWhileItAnimates() {
      let spinner = UIActivityIndicatorView(frame: .zero)
      #expect(spinner.hidesWhenStopped)
      #expect(spinner.isHidden)
      #expect(!spinner.isAnimating)
      spinner.startAnimating()
      #expect(spinner.isAnimating)
      #expect(!spinner.isHidden)
      spinner.stopAnimating()
      #expect(spinner.isHidden)
      spinner.hidesWhenStopped = false
      #expect(!spinner.isHidden)
      spinner.color = .white
      #expect(spinner.color === UIColor.white)
      spinner.color = nil
      #expect(spinner.color === UIColor.gray)
      #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }
  }
#endif
