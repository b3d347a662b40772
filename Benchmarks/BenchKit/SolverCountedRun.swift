#if !canImport(UIKit)
  import HeadlessUIKit

  /// `avoiding-bench --count-solver ROWS N`: solves ``SolverCostForm``'s system of `ROWS`
  /// rows exactly N times, for an instruction counter (`Scripts/instruction-counts
  /// --solver`): (instructions with N − instructions with 0) / N is the cost of one solve,
  /// the system's construction cancelling out. Auto Layout in the model rebuilds and solves
  /// the whole system at each layout pass, so this is the solver's share of one pass.
  public enum SolverCountedRun {
    static let usage = """
      usage: avoiding-bench --count-solver ROWS N

      Builds the solver cost form (ROWS rows of a label and a field: 13 constraints a row,
      plus 4), solves it once to warm up, then N times, and prints the constraint count and a
      checksum of the last solution.
      """

    /// Runs the mode when `arguments` (program name first) start with `--count-solver`;
    /// returns whether they did.
    public static func main(arguments: [String]) -> Bool {
      let words = Array(arguments.dropFirst())
      guard words.first == "--count-solver" else { return false }
      guard words.count == 3, let rows = Int(words[1]), rows >= 1, let repeats = Int(words[2]),
        repeats >= 0
      else {
        print(usage)
        return true
      }
      let (constraints, variables) = SolverCostForm.constraints(rows: rows)
      var solution = LinearSolver.solve(constraints, variableCount: variables)
      for _ in 0..<repeats {
        solution = LinearSolver.solve(constraints, variableCount: variables)
      }
      // The container's height, which depends on every row: 20 + rows·44 + (rows−1)·12 + 20.
      let height = solution.values[3]
      print("solved \(constraints.count) constraints \(repeats) times; container height \(height)")
      return true
    }
  }
#endif
