#if !canImport(UIKit)
  import Foundation

  // The interface between the model's Auto Layout (NSLayoutConstraint, anchors, guides, stack
  // views: the glue) and its constraint solver (a Cassowary-kind simplex written here from
  // Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
  // ACM TOCHI 2001). Not public: UIKit declares none of it. `package`, so that the
  // benchmark (BenchKit) can time the solver on its own, as it times the component.
  //
  // The semantics are Apple's, 16.4 header NSLayoutConstraint.h [doc]: "If a constraint's
  // priority level is less than required, then it is optional. Higher priority constraints are
  // met before lower priority constraints. Constraint satisfaction is not all or nothing. If a
  // constraint 'a == b' is optional, that means we will attempt to minimize 'abs(a-b)'."

  /// One unknown of a layout system: an edge, a size or a centre of a view or a layout guide.
  package struct LayoutVariable: Hashable, Sendable {
    /// Its place among the system's variables, `0..<variableCount`.
    package let index: Int

    package init(index: Int) { self.index = index }
  }

  /// `constant + Σ coefficient · variable`.
  package struct LinearExpression: Sendable {
    /// Each variable's coefficient; a variable absent here has coefficient 0.
    package var terms: [LayoutVariable: Double]
    /// The expression's constant part.
    package var constant: Double

    package init(terms: [LayoutVariable: Double] = [:], constant: Double = 0) {
      self.terms = terms
      self.constant = constant
    }
  }

  /// `expression (== | <= | >=) 0`, held at a UIKit priority.
  package struct LinearConstraint: Sendable {
    /// How the expression relates to zero.
    package enum Relation: Sendable {
      case equal
      case lessThanOrEqual
      case greaterThanOrEqual
    }

    package var expression: LinearExpression
    package var relation: Relation
    /// UIKit's priority, 1...1000: 1000 is required; below, the constraint is optional, met
    /// before every constraint of a lower priority, and when it cannot be met its error
    /// (|e| for an equality, the amount of violation for an inequality) is minimised.
    package var priority: Float

    package init(expression: LinearExpression, relation: Relation, priority: Float) {
      self.expression = expression
      self.relation = relation
      self.priority = priority
    }
  }

  /// What the solver found for one system.
  package struct LinearSolution: Sendable {
    /// The value of every variable, indexed by `LayoutVariable.index`.
    package var values: [Double]
    /// The positions, in the array given to `solve`, of the required constraints that could
    /// not be met together with the others and were given up (UIKit logs "Unable to
    /// simultaneously satisfy constraints" and breaks one).
    package var brokenRequiredConstraints: [Int]
    /// The positions of the constraints left out because they could not be read: a
    /// coefficient, constant or priority that is not finite, a priority not above 0, or a
    /// variable outside `0..<variableCount`. They take no part in the solution.
    package var ignoredConstraints: [Int] = []
    /// The optimal tableau, kept so that ``undeterminedVariables()`` is worked out only
    /// when asked (it may solve a small linear programme per variable).
    var tableau: SimplexTableau?
    /// Variables whose value overflowed and was replaced by 0 (finite input can overflow).
    var overflowedVariables: [Int] = []

    /// The variables the constraints leave free (sorted indices): UIKit's ambiguous layout
    /// [doc: UIView.h, `hasAmbiguousLayout`, "If there aren't enough constraints … the layout
    /// is ambiguous"]. A variable is free when another assignment meets the same required
    /// constraints with the same error at every priority and gives it another value. Their
    /// values are the solver's documented choice (see `LinearSolver`).
    package func undeterminedVariables() -> [Int] {
      let free = tableau?.undeterminedExternals() ?? []
      return Set(free).union(overflowedVariables).sorted()
    }

    package func value(of variable: LayoutVariable) -> Double { values[variable.index] }
  }

#endif
