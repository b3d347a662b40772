import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// NSLayoutConstraint, UILayoutPriority, anchors and layout guides as declarations:
  /// what they hold, where activation installs a constraint, what removal takes away.
  @Suite("Auto Layout API")
  @MainActor
  struct ConstraintAPITests {
    @Test("UILayoutPriority: UIKit's levels and the overlay's arithmetic")
    func priorities() {
      // NSLayoutConstraint.h: Required 1000, DefaultHigh 750, DefaultLow 250,
      // FittingSizeLevel 50.
      #expect(UILayoutPriority.required.rawValue == 1000)
      #expect(UILayoutPriority.defaultHigh.rawValue == 750)
      #expect(UILayoutPriority.defaultLow.rawValue == 250)
      #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
      // 250 + 1 = 251 (a label's hugging), 1000 - 1 = 999, 750 - 250 = 500.
      #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
      #expect((UILayoutPriority.required - 1).rawValue == 999)
      #expect(UILayoutPriority.defaultHigh - UILayoutPriority.defaultLow == 500)
      var priority = UILayoutPriority(rawValue: 700)
      priority += 10
      #expect(priority == UILayoutPriority(710))
      #expect(UILayoutPriority.defaultLow < UILayoutPriority.defaultHigh)
    }

    @Test("A constraint from anchors: its items, attributes, relation, multiplier, constant")
    func anchorConstraint() {
      let a = UIView()
      let b = UIView()
      let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 12)
      #expect(constraint.firstItem === a)
      #expect(constraint.secondItem === b)
      #expect(constraint.firstAttribute == .top)
      #expect(constraint.secondAttribute == .bottom)
      #expect(constraint.relation == .equal)
      #expect(constraint.multiplier == 1)
      #expect(constraint.constant == 12)
      // [doc] "Defaults to NO for newly created constraints"; priority required.
      #expect(!constraint.isActive)
      #expect(constraint.priority == .required)
      let size = a.widthAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 0.5)
      #expect(size.relation == .lessThanOrEqual)
      #expect(size.multiplier == 0.5)
      let fixed = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
      #expect(fixed.secondItem == nil)
      #expect(fixed.secondAttribute == .notAnAttribute)
      #expect(fixed.constant == 44)
      // The system spacing is the model's 8 pt × multiplier.
      let spaced = a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 2)
      #expect(spaced.constant == 16)
    }

    @Test("Activation installs on the closest common ancestor; deactivation removes it")
    func installation() {
      let root = UIView()
      let container = UIView()
      let a = UIView()
      let b = UIView()
      root.addSubview(container)
      container.addSubview(a)
      container.addSubview(b)
      let between = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
      let own = a.widthAnchor.constraint(equalToConstant: 10)
      NSLayoutConstraint.activate([between, own])
      // UIView.h: "installed on the closest common ancestor of the views involved … A view
      // is considered to be an ancestor of itself."
      #expect(container.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(between)])
      #expect(a.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(own)])
      #expect(root.constraints.isEmpty)
      #expect(between.isActive && own.isActive)
      NSLayoutConstraint.deactivate([between])
      #expect(container.constraints.isEmpty)
      #expect(!between.isActive)
      // A guide's view is its owning view.
      let guide = UILayoutGuide()
      root.addLayoutGuide(guide)
      let toGuide = a.topAnchor.constraint(equalTo: guide.topAnchor)
      toGuide.isActive = true
      #expect(root.constraints.contains { $0 === toGuide })
    }

    @Test("No common ancestor: the constraint stays inactive (UIKit throws)")
    func noCommonAncestor() {
      let a = UIView()
      let b = UIView()
      let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
      constraint.isActive = true
      #expect(!constraint.isActive)
      #expect(a.constraints.isEmpty && b.constraints.isEmpty)
    }

    @Test("addConstraint installs on the receiver; removeConstraint takes it away")
    func addAndRemove() {
      let container = UIView()
      let a = UIView()
      container.addSubview(a)
      let constraint = a.topAnchor.constraint(equalTo: container.topAnchor)
      container.addConstraint(constraint)
      #expect(constraint.isActive)
      #expect(container.constraints.count == 1)
      a.removeConstraint(constraint)  // not installed on `a`: nothing happens
      #expect(constraint.isActive)
      container.removeConstraints([constraint])
      #expect(!constraint.isActive)
      #expect(container.constraints.isEmpty)
    }

    @Test("Removing a view removes the constraints that name its subtree")
    func removalTakesConstraints() {
      let root = UIView()
      let container = UIView()
      let child = UIView()
      let other = UIView()
      root.addSubview(container)
      container.addSubview(child)
      root.addSubview(other)
      let across = child.topAnchor.constraint(equalTo: other.bottomAnchor)
      let inside = child.heightAnchor.constraint(equalToConstant: 10)
      NSLayoutConstraint.activate([across, inside])
      container.removeFromSuperview()
      // [doc] removefromsuperview(): "removes any constraints that refer to the view you are
      // removing, or that refer to any view in the subtree": the one installed on `root`
      // goes; the one inside the subtree stays.
      #expect(!across.isActive)
      #expect(inside.isActive)
    }

    @Test("Layout guides: added, owned, removed; identifier; UIKit's guides per view")
    func layoutGuides() {
      let view = UIView()
      let guide = UILayoutGuide()
      guide.identifier = "gap"
      view.addLayoutGuide(guide)
      #expect(guide.owningView === view)
      #expect(view.layoutGuides.map(ObjectIdentifier.init) == [ObjectIdentifier(guide)])
      #expect(guide.identifier == "gap")
      view.removeLayoutGuide(guide)
      #expect(guide.owningView == nil)
      #expect(view.layoutGuides.isEmpty)
      // Setting owningView moves the guide [choice].
      guide.owningView = view
      #expect(view.layoutGuides.count == 1)
      // UIKit's own guides: the same object each time, owned by the view.
      #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
      #expect(view.layoutMarginsGuide.owningView === view)
      #expect(view.keyboardLayoutGuide.owningView === view)
      let scrollView = UIScrollView()
      #expect(scrollView.contentLayoutGuide !== scrollView.frameLayoutGuide)
      #expect(scrollView.contentLayoutGuide.owningView === scrollView)
      // The keyboard guide's settings: UIKeyboardLayoutGuide.h defaults NO / YES / 0.
      let keyboard = view.keyboardLayoutGuide
      #expect(!keyboard.followsUndockedKeyboard)
      #expect(keyboard.usesBottomSafeArea)
      #expect(keyboard.keyboardDismissPadding == 0)
    }

    @Test("UIView defaults: translates its mask, no intrinsic size, hugging 250, compression 750")
    func viewDefaults() {
      let view = UIView()
      #expect(view.translatesAutoresizingMaskIntoConstraints)
      #expect(UIView.noIntrinsicMetric == -1)
      #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
      #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
      #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
      #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
      view.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      view.setContentCompressionResistancePriority(.required, for: .vertical)
      #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 251)
      #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: .vertical) == .required)
      #expect(!UIView.requiresConstraintBasedLayout)
      #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      #expect(view.insetsLayoutMarginsFromSafeArea)
      #expect(UIView.layoutFittingCompressedSize == .zero)
    }

    @Test("Text intrinsic sizes: a field is one line, a text view that cannot scroll its text")
    func textIntrinsicSizes() {
      let field = UITextField()
      field.text = "Email"
      // 5 UTF-16 units × 8 pt = 40 wide, one 20 pt line.
      #expect(field.intrinsicContentSize == CGSize(width: 40, height: 20))
      let textView = UITextView()
      #expect(textView.intrinsicContentSize == CGSize(width: -1, height: -1))
      textView.isScrollEnabled = false
      textView.text = "one\ntwo"
      // Insets 8 + 8, two 20 pt lines: 56 tall; no natural width.
      #expect(textView.intrinsicContentSize == CGSize(width: -1, height: 56))
    }
  }
#endif
