#if !canImport(UIKit)
  import Foundation

  // `hasAmbiguousLayout` for views and layout guides.
  //
  // [doc] UIView.h: "If there aren't enough constraints in the system to uniquely determine
  // layout, we say the layout is ambiguous … -hasAmbiguousLayout runs a check for whether
  // there is another center and bounds the receiver could have that could also satisfy the
  // constraints." The model solves the tree twice more with the item's four unknowns drawn,
  // at the lowest priority, far one way and then far the other: if the item lands in two
  // places, another position satisfies the same constraints [choice: the check's method].
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
        guard !view.translatesAutoresizingMaskIntoConstraints || view.autoLayoutInSubtree,
          system.variables(of: view) != nil
        else { return false }
      } else if let guide = item as? UILayoutGuide {
        guard system.variables(ofGuide: guide) != nil else { return false }
      }
      guard let unknowns = system.variables(for: item) else { return false }
      let probes = [unknowns.minX, unknowns.minY, unknowns.width, unknowns.height]
      var placements: [CGRect] = []
      for far in [-1e5, 1e5] {
        var probed = system
        for variable in probes {
          probed.add(
            LinearExpression(terms: [variable: 1], constant: -far), .equal, UILayoutPriority(1))
        }
        let solution = LinearSolver.solve(probed.constraints, variableCount: probed.variableCount)
        guard let rect = probed.rect(of: item, in: solution) else { return false }
        placements.append(rect)
      }
      let (low, high) = (placements[0], placements[1])
      return abs(low.minX - high.minX) > 0.5 || abs(low.minY - high.minY) > 0.5
        || abs(low.width - high.width) > 0.5 || abs(low.height - high.height) > 0.5
    }
  }
#endif
