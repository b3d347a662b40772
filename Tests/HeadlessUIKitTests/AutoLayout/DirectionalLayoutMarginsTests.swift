import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `directionalLayoutMargins`, the form UIKit has asked for since iOS 11 (UIView.h: "please
  /// support both user interface layout directions by setting the directionalLayoutMargins
  /// property instead of the layoutMargins property"), and a view controller's
  /// `viewRespectsSystemMinimumLayoutMargins`.
  @Suite("Directional layout margins")
  @MainActor
  struct DirectionalLayoutMarginsTests {
    // Source: UIView.h, "directionalLayoutMargins.leading is used on the left when the user
    // interface direction is LTR and on the right for RTL. Vice versa for
    // directionalLayoutMargins.trailing."
    @Test("A form's content view sets its margins by leading and trailing")
    func contentViewMarginsLeftToRight() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let content = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
      window.addSubview(content)
      let field = AutoLayoutScenes.constrainedView(UITextField(), in: content)
      let margins = content.layoutMarginsGuide
      NSLayoutConstraint.activate([
        field.topAnchor.constraint(equalTo: margins.topAnchor),
        field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
      content.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 12, leading: 20, bottom: 12, trailing: 16)
      window.layoutIfNeeded()
      // Left to right: leading 20 on the left, trailing 16 on the right; width 393 − 36 = 357.
      #expect(field.frame == CGRect(x: 20, y: 12, width: 357, height: 44))
      #expect(content.layoutMargins == UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 16))
      #expect(
        content.directionalLayoutMargins
          == NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 16))
    }

    @Test("Right to left, leading is on the right")
    func rightToLeft() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      view.semanticContentAttribute = .forceRightToLeft
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 1, leading: 20, bottom: 2, trailing: 4)
      #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 2, right: 20))
      // "After setting the directionalLayoutMargins property, the values in the left and right
      // fields of the layoutMargins property will depend on the user interface layout
      // direction" (UIView.h): back to left to right, the same directional margins flip.
      view.semanticContentAttribute = .forceLeftToRight
      #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 4))
    }

    @Test("Setting layoutMargins is read back by direction")
    func physicalMarginsReadDirectionally() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      // The default: "By default, a view's margins are eight points on each side".
      #expect(
        view.directionalLayoutMargins
          == NSDirectionalEdgeInsets(
            top: 8, leading: 8, bottom: 8, trailing: 8))
      view.semanticContentAttribute = .forceRightToLeft
      view.layoutMargins = UIEdgeInsets(top: 1, left: 3, bottom: 2, right: 5)
      // Right to left: leading is the right side (5), trailing the left (3).
      #expect(
        view.directionalLayoutMargins
          == NSDirectionalEdgeInsets(top: 1, leading: 5, bottom: 2, trailing: 3))
    }

    @Test("NSDirectionalEdgeInsets as Swift imports it")
    func insetsValue() {
      #expect(NSDirectionalEdgeInsets() == .zero)
      #expect(
        NSDirectionalEdgeInsets.zero
          == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
      var insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      insets.trailing = 9
      #expect(insets != NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    // Source: UIViewController.h, `viewRespectsSystemMinimumLayoutMargins`: "Default YES."
    @Test("A view controller respects the system minimum margins by default")
    func respectsSystemMinimumByDefault() {
      let controller = UIViewController(nibName: nil, bundle: nil)
      #expect(controller.viewRespectsSystemMinimumLayoutMargins)
      controller.viewRespectsSystemMinimumLayoutMargins = false
      #expect(!controller.viewRespectsSystemMinimumLayoutMargins)
    }

    // Source: UIView.h, `UIViewAnimationOptionOverrideInheritedDuration = 1 << 5`,
    // `UIViewAnimationOptionOverrideInheritedCurve = 1 << 6`,
    // `UIViewAnimationOptionOverrideInheritedOptions = 1 << 9`.
    @Test("The override-inherited animation options have UIKit's raw values")
    func overrideInheritedOptions() {
      #expect(UIView.AnimationOptions.overrideInheritedDuration.rawValue == 32)
      #expect(UIView.AnimationOptions.overrideInheritedCurve.rawValue == 64)
      #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 512)
    }
  }
#endif
