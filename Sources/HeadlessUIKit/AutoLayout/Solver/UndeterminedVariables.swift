#if !canImport(UIKit)
  extension SimplexTableau {
    /// The layout variables the optimal tableau leaves free: those that take more than one
    /// value on the optimal face (the feasible points with the optimum's error at every level).
    ///
    /// At an optimum every parametric symbol costs ≥ 0 lexicographically, and the optimal face
    /// is where the ones that cost more than 0 stay at 0. So: fix those at 0, then for each
    /// variable, if moving one zero-cost symbol along its edge moves the variable, it is free;
    /// if every such edge is blocked at once (a degenerate vertex, common in forms), compare
    /// its least and greatest value on the face by two small simplex runs.
    func undeterminedExternals() -> [Int] {
      var face = self
      let costly = Set(objective.flatMap(\.symbols)).filter {
        Self.lexicographicSign(of: $0, in: objective) > 0
      }
      for symbol in costly { face.eliminate(symbol) }
      face.setObjective([])
      return kinds.indices.filter { kinds[$0] == .external && face.isFree($0) }
    }

    /// Whether the external `variable` takes more than one value in this (face) tableau.
    private func isFree(_ variable: Int) -> Bool {
      // A variable in no constraint is free; one whose row is only constant and dummies is not.
      guard let row = row(of: variable) else { return true }
      let movable = row.symbols.filter { kinds[$0] != .dummy }
      guard !movable.isEmpty else { return false }
      for symbol in movable where moves(variable: row, along: symbol) { return true }
      var low = self
      var high = self
      var negated = row
      negated.negate()
      guard let least = low.minimum(of: row), let greatestNegated = high.minimum(of: negated)
      else { return true }  // unbounded on the face
      return -greatestNegated - least > Self.freedom
    }

    /// A change smaller than this is rounding, not freedom.
    private static let freedom = 1e-7

    /// Whether raising parametric `symbol` from 0 as far as the restricted rows allow
    /// changes the value of `row` by more than ``freedom``.
    private func moves(variable row: TableauRow, along symbol: Int) -> Bool {
      guard let leaving = leavingSymbol(for: symbol), let bound = self.row(of: leaving) else {
        return true
      }
      let step = -bound.constant / bound.coefficient(of: symbol)
      return abs(step * row.coefficient(of: symbol)) > Self.freedom
    }

    /// The least value of `row` over this tableau's feasible points; `nil` if unbounded.
    private mutating func minimum(of row: TableauRow) -> Double? {
      setObjective([row])
      return optimize() ? objective[0].constant : nil
    }
  }
#endif
