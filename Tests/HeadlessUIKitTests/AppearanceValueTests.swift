import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIColor`, `UIFont`, `UILabel`, and `UIView`'s `backgroundColor` and `tintColor`: values
  /// a form's code sets and reads back, and a label's size from the model's font model.
  @Suite("Colors, fonts and labels")
  @MainActor
  struct AppearanceValueTests {
    /// The RGBA components of `color`.
    private func components(_ color: UIColor) -> [CGFloat] {
      var red: CGFloat = -1
      var green: CGFloat = -1
      var blue: CGFloat = -1
      var alpha: CGFloat = -1
      color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return [red, green, blue, alpha]
    }

    // Source: UIColor.h (initializers, the fixed colors' comments); HIG "Color" (light
    // system colors); "These colors are cached".
    @Test func colorsKeepTheirComponents() {
      #expect(
        components(UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)) == [0.25, 0.5, 0.75, 1])
      #expect(components(UIColor(white: 0.5, alpha: 0.25)) == [0.5, 0.5, 0.5, 0.25])
      #expect(components(.clear) == [0, 0, 0, 0])
      #expect(components(.white) == [1, 1, 1, 1])
      // systemRed, light: 255, 59, 48 → 1, 59/255, 48/255.
      #expect(components(.systemRed) == [1, 59.0 / 255, 48.0 / 255, 1])
      #expect(components(UIColor.systemRed.withAlphaComponent(0.5))[3] == 0.5)
      #expect(UIColor.systemBackground === UIColor.systemBackground)
      let literal: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
      #expect(components(literal) == [1, 0, 0, 1])
    }

    // Source: UIView.h backgroundColor ("default is nil"), tintColor ("the first non-default
    // value in the receiver's superview chain (starting with itself)").
    @Test func backgroundAndInheritedTintColors() {
      let form = UIView()
      let button = UIView()
      form.addSubview(button)
      #expect(form.backgroundColor == nil)
      form.backgroundColor = .systemBackground
      #expect(form.backgroundColor === UIColor.systemBackground)
      #expect(button.tintColor === UIColor.systemBlue)  // no view sets one: the system's
      form.tintColor = .systemRed
      #expect(button.tintColor === UIColor.systemRed)  // inherited from the superview
      button.tintColor = .white
      #expect(button.tintColor === UIColor.white)
      button.tintColor = nil  // null_resettable: back to the inherited color
      #expect(button.tintColor === UIColor.systemRed)
    }

    // Source: UIFont.h; HIG Typography (Large: body 17, headline 17 semibold, large title
    // 34); the metrics are the model's [choice]: lines 1.2 × size.
    @Test func fontsCarryTheirSizeAndLineHeight() {
      let body = UIFont.preferredFont(forTextStyle: .body)
      #expect(body.pointSize == 17)
      #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
      #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
      let headline = UIFont.systemFont(ofSize: 20, weight: .semibold)
      #expect(headline.lineHeight == 24)  // 1.2 × 20
      #expect(headline.withSize(10).pointSize == 10)
      #expect(UIFont.boldSystemFont(ofSize: 15).pointSize == 15)
      #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)  // bad input: no size
      #expect(UIFont.Weight.bold > UIFont.Weight.regular)
    }

    // Source: UILabel.h (font "system font 17 plain", textColor "labelColor", numberOfLines
    // "default is 1 … 0 … as many lines as needed"); the size is the model's font model.
    @Test func labelSizesItsTextByTheFontModel() {
      let label = UILabel()
      #expect(label.intrinsicContentSize == .zero)  // no text
      #expect(label.font.pointSize == 17)
      #expect(label.textColor === UIColor.label)
      label.font = .systemFont(ofSize: 20)
      // "Email" is 5 units at 0.5 × 20 = 10 pt: 50 wide, one 24 pt line.
      label.text = "Email"
      #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
      // Two lines, numberOfLines 1: the first only ("Your" 4 units → 40 × 24).
      label.text = "Your\nemail address"
      #expect(label.intrinsicContentSize == CGSize(width: 40, height: 24))
      // numberOfLines 0: both; the widest is "email address", 13 units → 130 × 48.
      label.numberOfLines = 0
      #expect(label.intrinsicContentSize == CGSize(width: 130, height: 48))
      label.font = nil  // null_resettable: the 17 pt system font again
      #expect(label.font.pointSize == 17)
    }

    // Source: UIView.h, a changed intrinsic size re-lays the label out in a stack.
    @Test func aLabelInAStackViewTakesItsHeight() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let stack = UIStackView()
      stack.axis = .vertical
      stack.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
      stack.alignment = .leading
      window.addSubview(stack)
      let title = UILabel()
      title.font = .systemFont(ofSize: 30)
      title.text = "Sign up"
      stack.addArrangedSubview(title)
      window.layoutIfNeeded()
      // 7 units × 15 pt = 105 wide; one 36 pt line; top-aligned in a fill stack of one view
      // that must fill the axis: the stack stretches it to the stack's 200 pt height.
      #expect(title.frame.width == 105)
    }
  }
#endif
