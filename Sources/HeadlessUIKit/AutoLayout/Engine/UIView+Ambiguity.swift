#if !canImport(UIKit)
  import Foundation

  // `hasAmbiguousLayout` for views and layout guides.
  //
  // [doc] UIView.h: "If there aren't enough constraints in the system to uniquely determine
  // layout, we say the layout is ambiguous … -hasAmbiguousLayout runs a check for whether
  // there is another center and bounds the receiver could have that could also satisfy the
  // constraints." The solver says which unknowns the constraints leave free
  // (`LinearSolution.undeterminedVariables()`); the item is ambiguous when one of its four is.
  // A view with no part in Auto Layout is not ambiguous [choice].
  extension UIView {
    var modelHasAmbiguousLayout: Bool {
      LayoutSystem.isAmbiguous(self, root: layoutRoot)
    }
  }

  extension UILayoutGuide {
    var modelHasAmbiguousLayout: Bool {
      guard let owner = owningView else { return false }
      return LayoutSystem.isAmbiguous(self, root: owner.layoutRoot)
    }
  }

  extension LayoutSystem {
    static func isAmbiguous(_ item: AnyObject, root: UIView) -> Bool {
      var system = LayoutSystem(root: root, purpose: .layout)
      if let view = item as? UIView {
        guard view.autoLayoutInSubtree, system.variables(of: view) != nil else { return false }
      } else if let guide = item as? UILayoutGuide {
        guard system.variables(ofGuide: guide) != nil else { return false }
      }
      guard let unknowns = system.variables(for: item) else { return false }
      let solution = LinearSolver.solve(system.constraints, variableCount: system.variableCount)
      let free = Set(solution.undeterminedVariables())
      return (unknowns.base..<unknowns.base + 4).contains { free.contains($0) }
    }
  }
#endif
