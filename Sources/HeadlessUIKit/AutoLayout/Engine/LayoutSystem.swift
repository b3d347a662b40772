#if !canImport(UIKit)
  import Foundation

  // The glue between the UIKit surface and the solver: a view tree's constraints as one
  // linear system (LinearSystem.swift), solved from scratch at each pass, and the solution
  // read back as frames, guide frames and content sizes.
  //
  // Every item (view or guide) has four unknowns in the root's space: minX, minY, width,
  // height. A view's position there is its superview's plus its frame origin, without the
  // superview's bounds origin: a scroll view's subviews are placed in content coordinates
  // [doc: Auto Layout Guide, Working with Scroll Views, "Constraints between the edges or
  // margins of the scroll view and its content attach to the scroll view's content area"].
  // [doc] NSLayoutConstraint.h: "firstItem.firstAttribute {==,<=,>=}
  // secondItem.secondAttribute * multiplier + constant"; UIView.h: "The numbers in a
  // constraint are interpreted in the coordinate system of the view it is installed on", so
  // positions are measured from that view's origin (which matters only with a multiplier
  // other than 1).
  @MainActor
  struct LayoutSystem {
    /// What the system is built for.
    enum Purpose {
      /// The layout pass of a tree: the root keeps its frame's size.
      case layout
      /// `systemLayoutSizeFitting`: the root is drawn towards `target` at the priorities.
      case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// The four unknowns of one item.
    struct ItemVariables {
      let base: Int
      var minX: LayoutVariable { LayoutVariable(index: base) }
      var minY: LayoutVariable { LayoutVariable(index: base + 1) }
      var width: LayoutVariable { LayoutVariable(index: base + 2) }
      var height: LayoutVariable { LayoutVariable(index: base + 3) }
    }

    let root: UIView
    let purpose: Purpose
    private(set) var constraints: [LinearConstraint] = []
    /// The app's (or a stack view's) constraint behind each position of `constraints` that
    /// came from one; the others are the model's own (autoresizing mask, intrinsic size).
    private(set) var sources: [Int: NSLayoutConstraint] = [:]
    private(set) var variableCount = 0
    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// The views with unknowns, in the order they got them (ancestors before descendants).
    private(set) var views: [UIView] = []
    private(set) var guides: [UILayoutGuide] = []
    /// Scroll views whose content area the constraints use: their content size is solved.
    private(set) var scrollViewsWithSolvedContent: [UIScrollView] = []
    /// Whether a keyboard layout guide of the tree got unknowns.
    private(set) var placesKeyboardLayoutGuide = false

    init(root: UIView, purpose: Purpose) {
      self.root = root
      self.purpose = purpose
      _ = variables(of: root)
      collect(in: root)
    }

    func variables(for item: AnyObject) -> ItemVariables? {
      variables[ObjectIdentifier(item)]
    }

    // MARK: Collecting

    /// Every constraint installed in the tree, every view that does not translate its
    /// autoresizing mask, and every guide.
    private mutating func collect(in view: UIView) {
      guard view.autoLayoutInSubtree || view === root else { return }
      if let state = view.autoLayoutState {
        if !state.translatesAutoresizingMask { _ = variables(of: view) }
        for guide in state.allGuides { _ = variables(ofGuide: guide) }
        for constraint in state.installedConstraints { add(constraint, installedOn: view) }
      }
      for subview in view.subviews { collect(in: subview) }
    }

    /// The unknowns of `view`, made (with those of its ancestors up to the root, and the
    /// constraints that define a view's frame from outside) on first use; `nil` for a view
    /// outside the tree.
    mutating func variables(of view: UIView) -> ItemVariables? {
      if let known = variables[ObjectIdentifier(view)] { return known }
      var parent: ItemVariables?
      if view !== root {
        guard let superview = view.superview, let above = variables(of: superview) else {
          return nil
        }
        parent = above
      }
      let own = allocate(view)
      views.append(view)
      defineFrame(of: view, own: own, parent: parent)
      return own
    }

    private mutating func allocate(_ item: AnyObject) -> ItemVariables {
      let own = ItemVariables(base: variableCount)
      variableCount += 4
      variables[ObjectIdentifier(item)] = own
      return own
    }

    /// The root's place, a translating view's frame, a view's intrinsic size.
    private mutating func defineFrame(of view: UIView, own: ItemVariables, parent: ItemVariables?) {
      guard let parent else {
        // The root is the space's origin.
        require(own.minX, equals: 0)
        require(own.minY, equals: 0)
        switch purpose {
        case .layout:
          // [choice] The root of a pass (a window, or a detached tree laid out on request)
          // keeps the size it was given.
          require(own.width, equals: view.frame.width)
          require(own.height, equals: view.frame.height)
        case .fitting(let target, let horizontal, let vertical):
          // [doc] NSLayoutConstraint.h, UILayoutPriorityFittingSizeLevel: "the priority
          // level with which the view wants to conform to the target size".
          add(LinearExpression(terms: [own.width: 1], constant: -target.width), .equal, horizontal)
          add(LinearExpression(terms: [own.height: 1], constant: -target.height), .equal, vertical)
          addIntrinsicSize(of: view, own: own)
        }
        return
      }
      if view.translatesAutoresizingMaskIntoConstraints {
        // [doc] UIView.h: "the autoresizing mask on a view gives rise to constraints that
        // fully determine the view's position": required, at the frame it has.
        let frame = view.frame
        require(own.minX, equals: parent.minX, plus: frame.minX)
        require(own.minY, equals: parent.minY, plus: frame.minY)
        require(own.width, equals: frame.width)
        require(own.height, equals: frame.height)
      } else {
        addIntrinsicSize(of: view, own: own)
      }
    }

    /// [doc] UIView.h: for an intrinsic size "UIKit will set up constraints that specify (1)
    /// that the opaque content should not be compressed or clipped, (2) that the view prefers
    /// to hug tightly to its content": `size >= intrinsic` at the compression resistance,
    /// `size <= intrinsic` at the hugging priority, per axis with a metric
    /// (`UIView.noIntrinsicMetric` is none).
    private mutating func addIntrinsicSize(of view: UIView, own: ItemVariables) {
      let size = view.intrinsicContentSize
      for (axis, value, variable) in [
        (NSLayoutConstraint.Axis.horizontal, size.width, own.width),
        (.vertical, size.height, own.height),
      ] where value >= 0 && value.isFinite {
        let expression = LinearExpression(terms: [variable: 1], constant: -Double(value))
        add(expression, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis))
        add(expression, .lessThanOrEqual, view.contentHuggingPriority(for: axis))
      }
    }

    // MARK: Constraints

    private mutating func add(_ constraint: NSLayoutConstraint, installedOn view: UIView) {
      guard let first = constraint.storedFirstItem,
        let firstExpression = expression(
          for: first, constraint.firstAttribute, relativeTo: view,
          partner: constraint.storedSecondItem)
      else { return }
      var expression = firstExpression
      if let second = constraint.storedSecondItem {
        guard
          let secondExpression = self.expression(
            for: second, constraint.secondAttribute, relativeTo: view, partner: first)
        else { return }
        expression.add(secondExpression, times: -Double(constraint.multiplier))
      }
      expression.constant -= Double(constraint.constant)
      let relation: LinearConstraint.Relation
      switch constraint.relation {
      case .lessThanOrEqual: relation = .lessThanOrEqual
      case .greaterThanOrEqual: relation = .greaterThanOrEqual
      default: relation = .equal
      }
      let position = constraints.count
      add(expression, relation, constraint.priority)
      if constraints.count > position { sources[position] = constraint }
    }

    mutating func add(
      _ expression: LinearExpression, _ relation: LinearConstraint.Relation,
      _ priority: UILayoutPriority
    ) {
      guard expression.isFinite else { return }
      // LinearSystem.swift: priorities are 1...1000.
      let clamped = min(max(priority.rawValue.isFinite ? priority.rawValue : 1000, 1), 1000)
      constraints.append(
        LinearConstraint(expression: expression, relation: relation, priority: clamped))
    }

    mutating func require(_ variable: LayoutVariable, equals value: CGFloat) {
      add(LinearExpression(terms: [variable: 1], constant: -Double(value)), .equal, .required)
    }

    /// `variable == other + offset`, required.
    mutating func require(
      _ variable: LayoutVariable, equals other: LayoutVariable, plus offset: CGFloat = 0
    ) {
      add(
        LinearExpression(terms: [variable: 1, other: -1], constant: -Double(offset)), .equal,
        .required)
    }

    mutating func noteSolvedContent(of scrollView: UIScrollView) {
      if !scrollViewsWithSolvedContent.contains(where: { $0 === scrollView }) {
        scrollViewsWithSolvedContent.append(scrollView)
      }
    }

    mutating func noteGuide(_ guide: UILayoutGuide) {
      guides.append(guide)
      if guide.kind == .keyboard { placesKeyboardLayoutGuide = true }
    }

    mutating func allocateGuide(_ guide: UILayoutGuide) -> ItemVariables {
      allocate(guide)
    }
  }

  extension LinearExpression {
    /// Adds `other × factor`.
    mutating func add(_ other: LinearExpression, times factor: Double) {
      for (variable, coefficient) in other.terms {
        terms[variable, default: 0] += coefficient * factor
      }
      constant += other.constant * factor
    }

    var isFinite: Bool {
      constant.isFinite && terms.values.allSatisfy(\.isFinite)
    }
  }
#endif
