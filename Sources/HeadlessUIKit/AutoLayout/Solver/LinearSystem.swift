#if !canImport(UIKit)
  import Foundation

  // The interface between the model's Auto Layout (NSLayoutConstraint, anchors, guides, stack
  // views: the glue) and its constraint solver (a Cassowary-kind simplex written here from
  // Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
  // ACM TOCHI 2001). Internal to HeadlessUIKit: UIKit declares none of it.
  //
  // The semantics are Apple's, 16.4 header NSLayoutConstraint.h [doc]: "If a constraint's
  // priority level is less than required, then it is optional. Higher priority constraints are
  // met before lower priority constraints. Constraint satisfaction is not all or nothing. If a
  // constraint 'a == b' is optional, that means we will attempt to minimize 'abs(a-b)'."

  /// One unknown of a layout system: an edge, a size or a centre of a view or a layout guide.
  struct LayoutVariable: Hashable, Sendable {
    /// Its place among the system's variables, `0..<variableCount`.
    let index: Int
  }

  /// `constant + Σ coefficient · variable`.
  struct LinearExpression: Sendable {
    /// Each variable's coefficient; a variable absent here has coefficient 0.
    var terms: [LayoutVariable: Double]
    /// The expression's constant part.
    var constant: Double

    init(terms: [LayoutVariable: Double] = [:], constant: Double = 0) {
      self.terms = terms
      self.constant = constant
    }
  }

  /// `expression (== | <= | >=) 0`, held at a UIKit priority.
  struct LinearConstraint: Sendable {
    /// How the expression relates to zero.
    enum Relation: Sendable {
      case equal
      case lessThanOrEqual
      case greaterThanOrEqual
    }

    var expression: LinearExpression
    var relation: Relation
    /// UIKit's priority, 1...1000: 1000 is required; below, the constraint is optional, met
    /// before every constraint of a lower priority, and when it cannot be met its error
    /// (|e| for an equality, the amount of violation for an inequality) is minimised.
    var priority: Float
  }

  /// What the solver found for one system.
  struct LinearSolution: Sendable {
    /// The value of every variable, indexed by `LayoutVariable.index`.
    var values: [Double]
    /// The positions, in the array given to `solve`, of the required constraints that could
    /// not be met together with the others and were given up (UIKit logs "Unable to
    /// simultaneously satisfy constraints" and breaks one).
    var brokenRequiredConstraints: [Int]

    func value(of variable: LayoutVariable) -> Double { values[variable.index] }
  }

  /// Solves one system from scratch (the model rebuilds it at each layout pass; forms are small).
  enum LinearSolver {
    static func solve(_ constraints: [LinearConstraint], variableCount: Int) -> LinearSolution {
      // Written by the solver's own change; this placeholder only fixes the interface.
      LinearSolution(values: Array(repeating: 0, count: variableCount), brokenRequiredConstraints: [])
    }
  }
#endif
