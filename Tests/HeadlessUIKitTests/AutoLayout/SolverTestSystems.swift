#if !canImport(UIKit)
  import HeadlessUIKit

  /// A small way to write a linear system in a test: `x` is variable 0, and
  /// `term(1, x) + term(-1, y) + 8` reads as `x − y + 8`.
  struct SolverTestSystem {
    private(set) var constraints: [LinearConstraint] = []
    let variableCount: Int

    init(variables: Int) { variableCount = variables }

    /// Adds `Σ coefficient·variable + constant  relation  0` at `priority`.
    mutating func add(
      _ terms: [(Double, Int)], _ constant: Double, _ relation: LinearConstraint.Relation,
      priority: Float = 1000
    ) {
      var expression = LinearExpression(constant: constant)
      for (coefficient, index) in terms {
        expression.terms[LayoutVariable(index: index), default: 0] += coefficient
      }
      constraints.append(
        LinearConstraint(expression: expression, relation: relation, priority: priority))
    }

    func solve() -> LinearSolution {
      LinearSolver.solve(constraints, variableCount: variableCount)
    }
  }
#endif
