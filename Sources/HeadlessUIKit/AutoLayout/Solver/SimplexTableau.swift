#if !canImport(UIKit)
  /// The simplex tableau of Cassowary (Badros, Borning & Stuckey, "The Cassowary Linear
  /// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001; tech report UW-CSE-98-06-04),
  /// in its augmented simplex form: every basic symbol is a row over the parametric ones, and
  /// the tableau is kept feasible (every restricted basic symbol has a constant ≥ 0), so the
  /// current solution is read off the constants with every parametric symbol at 0.
  ///
  /// The objective is the paper's symbolic weight (section 3.2, "the objective function is a
  /// vector ... compared lexicographically"): one row per priority level, highest first. A
  /// symbol may enter the basis only if its cost vector is lexicographically negative, so any
  /// improvement at a higher priority beats every change at lower ones: 750 beats any number
  /// of 250s, exactly, with no weights for doubles to blur [doc: NSLayoutConstraint.h, "Higher
  /// priority constraints are met before lower priority constraints"].
  ///
  /// Symbols are integers. `0..<externalCount` are the system's variables (unrestricted, as
  /// the paper's external variables); the others are made by ``newSymbol(_:)``.
  struct SimplexTableau: Sendable {
    /// What a symbol stands for, which decides how it may move.
    enum SymbolKind: Sendable {
      /// A layout variable: unrestricted in sign; never leaves the basis once in it.
      case external
      /// An inequality's slack (or an artificial variable): ≥ 0, no cost.
      case slack
      /// An optional constraint's error: ≥ 0, costs 1 at its constraint's priority level.
      case error
      /// A required equality's marker: held at 0, never enters the basis.
      case dummy
    }

    private(set) var kinds: [SymbolKind]
    /// The row of each basic symbol, indexed by symbol (`nil` for a parametric one): an
    /// array, not a dictionary, because hashing was most of the solver's cost.
    private var rows: [TableauRow?]
    /// How many rows there are.
    private(set) var rowCount = 0
    /// The objective, one row per optional priority level, highest priority first.
    private(set) var objective: [TableauRow]
    /// Symbol → the basic symbols whose rows may hold it: a superset (a cancelled cell or a
    /// removed row leaves its entry, a row may be listed twice), read with a check, so that a substitution visits only
    /// the rows it changes instead of all of them (without it, adding a form's constraints
    /// costs time quadratic in their number).
    private var columns: [[Int]]
    /// The artificial objective while a constraint is being added through an artificial
    /// variable (paper section 3.3); `nil` otherwise.
    private var artificial: TableauRow?

    init(externalCount: Int, levelCount: Int) {
      kinds = Array(repeating: .external, count: externalCount)
      rows = Array(repeating: nil, count: externalCount)
      columns = Array(repeating: [], count: externalCount)
      objective = Array(repeating: TableauRow(), count: levelCount)
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
      kinds.append(kind)
      rows.append(nil)
      columns.append([])
      return kinds.count - 1
    }

    /// Whether the symbol is held ≥ 0 and so limits a pivot (slacks and errors).
    func isRestricted(_ symbol: Int) -> Bool {
      kinds[symbol] == .slack || kinds[symbol] == .error
    }

    func row(of symbol: Int) -> TableauRow? { rows[symbol] }

    // MARK: Rows

    /// Puts `row` in the tableau as the row of `basic`, first substituting it everywhere
    /// `basic` appears as a parametric symbol.
    mutating func setBasic(_ basic: Int, row: TableauRow) {
      substitute(basic, by: row)
      if rows[basic] == nil { rowCount += 1 }
      rows[basic] = row
      for symbol in row.symbols { columns[symbol].append(basic) }
    }

    /// Takes the row of `basic` out of the tableau.
    mutating func removeRow(of basic: Int) -> TableauRow? {
      defer {
        if rows[basic] != nil { rowCount -= 1 }
        rows[basic] = nil
      }
      return rows[basic]
    }

    /// Replaces `symbol` by `row` in every row and in the objectives.
    private mutating func substitute(_ symbol: Int, by row: TableauRow) {
      // After this no row holds `symbol`, so its column starts afresh.
      let holders = columns[symbol]
      columns[symbol] = []
      for basic in holders {
        guard let old = rows[basic], old.coefficient(of: symbol) != 0 else { continue }
        // The symbols the substitution brings into this row join their columns.
        for added in row.symbols where old.coefficient(of: added) == 0 {
          columns[added].append(basic)
        }
        rows[basic]?.substitute(symbol, by: row)
      }
      for level in objective.indices {
        objective[level].substitute(symbol, by: row)
      }
      artificial?.substitute(symbol, by: row)
    }

    /// Drops `symbol` from every row and objective: it is fixed at 0 from now on.
    mutating func eliminate(_ symbol: Int) {
      for basic in columns[symbol] {
        rows[basic]?.remove(symbol)
      }
      columns[symbol] = []
      for level in objective.indices {
        objective[level].remove(symbol)
      }
    }

    /// Adds `symbol` with cost 1 to the objective row of `level`.
    mutating func addCost(of symbol: Int, atLevel level: Int) {
      objective[level].add(1, of: symbol)
    }

    /// Makes `entering` basic in place of `leaving` (a simplex pivot).
    mutating func pivot(entering: Int, leaving: Int) {
      guard var row = removeRow(of: leaving) else { return }
      row.solve(for: entering, replacing: leaving)
      setBasic(entering, row: row)
    }

    // MARK: Optimising

    /// Minimises the objective lexicographically by primal simplex (paper section 3.2);
    /// `false` if it is unbounded below.
    @discardableResult
    mutating func optimize() -> Bool {
      optimize(levels: { $0.objective })
    }

    /// Replaces the objective by `levels`, highest priority first.
    mutating func setObjective(_ levels: [TableauRow]) {
      objective = levels
    }

    /// Minimises `row`, a copy of the row of the artificial symbol (paper section 3.3), and
    /// returns the artificial objective's minimum.
    mutating func minimizeArtificial(_ row: TableauRow) -> Double {
      artificial = row
      _ = optimize(levels: { tableau in tableau.artificial.map { [$0] } ?? [] })
      defer { artificial = nil }
      return artificial?.constant ?? 0
    }

    /// Primal simplex with Bland's rule: the entering symbol is the lowest-numbered one whose
    /// cost vector is lexicographically negative, the leaving row the one of least ratio,
    /// ties to the lowest-numbered basic symbol. Bland's rule cannot cycle (Bland, "New finite
    /// pivoting rules for the simplex method", Math. Oper. Res. 1977), and a lexicographic
    /// objective is a linear objective with symbolic weights, so the rule applies; forms are
    /// full of degenerate rows (constant 0), where the steepest rule may cycle.
    private mutating func optimize(levels: (SimplexTableau) -> [TableauRow]) -> Bool {
      // A guard against a loop made by rounding, far above what Bland's rule needs.
      var budget = 64 * (kinds.count + rowCount) + 64
      while budget > 0 {
        budget -= 1
        let costs = levels(self)
        guard let entering = Self.enteringSymbol(costs: costs, kinds: kinds) else { return true }
        // Unbounded: not possible for a sum of errors (≥ 0) or an artificial variable (≥ 0);
        // possible for the value of a free variable (UndeterminedVariables.swift).
        guard let leaving = leavingSymbol(for: entering) else { return false }
        pivot(entering: entering, leaving: leaving)
      }
      return true
    }

    /// The lowest-numbered non-dummy symbol whose cost vector is lexicographically negative.
    static func enteringSymbol(costs: [TableauRow], kinds: [SymbolKind]) -> Int? {
      var best: Int?
      for level in costs {
        for symbol in level.symbols
        where kinds[symbol] != .dummy && symbol < (best ?? Int.max)
          && lexicographicSign(of: symbol, in: costs) < 0
        {
          best = symbol
        }
      }
      return best
    }

    /// The sign of the first level where `symbol`'s cost is not zero (0 when none is).
    static func lexicographicSign(of symbol: Int, in costs: [TableauRow]) -> Int {
      for level in costs {
        let cost = level.coefficient(of: symbol)
        if cost < 0 { return -1 }
        if cost > 0 { return 1 }
      }
      return 0
    }

    /// The restricted basic symbol that reaches 0 first as `entering` grows (least ratio
    /// constant / -coefficient), ties to the lowest-numbered; `nil` when none bounds it.
    func leavingSymbol(for entering: Int) -> Int? {
      var best: Int?
      var bestRatio = Double.infinity
      for basic in columns[entering] where isRestricted(basic) {
        guard let row = rows[basic] else { continue }
        let coefficient = row.coefficient(of: entering)
        guard coefficient < 0 else { continue }
        let ratio = -row.constant / coefficient
        let tie = abs(ratio - bestRatio) <= 1e-12
        if ratio < bestRatio && !tie || tie && basic < (best ?? Int.max) {
          best = basic
          bestRatio = min(ratio, bestRatio)
        }
      }
      return best
    }
  }
#endif
