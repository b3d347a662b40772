import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// UIStackView: the arranged-subviews list as UIStackView.h states it, and the layouts its
  /// constraints give, worked out by hand (on the 393 × 852 phone window).
  @Suite("UIStackView")
  @MainActor
  struct StackViewTests {
    /// A field 44 pt tall with no width of its own (a text field's stand-in).
    static func field() -> IntrinsicView {
      IntrinsicView(naturalSize: CGSize(width: UIView.noIntrinsicMetric, height: 44))
    }

    /// A vertical stack of four fields, spacing 12, pinned at (20, 100) and 350 wide.
    @MainActor
    struct FormStack {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let fields = (0..<4).map { _ in StackViewTests.field() }
      let stack: UIStackView

      init() {
        stack = UIStackView(arrangedSubviews: fields)
        stack.axis = .vertical
        stack.spacing = 12
        _ = AutoLayoutScenes.constrainedView(stack, in: window)
        NSLayoutConstraint.activate([
          stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
          stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
          stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -23),
        ])
      }
    }

    @Test("A vertical form stack: 44 pt fields 12 pt apart, a hidden one collapses with no spacing")
    func formStackWithAHiddenField() {
      let scene = FormStack()
      scene.fields[1].isHidden = true
      scene.window.layoutIfNeeded()
      // Width 393 − 20 − 23 = 350. Visible: fields 0, 2, 3. In the stack: field 0 at y 0;
      // field 2 at 44 + 12 = 56; field 3 at 56 + 44 + 12 = 112. The hidden field 1 is 0 tall
      // where field 0 ends (y 44). Stack height 3·44 + 2·12 = 156, at (20, 100).
      #expect(scene.stack.frame == CGRect(x: 20, y: 100, width: 350, height: 156))
      #expect(scene.fields[0].frame == CGRect(x: 0, y: 0, width: 350, height: 44))
      #expect(scene.fields[1].frame == CGRect(x: 0, y: 44, width: 350, height: 0))
      #expect(scene.fields[2].frame == CGRect(x: 0, y: 56, width: 350, height: 44))
      #expect(scene.fields[3].frame == CGRect(x: 0, y: 112, width: 350, height: 44))
      #expect(!scene.stack.hasAmbiguousLayout)

      // Shown again: nothing moves before the layout pass [doc: UIStackView.h, the layout
      // "will update"; the update runs at the pass], then 4·44 + 3·12 = 212 tall, field 1 at
      // 56, fields 2 and 3 at 112 and 168.
      scene.fields[1].isHidden = false
      #expect(scene.fields[2].frame.minY == 56)
      scene.window.layoutIfNeeded()
      #expect(scene.stack.frame.height == 212)
      #expect(scene.fields.map(\.frame.minY) == [0, 56, 112, 168])
      #expect(scene.fields[1].frame.height == 44)
    }

    @Test("Custom spacing after a view, the system spacing token, and spacingUseDefault")
    func customSpacing() {
      let scene = FormStack()
      scene.stack.setCustomSpacing(30, after: scene.fields[0])
      scene.stack.setCustomSpacing(UIStackView.spacingUseSystem, after: scene.fields[1])
      scene.window.layoutIfNeeded()
      // Tops: 0; 44 + 30 = 74; 74 + 44 + 8 (system spacing) = 126; 126 + 44 + 12 = 182.
      #expect(scene.fields.map(\.frame.minY) == [0, 74, 126, 182])
      #expect(scene.stack.customSpacing(after: scene.fields[0]) == 30)
      #expect(scene.stack.customSpacing(after: scene.fields[2]) == UIStackView.spacingUseDefault)
      scene.stack.setCustomSpacing(UIStackView.spacingUseDefault, after: scene.fields[0])
      scene.window.layoutIfNeeded()
      // Back to 12 after field 0: 0, 56, 56 + 44 + 8 = 108, 108 + 44 + 12 = 164.
      #expect(scene.fields.map(\.frame.minY) == [0, 56, 108, 164])
    }

    @Test("Layout margins relative arrangement insets the fields by the margins")
    func marginsRelative() {
      let scene = FormStack()
      scene.stack.layoutMargins = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
      scene.stack.isLayoutMarginsRelativeArrangement = true
      scene.window.layoutIfNeeded()
      // Fields 350 − 30 = 320 wide at x 15; tops 10, 66, 122, 178; the stack
      // 10 + 4·44 + 3·12 + 10 = 232 tall.
      #expect(scene.fields[0].frame == CGRect(x: 15, y: 10, width: 320, height: 44))
      #expect(scene.fields.map(\.frame.minY) == [10, 66, 122, 178])
      #expect(scene.stack.frame.height == 232)
    }

    @Test("Alignment across a vertical stack: leading, center, trailing, top/bottom aliases")
    func alignment() {
      let scene = FormStack()
      let badge = IntrinsicView(naturalSize: CGSize(width: 100, height: 30))
      scene.stack.addArrangedSubview(badge)
      // The stack is 350 wide; the badge keeps its 100 pt (hugging 250 against nothing
      // pulling it wider once it is not filled).
      for (alignment, x) in [
        (UIStackView.Alignment.leading, 0.0), (.center, 125), (.trailing, 250), (.top, 0),
        (.bottom, 250),
      ] {
        scene.stack.alignment = alignment
        scene.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: x, y: 224, width: 100, height: 30), "\(alignment)")
      }
      // 4·44 + 4·12 = 224 is the badge's top. With .fill it spans the width.
      scene.stack.alignment = .fill
      scene.window.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 0, y: 224, width: 350, height: 30))
      #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    /// A horizontal row 310 wide at (0, 100) holding `views`.
    func row(_ views: [UIView], distribution: UIStackView.Distribution, spacing: CGFloat) -> (
      UIWindow, UIStackView
    ) {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let stack = UIStackView(arrangedSubviews: views)
      stack.distribution = distribution
      stack.spacing = spacing
      _ = AutoLayoutScenes.constrainedView(stack, in: window)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.widthAnchor.constraint(equalToConstant: 310),
        stack.heightAnchor.constraint(equalToConstant: 40),
      ])
      window.layoutIfNeeded()
      return (window, stack)
    }

    @Test("fillEqually: three views share the row, spacing 5")
    func fillEqually() {
      let views = (0..<3).map { _ in UIView() }
      let (window, stack) = row(views, distribution: .fillEqually, spacing: 5)
      // (310 − 2·5) / 3 = 100 each, at x 0, 105, 210; the row's height, 40.
      #expect(
        views.map(\.frame) == [0, 105, 210].map { CGRect(x: $0, y: 0, width: 100, height: 40) })
      // One hidden: (310 − 5) / 2 = 152.5 each, at 0 and 157.5.
      views[1].isHidden = true
      window.layoutIfNeeded()
      #expect(views[0].frame.width == 152.5 && views[2].frame.minX == 157.5)
      #expect(stack.arrangedSubviews.count == 3)
    }

    @Test("equalSpacing: the extra width goes to the gaps, equally")
    func equalSpacing() {
      let views = (0..<3).map { _ in IntrinsicView(naturalSize: CGSize(width: 70, height: 20)) }
      let (_, stack) = row(views, distribution: .equalSpacing, spacing: 10)
      // The views keep 70 (compression 750 and hugging 250 both met); the gaps share
      // 310 − 3·70 = 100: 50 each (≥ the 10 minimum). x 0, 120, 240.
      #expect(views.map(\.frame.minX) == [0, 120, 240])
      #expect(views.allSatisfy { $0.frame.width == 70 })
      #expect(!stack.hasAmbiguousLayout)
    }

    @Test("fill: hugging decides who takes the extra width (251 keeps its size)")
    func fillByHugging() {
      let label = IntrinsicView(naturalSize: CGSize(width: 80, height: 20))
      let field = IntrinsicView(naturalSize: CGSize(width: 100, height: 20))
      label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      _ = row([label, field], distribution: .fill, spacing: 8)
      // The label keeps 80; the field takes 310 − 80 − 8 = 222 from x 88.
      #expect(label.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
      #expect(field.frame == CGRect(x: 88, y: 0, width: 222, height: 40))
    }

    @Test(
      "The arranged list: a subset of subviews; remove keeps the subview; removeFromSuperview drops it"
    )
    func arrangedSubviewsList() {
      let a = UIView()
      let b = UIView()
      let c = UIView()
      let stack = UIStackView(arrangedSubviews: [a, b])
      // "Adds views as subviews of the receiver" [doc].
      #expect(stack.subviews == [a, b] && stack.arrangedSubviews == [a, b])
      // Already a subview: the subview order stays; the stack index changes [doc].
      stack.addSubview(c)
      stack.insertArrangedSubview(c, at: 0)
      #expect(stack.arrangedSubviews == [c, a, b])
      #expect(stack.subviews == [a, b, c])
      stack.insertArrangedSubview(a, at: 2)
      #expect(stack.arrangedSubviews == [c, b, a])
      // removeArrangedSubview keeps the subview [doc].
      stack.setCustomSpacing(20, after: b)
      stack.removeArrangedSubview(b)
      #expect(stack.arrangedSubviews == [c, a])
      #expect(stack.subviews.contains(b))
      // Custom spacing is "not [maintained] after it is removed" [doc]; for a view that is
      // not arranged it is ignored.
      #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
      stack.setCustomSpacing(20, after: b)
      #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
      // removeFromSuperview removes it from the arranged list too [doc]; so does a move.
      c.removeFromSuperview()
      #expect(stack.arrangedSubviews == [a])
      let other = UIView()
      other.addSubview(a)
      #expect(stack.arrangedSubviews.isEmpty)
      // Arranged views are laid out by the stack's constraints [choice].
      #expect(!b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("Defaults and tokens as UIStackView.h declares them")
    func defaults() {
      let stack = UIStackView(frame: .zero)
      #expect(stack.axis == .horizontal && stack.distribution == .fill)
      #expect(stack.alignment == .fill && stack.spacing == 0)
      #expect(!stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
      // FLT_MAX and FLT_MIN.
      #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
      #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
      #expect(UIStackView.Distribution.fill.rawValue == 0)
      #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
      #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
    }
  }
#endif
