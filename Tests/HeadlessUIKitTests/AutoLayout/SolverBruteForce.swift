#if !canImport(UIKit)
  import HeadlessUIKit

  /// An independent check of the solver on systems of at most three variables, sharing no
  /// code with it: it enumerates the vertices of the arrangement of the constraints'
  /// hyperplanes (every choice of `n` of them, solved as equalities by Gaussian elimination)
  /// and keeps the feasible ones.
  ///
  /// Why vertices suffice: the tests box every variable in [-1000, 1000] with required
  /// constraints, so the required region is a bounded polytope; each optional level's error
  /// is a sum of |e| and max(0, ±e), convex and linear between the hyperplanes e = 0; so the
  /// set of points optimal for the levels so far is a bounded polyhedron whose vertices are
  /// arrangement vertices, and the next level's minimum over it is reached at one of them.
  struct SolverBruteForce {
    /// `Σ coefficients[i]·x[i] + constant  relation  0` at `priority`.
    struct Row {
      var coefficients: [Double]
      var constant: Double
      var relation: LinearConstraint.Relation
      var priority: Float

      func value(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
      }

      /// |e| for `==`, the violation for an inequality.
      func error(at point: [Double]) -> Double {
        let e = value(at: point)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
      }
    }

    static let tolerance = 1e-6

    let variableCount: Int
    let rows: [Row]

    init(_ constraints: [LinearConstraint], variableCount: Int) {
      self.variableCount = variableCount
      rows = constraints.map { constraint in
        var coefficients = Array(repeating: 0.0, count: variableCount)
        for (variable, coefficient) in constraint.expression.terms {
          coefficients[variable.index] += coefficient
        }
        return Row(
          coefficients: coefficients, constant: constraint.expression.constant,
          relation: constraint.relation, priority: constraint.priority)
      }
    }

    /// The points where `n` of the given rows' hyperplanes meet in a single point.
    func vertices(of positions: [Int]) -> [[Double]] {
      var found: [[Double]] = []
      forEachSubset(of: positions, size: variableCount) { subset in
        if let point = Self.solveEqualities(subset.map { rows[$0] }, count: variableCount) {
          found.append(point)
        }
      }
      return found
    }

    /// Whether `point` meets every one of `positions` (within the tolerance).
    func satisfies(_ point: [Double], _ positions: [Int]) -> Bool {
      positions.allSatisfy { rows[$0].error(at: point) <= Self.tolerance * 10 }
    }

    /// Whether the rows at `positions` (the box among them) can all hold.
    func isFeasible(_ positions: [Int]) -> Bool {
      vertices(of: positions).contains { satisfies($0, positions) }
    }

    /// The required constraints kept when each is added in order and one that cannot hold
    /// with those kept before it is dropped (the solver's documented [choice]). The first
    /// `box` rows are the box, feasible on its own; a set without `n` hyperplanes has no
    /// vertex to find, so they are always counted in.
    func greedyRequired(box: Int) -> (kept: [Int], broken: [Int]) {
      var kept = Array(0..<box)
      var broken: [Int] = []
      for position in rows.indices.dropFirst(box) where rows[position].priority >= 1000 {
        if isFeasible(kept + [position]) {
          kept.append(position)
        } else {
          broken.append(position)
        }
      }
      return (kept, broken)
    }

    /// The optional priorities, highest first.
    var levels: [Float] {
      Set(rows.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
    }

    /// The sum of errors at each level, highest priority first.
    func errorVector(at point: [Double]) -> [Double] {
      levels.map { level in
        rows.filter { $0.priority == level }.reduce(0) { $0 + $1.error(at: point) }
      }
    }

    /// The feasible arrangement vertices (for the `required` rows) whose error vector is the
    /// lexicographic least, and that vector.
    func optimalVertices(required: [Int]) -> (best: [Double], points: [[Double]]) {
      let candidates = vertices(of: required + rows.indices.filter { rows[$0].priority < 1000 })
        .filter { satisfies($0, required) }
      var best: [Double]?
      for point in candidates {
        let errors = errorVector(at: point)
        if best.map({ Self.compare(errors, $0) < 0 }) ?? true { best = errors }
      }
      guard let best else { return ([], []) }
      return (best, candidates.filter { Self.compare(errorVector(at: $0), best) == 0 })
    }

    /// Lexicographic comparison with the tolerance: -1, 0 or 1.
    static func compare(_ a: [Double], _ b: [Double]) -> Int {
      for (x, y) in zip(a, b) where abs(x - y) > tolerance * (1 + abs(y)) {
        return x < y ? -1 : 1
      }
      return 0
    }

    /// Gaussian elimination with partial pivoting; `nil` when the rows do not meet in a point.
    static func solveEqualities(_ rows: [Row], count: Int) -> [Double]? {
      var matrix = rows.map { $0.coefficients + [-$0.constant] }
      for column in 0..<count {
        guard
          let pivot = (column..<count).max(by: {
            abs(matrix[$0][column]) < abs(matrix[$1][column])
          }), abs(matrix[pivot][column]) > 1e-12
        else { return nil }
        matrix.swapAt(column, pivot)
        for other in 0..<count where other != column {
          let factor = matrix[other][column] / matrix[column][column]
          for k in column...count { matrix[other][k] -= factor * matrix[column][k] }
        }
      }
      return (0..<count).map { matrix[$0][count] / matrix[$0][$0] }
    }

    private func forEachSubset(of items: [Int], size: Int, _ body: ([Int]) -> Void) {
      func walk(_ start: Int, _ chosen: [Int]) {
        if chosen.count == size {
          body(chosen)
          return
        }
        guard start < items.count else { return }
        for index in start..<items.count { walk(index + 1, chosen + [items[index]]) }
      }
      walk(0, [])
    }
  }
#endif
