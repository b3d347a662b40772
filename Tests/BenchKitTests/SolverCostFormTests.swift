#if !canImport(UIKit)
  @testable import BenchKit
  import HeadlessUIKit
  import Testing

  /// The solver cost form solves to the layout worked out by hand, so the instruction counts
  /// measure a solve that gives the right answer.
  @Suite struct SolverCostFormTests {
    @Test func eightRowsSolveToTheHandLayout() {
      let (constraints, variables) = SolverCostForm.constraints(rows: 8)
      // 13 a row + 4 for the container.
      #expect(constraints.count == 108)
      let solution = LinearSolver.solve(constraints, variableCount: variables)
      #expect(solution.brokenRequiredConstraints.isEmpty)
      #expect(solution.undeterminedVariables().isEmpty)
      let values = solution.values
      // Container (variables 0–3): 390 wide; height 20 + 8·44 + 7·12 + 20 = 476.
      #expect(Array(values[0..<4]) == [0, 0, 390, 476])
      // Row 3 (0-based): label variables 4 + 8·3 = 28…31, field 32…35. The field's top is
      // 20 + 3·(44 + 12) = 188; the label keeps 80 × 21 (hugging 251 beats the field's 250,
      // compression 750 holds) and is centred: top 188 + (44 − 21)/2 = 199.5; the field is
      // 390 − 20 − 20 − 80 − 8 = 262 wide, starting at 20 + 80 + 8 = 108.
      #expect(Array(values[28..<36]) == [20, 199.5, 80, 21, 108, 188, 262, 44])
    }
  }
#endif
