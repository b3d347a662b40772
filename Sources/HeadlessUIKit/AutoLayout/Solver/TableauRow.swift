#if !canImport(UIKit)
  /// One row of the simplex tableau, `constant + Σ coefficient · symbol`, over the tableau's
  /// symbols (numbered as ``SimplexTableau`` numbers them). A basic row reads
  /// `basic = constant + Σ coefficient · parametric`; an objective row is the value being
  /// minimised. The algebra is the paper's (Badros, Borning & Stuckey, "The Cassowary Linear
  /// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001, section 2: the augmented simplex
  /// form), written here; nothing is taken from any port.
  struct TableauRow: Sendable {
    /// A coefficient this close to zero is taken as zero, so that rounding left over from a
    /// pivot never keeps a symbol in a row (it would make a later pivot divide by noise).
    static let epsilon = 1e-9

    /// Each symbol's coefficient; a symbol absent has coefficient 0.
    private(set) var cells: [Int: Double]
    /// The constant part; in a basic row, the basic symbol's value when every parametric
    /// symbol is 0.
    var constant: Double

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
      self.constant = constant
      self.cells = cells
    }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the symbol if the sum cancels.
    mutating func add(_ coefficient: Double, of symbol: Int) {
      let sum = (cells[symbol] ?? 0) + coefficient
      cells[symbol] = Self.isNearZero(sum) ? nil : sum
    }

    /// Adds `factor · other`.
    mutating func add(_ other: TableauRow, times factor: Double) {
      constant += other.constant * factor
      for (symbol, coefficient) in other.cells {
        add(coefficient * factor, of: symbol)
      }
    }

    /// Removes `symbol` (its coefficient becomes 0).
    mutating func remove(_ symbol: Int) { cells[symbol] = nil }

    /// Multiplies the row by -1.
    mutating func negate() {
      constant = -constant
      for symbol in cells.keys { cells[symbol] = -(cells[symbol] ?? 0) }
    }

    /// Reads `0 = self` as an equation and solves it for `symbol`, which must be in the row:
    /// `0 = c + a·s + r` becomes `s = -c/a - r/a`, the row then holding the right-hand side.
    mutating func solve(for symbol: Int) {
      let scale = -1 / coefficient(of: symbol)
      cells[symbol] = nil
      constant *= scale
      for key in cells.keys { cells[key] = (cells[key] ?? 0) * scale }
    }

    /// Reads `lhs = self` and solves it for `rhs` (a pivot: `lhs` leaves, `rhs` enters).
    mutating func solve(for rhs: Int, replacing lhs: Int) {
      add(-1, of: lhs)
      solve(for: rhs)
    }

    /// Replaces `symbol` by the right-hand side of `row` (`symbol = row`), if present.
    mutating func substitute(_ symbol: Int, by row: TableauRow) {
      guard let coefficient = cells.removeValue(forKey: symbol) else { return }
      add(row, times: coefficient)
    }
  }
#endif
