#if !canImport(UIKit)
  import Foundation

  // Solving a tree and reading the solution back.
  //
  // [doc] WWDC15 219: after the engine recomputes, a view whose frame changes has its
  // superview marked (`superview.setNeedsLayout()`); the superview's base `layoutSubviews()`
  // then applies it (UIView.h on layoutSubviews). A guide whose frame changes marks its owning
  // view, so that view's `layoutSubviews()` sees it [doc: UILayoutGuide.h, layoutFrame "Valid
  // by the time the owningView receives -layoutSubviews"]; a scroll view whose content size
  // changes is marked too.
  extension LayoutSystem {
    /// The layout pass's solve of the tree under `root`.
    static func solve(root: UIView) {
      var system = LayoutSystem(root: root, purpose: .layout)
      let solution = LinearSolver.solve(system.constraints, variableCount: system.variableCount)
      system.apply(solution)
      // UIKit's "Unable to simultaneously satisfy constraints" log (NSLayoutConstraint+
      // SimulatedConflictLog.swift); the constraint stays broken as before.
      SimulatedConflictLog.record(
        broken: solution.brokenRequiredConstraints.map { system.sources[$0] })
      (root as? UIWindow)?.placesKeyboardLayoutGuide = system.placesKeyboardLayoutGuide
    }

    /// An item's rectangle in the root's space, `nil` when not finite.
    func rect(of item: AnyObject, in solution: LinearSolution) -> CGRect? {
      guard let unknowns = variables(for: item),
        unknowns.height.index < solution.values.count
      else { return nil }
      let values = [unknowns.minX, unknowns.minY, unknowns.width, unknowns.height].map {
        solution.value(of: $0)
      }
      guard values.allSatisfy(\.isFinite) else { return nil }
      return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private mutating func apply(_ solution: LinearSolution) {
      for view in views where view !== root {
        guard let superview = view.superview, let own = rect(of: view, in: solution),
          let parent = rect(of: superview, in: solution),
          !view.translatesAutoresizingMaskIntoConstraints
        else { continue }
        let frame = CGRect(
          x: own.minX - parent.minX, y: own.minY - parent.minY, width: own.width,
          height: own.height)
        view.ensureAutoLayoutState().solvedFrame = frame
        if view.frame != frame { superview.setNeedsLayout() }
      }
      for guide in guides {
        guard let owner = guide.owningView, let own = rect(of: guide, in: solution),
          let ownerRect = rect(of: owner, in: solution)
        else { continue }
        let frame = CGRect(
          x: own.minX - ownerRect.minX, y: own.minY - ownerRect.minY, width: own.width,
          height: own.height)
        if guide.solvedLayoutFrame != frame {
          guide.solvedLayoutFrame = frame
          owner.setNeedsLayout()
        }
      }
      for scrollView in scrollViewsWithSolvedContent {
        guard let content = scrollView.autoLayoutState?.systemGuides[.content],
          let size = rect(of: content, in: solution)?.size
        else { continue }
        scrollView.ensureAutoLayoutState().solvedContentSize = size
        if scrollView.contentSize != size { scrollView.setNeedsLayout() }
      }
    }
  }
#endif
