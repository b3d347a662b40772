#if !canImport(UIKit)
  /// Solves one system from scratch (the model rebuilds it at each layout pass; forms are
  /// small): Cassowary's simplex (``SimplexTableau``, Badros, Borning & Stuckey, ACM TOCHI 2001)
  /// with a lexicographic objective, one level per distinct optional priority.
  ///
  /// - Required constraints (priority 1000 [doc: NSLayoutConstraint.h,
  ///   `UILayoutPriorityRequired`]) go in first, in the order given. One that cannot hold with
  ///   those before it is broken: left out and reported in `brokenRequiredConstraints`, and the
  ///   rest are solved. UIKit logs "Unable to simultaneously satisfy constraints" and "Will
  ///   attempt to recover by breaking constraint", naming one; which one it picks is not
  ///   documented. [choice] The later one in the order given is broken, so the result does
  ///   not depend on anything but the input.
  /// - Optional constraints: each distinct priority is a level; a higher level is optimal
  ///   before a lower one is considered at all [doc: NSLayoutConstraint.h, "Higher priority
  ///   constraints are met before lower priority constraints"]. Within a level the sum of
  ///   errors is minimised: |e| for `e == 0` [doc: same header, "we will attempt to minimize
  ///   'abs(a-b)'"], the violation for an inequality [choice, as Cassowary's].
  /// - Free variables (UIKit's ambiguous layout): [choice] the value with every free
  ///   parametric symbol of the final tableau at 0; a variable in no constraint is 0. Stable:
  ///   the same constraints in the same order give the same values.
  /// - Unreadable input (not finite, or out of range) is left out and reported in
  ///   `ignoredConstraints`; no value that is not finite is ever returned.
  package enum LinearSolver {
    package static func solve(_ constraints: [LinearConstraint], variableCount: Int)
      -> LinearSolution
    {
      let variableCount = max(variableCount, 0)
      var ignored: [Int] = []
      var required: [Int] = []
      var optional: [Int] = []
      for (position, constraint) in constraints.enumerated() {
        if !isReadable(constraint, variableCount: variableCount) {
          ignored.append(position)
        } else if constraint.priority >= requiredPriority {
          required.append(position)
        } else {
          optional.append(position)
        }
      }
      // Highest priority first: level 0 is optimised before level 1, and so on.
      let priorities = Set(optional.map { constraints[$0].priority }).sorted(by: >)
      let level = Dictionary(uniqueKeysWithValues: priorities.enumerated().map { ($1, $0) })

      var tableau = SimplexTableau(externalCount: variableCount, levelCount: priorities.count)
      var broken: [Int] = []
      for position in required where !tableau.insert(constraints[position], level: nil) {
        broken.append(position)
      }
      for position in optional {
        // An optional constraint always goes in: its errors can absorb any value.
        _ = tableau.insert(constraints[position], level: level[constraints[position].priority])
      }
      tableau.optimize()

      var solution = LinearSolution(
        values: (0..<variableCount).map { tableau.row(of: $0)?.constant ?? 0 },
        brokenRequiredConstraints: broken, ignoredConstraints: ignored, tableau: tableau)
      // Finite input can still overflow (a constant near Double.greatestFiniteMagnitude
      // times a coefficient): such a value is not a layout, so it reads as undetermined, 0.
      for index in solution.values.indices where !solution.values[index].isFinite {
        solution.values[index] = 0
        solution.overflowedVariables.append(index)
      }
      return solution
    }

    /// `UILayoutPriorityRequired` [doc: NSLayoutConstraint.h].
    static let requiredPriority: Float = 1000

    private static func isReadable(_ constraint: LinearConstraint, variableCount: Int) -> Bool {
      let expression = constraint.expression
      return constraint.priority.isFinite && constraint.priority > 0
        && expression.constant.isFinite
        && expression.terms.allSatisfy { variable, coefficient in
          coefficient.isFinite && (0..<variableCount).contains(variable.index)
        }
    }
  }
#endif
