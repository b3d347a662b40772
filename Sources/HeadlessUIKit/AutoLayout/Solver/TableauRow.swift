#if !canImport(UIKit)
  /// One row of the simplex tableau, `constant + Σ coefficient · symbol`, over the tableau's
  /// symbols (numbered as ``SimplexTableau`` numbers them). A basic row reads
  /// `basic = constant + Σ coefficient · parametric`; an objective row is the value being
  /// minimised. The algebra is the paper's (Badros, Borning & Stuckey, "The Cassowary Linear
  /// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001, section 2: the augmented simplex
  /// form), written here; nothing is taken from any port.
  ///
  /// Sparse and sorted by symbol: adding one row to another is a merge, with no hashing (the
  /// solver's main cost), and every walk over the symbols is in one order, so no choice the
  /// solver makes depends on a hash seed.
  struct TableauRow: Sendable {
    /// A coefficient this close to zero is taken as zero, so that rounding left over from a
    /// pivot never keeps a symbol in a row (it would make a later pivot divide by noise).
    static let epsilon = 1e-9

    /// The symbols with a coefficient that is not zero, ascending.
    private(set) var symbols: [Int] = []
    /// `coefficients[i]` is the coefficient of `symbols[i]`.
    private var coefficients: [Double] = []
    /// The constant part; in a basic row, the basic symbol's value when every parametric
    /// symbol is 0.
    var constant: Double

    init(constant: Double = 0) {
      self.constant = constant
    }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
      var low = 0
      var high = symbols.count
      while low < high {
        let middle = (low + high) / 2
        if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
      }
      return (low, low < symbols.count && symbols[low] == symbol)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int) -> Double {
      let (index, found) = position(of: symbol)
      return found ? coefficients[index] : 0
    }

    /// Adds `coefficient · symbol`, dropping the symbol if the sum cancels.
    mutating func add(_ coefficient: Double, of symbol: Int) {
      let (index, found) = position(of: symbol)
      guard found else {
        if !Self.isNearZero(coefficient) {
          symbols.insert(symbol, at: index)
          coefficients.insert(coefficient, at: index)
        }
        return
      }
      let sum = coefficients[index] + coefficient
      if Self.isNearZero(sum) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
      } else {
        coefficients[index] = sum
      }
    }

    /// Adds `factor · other` (a merge of the two sorted rows).
    mutating func add(_ other: TableauRow, times factor: Double) {
      constant += other.constant * factor
      var mergedSymbols: [Int] = []
      var mergedCoefficients: [Double] = []
      mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
      mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
      var mine = 0
      var theirs = 0
      while mine < symbols.count || theirs < other.symbols.count {
        let symbol: Int
        let value: Double
        if theirs == other.symbols.count
          || mine < symbols.count && symbols[mine] < other.symbols[theirs]
        {
          (symbol, value) = (symbols[mine], coefficients[mine])
          mine += 1
        } else if mine == symbols.count || other.symbols[theirs] < symbols[mine] {
          (symbol, value) = (other.symbols[theirs], other.coefficients[theirs] * factor)
          theirs += 1
        } else {
          (symbol, value) = (
            symbols[mine], coefficients[mine] + other.coefficients[theirs] * factor
          )
          mine += 1
          theirs += 1
        }
        if !Self.isNearZero(value) {
          mergedSymbols.append(symbol)
          mergedCoefficients.append(value)
        }
      }
      symbols = mergedSymbols
      coefficients = mergedCoefficients
    }

    /// Removes `symbol` (its coefficient becomes 0) and returns its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
      let (index, found) = position(of: symbol)
      guard found else { return 0 }
      symbols.remove(at: index)
      return coefficients.remove(at: index)
    }

    /// Multiplies the row by `factor`.
    mutating func scale(by factor: Double) {
      constant *= factor
      for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Multiplies the row by -1.
    mutating func negate() { scale(by: -1) }

    /// Reads `0 = self` as an equation and solves it for `symbol`, which must be in the row:
    /// `0 = c + a·s + r` becomes `s = -c/a - r/a`, the row then holding the right-hand side.
    mutating func solve(for symbol: Int) {
      scale(by: -1 / remove(symbol))
    }

    /// Reads `lhs = self` and solves it for `rhs` (a pivot: `lhs` leaves, `rhs` enters).
    mutating func solve(for rhs: Int, replacing lhs: Int) {
      add(-1, of: lhs)
      solve(for: rhs)
    }

    /// Replaces `symbol` by the right-hand side of `row` (`symbol = row`), if present.
    mutating func substitute(_ symbol: Int, by row: TableauRow) {
      let coefficient = remove(symbol)
      guard coefficient != 0 else { return }
      add(row, times: coefficient)
    }
  }
#endif
