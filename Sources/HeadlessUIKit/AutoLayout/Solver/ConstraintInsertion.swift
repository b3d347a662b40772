#if !canImport(UIKit)
  /// Adding one constraint to the tableau, as the paper adds it (Badros, Borning & Stuckey,
  /// ACM TOCHI 2001, section 3.3, "Incrementality: adding a constraint"): express it over the
  /// current parametric symbols, add a slack for an inequality and errors for an optional
  /// constraint, pick a subject to make basic, and fall back to an artificial variable when
  /// none can be picked without breaking feasibility.
  extension SimplexTableau {
    /// Adds `constraint`: required when `level` is `nil`, else optional at that level of the
    /// objective. Returns `false`, leaving the tableau as it was before, when a required
    /// constraint cannot hold together with the required constraints already added.
    mutating func insert(_ constraint: LinearConstraint, level: Int?) -> Bool {
      var row = expressedOverParameters(constraint.expression)
      // The markers of section 3.3: `marker` identifies the constraint, `other` is an
      // optional equality's second error.
      let marker: Int
      var other: Int?
      switch constraint.relation {
      case .lessThanOrEqual, .greaterThanOrEqual:
        // e ≥ 0 becomes e − s = 0 with s ≥ 0 (e ≤ 0 is −e ≥ 0); optional: e − s + ε = 0,
        // ε ≥ 0 costing 1 (its violation, the L1 error).
        if constraint.relation == .lessThanOrEqual { row.negate() }
        marker = newSymbol(.slack)
        row.add(-1, of: marker)
        if let level {
          let error = newSymbol(.error)
          row.add(1, of: error)
          addCost(of: error, atLevel: level)
          other = error
        }
      case .equal:
        if let level {
          // e = ε⁺ − ε⁻, both ≥ 0 and costing 1: at the optimum one of them is |e|.
          marker = newSymbol(.error)
          let minus = newSymbol(.error)
          row.add(-1, of: marker)
          row.add(1, of: minus)
          addCost(of: marker, atLevel: level)
          addCost(of: minus, atLevel: level)
          other = minus
        } else {
          // A dummy, held at 0, marks a required equality (section 3.3).
          marker = newSymbol(.dummy)
          row.add(1, of: marker)
        }
      }
      // A restricted subject must come out ≥ 0, so the row's constant is made ≥ 0 first.
      if row.constant < 0 { row.negate() }

      if let subject = chooseSubject(of: row, marker: marker, other: other) {
        row.solve(for: subject)
        setBasic(subject, row: row)
        return true
      }
      if row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
        // 0 = c with only required equalities' dummies left: redundant when c is 0,
        // contradicting the required constraints already there otherwise.
        return TableauRow.isNearZero(row.constant)
      }
      return insertWithArtificialVariable(row)
    }

    /// The expression with every basic symbol replaced by its row.
    private func expressedOverParameters(_ expression: LinearExpression) -> TableauRow {
      var row = TableauRow(constant: expression.constant)
      for (variable, coefficient) in expression.terms where !TableauRow.isNearZero(coefficient) {
        if let basic = self.row(of: variable.index) {
          row.add(basic, times: coefficient)
        } else {
          row.add(coefficient, of: variable.index)
        }
      }
      return row
    }

    /// Section 3.3's choice of subject: an external symbol if the row has one (lowest number,
    /// so that the result does not depend on hashing); else the marker or the other error if
    /// its coefficient is negative, so that, the constant being ≥ 0, it starts ≥ 0.
    private func chooseSubject(of row: TableauRow, marker: Int, other: Int?) -> Int? {
      if let external = row.symbols.first(where: { kinds[$0] == .external }) {
        return external
      }
      if isRestricted(marker) && row.coefficient(of: marker) < 0 { return marker }
      if let other, row.coefficient(of: other) < 0 { return other }
      return nil
    }

    /// Section 3.3's artificial variable: `a = row`, minimise `a`; the constraint holds if
    /// the minimum is 0. The row has no external symbol here (one would have been the
    /// subject), so only slacks, errors and dummies move.
    private mutating func insertWithArtificialVariable(_ row: TableauRow) -> Bool {
      let artificial = newSymbol(.slack)
      setBasic(artificial, row: row)
      let minimum = minimizeArtificial(row)
      let satisfiable = TableauRow.isNearZero(minimum)
      // The artificial objective is the artificial symbol's value; it ends above 0 only if
      // the symbol is still basic. A basic symbol that never left was never a pivot row, so
      // the other rows are the old system re-pivoted: dropping its row restores the tableau
      // as it was without the constraint (what the caller needs to break it cleanly).
      guard var artificialRow = removeRow(of: artificial) else {
        eliminate(artificial)
        return satisfiable
      }
      guard satisfiable else { return false }
      // At 0 and basic: make any slack or error of its row basic instead, then fix the
      // artificial symbol at 0. A row left with only dummies is implied by the others.
      if let entering = artificialRow.symbols.first(where: { isRestricted($0) }) {
        artificialRow.solve(for: entering, replacing: artificial)
        setBasic(entering, row: artificialRow)
      }
      eliminate(artificial)
      return true
    }
  }
#endif
