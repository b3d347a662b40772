#if !canImport(UIKit)
  import HeadlessUIKit
  import Testing

  /// The solver on systems small enough to solve by hand (arithmetic in the comments).
  /// Priorities are UIKit's: 1000 required, 750 `defaultHigh`, 250 `defaultLow`
  /// [doc: NSLayoutConstraint.h].
  @Suite struct SolverHandWorkedTests {
    // Variables of a row "label, 8 pt, field" in a 300 pt wide container.
    let labelLeft = 0
    let labelWidth = 1
    let fieldLeft = 2
    let fieldWidth = 3

    /// The row's required edges: label at 0, the field 8 pt after it, the field's right edge
    /// at `containerWidth`.
    func row(containerWidth: Double) -> SolverTestSystem {
      var system = SolverTestSystem(variables: 4)
      system.add([(1, labelLeft)], 0, .equal)  // label.left = 0
      system.add([(1, fieldLeft), (-1, labelLeft), (-1, labelWidth)], -8, .equal)
      system.add([(1, fieldLeft), (1, fieldWidth)], -containerWidth, .equal)
      return system
    }

    /// An intrinsic width as UIKit makes it [doc: UIView.h]: hugging `width ≤ intrinsic`,
    /// compression resistance `width ≥ intrinsic`, each at its own priority.
    func intrinsicWidth(
      _ system: inout SolverTestSystem, _ variable: Int, _ width: Double, hugging: Float,
      compression: Float
    ) {
      system.add([(1, variable)], -width, .lessThanOrEqual, priority: hugging)
      system.add([(1, variable)], -width, .greaterThanOrEqual, priority: compression)
    }

    /// The row solved with a label of intrinsic width 80 (compression 750) and a field of
    /// intrinsic width 100, at the given priorities.
    func solvedRow(
      containerWidth: Double, labelHugging: Float, fieldHugging: Float = 250,
      fieldCompression: Float = 750
    ) -> LinearSolution {
      var system = row(containerWidth: containerWidth)
      intrinsicWidth(&system, labelWidth, 80, hugging: labelHugging, compression: 750)
      intrinsicWidth(
        &system, fieldWidth, 100, hugging: fieldHugging, compression: fieldCompression)
      return system.solve()
    }

    @Test func labelHuggingAt251KeepsItsWidthAndTheFieldAt250Stretches() {
      let solution = solvedRow(containerWidth: 300, labelHugging: 251)
      // labelWidth + fieldWidth = 300 − 8 = 292. Level 750: both ≥ intrinsic, 80 + 100 ≤ 292,
      // error 0. Level 251: label ≤ 80 → label = 80, error 0. Level 250: field ≤ 100 cannot
      // hold (field = 292 − 80 = 212), error 112, unavoidable once level 251 is met.
      #expect(solution.values == [0, 80, 88, 212])
      #expect(solution.brokenRequiredConstraints.isEmpty)
      #expect(solution.undeterminedVariables().isEmpty)
    }

    @Test func equalHuggingIsAmbiguousAndReportedSo() {
      let solution = solvedRow(containerWidth: 300, labelHugging: 250)
      // Level 250: (label − 80) + (field − 100) = 292 − 180 = 112 however it is split, so any
      // label width in [80, 192] is optimal: ambiguous [doc: UIView.h hasAmbiguousLayout];
      // UIKit's header says the tie then goes "according to arrangement order" only for
      // stack views, so the solver just reports it.
      #expect(solution.undeterminedVariables() == [labelWidth, fieldLeft, fieldWidth])
      #expect(solution.values[labelWidth] + solution.values[fieldWidth] == 292)
      #expect(solution.values[labelWidth] >= 80 && solution.values[fieldWidth] >= 100)
    }

    @Test func compression750Beats749() {
      let solution = solvedRow(containerWidth: 150, labelHugging: 251, fieldCompression: 749)
      // label + field = 142. Level 750: label ≥ 80, met. Level 749: field ≥ 100, violation
      // 100 − field = 100 − (142 − label), least with label least: label = 80, field = 62
      // (violation 38). Level 251: label ≤ 80 met; level 250: field ≤ 100 met.
      #expect(solution.values == [0, 80, 88, 62])
      #expect(solution.undeterminedVariables().isEmpty)
    }

    @Test func oneConstraintAt750BeatsAnyNumberAt250() {
      var system = SolverTestSystem(variables: 1)
      system.add([(1, 0)], -100, .greaterThanOrEqual, priority: 750)  // x ≥ 100 @750
      for _ in 0..<20 {
        system.add([(1, 0)], 0, .equal, priority: 250)  // x = 0 @250, twenty times
      }
      let solution = system.solve()
      // Lexicographic: x = 100 (level 750 error 0; level 250 error 20 · 100 = 2000). A
      // weighted sum 750 : 250 would pay 750 · 100 = 75,000 < 250 · 2000 = 500,000 at x = 0
      // and pick x = 0: wrong for UIKit.
      #expect(solution.values == [100])
    }

    @Test func anOptionalEqualityMinimisesItsAbsoluteError() {
      var system = SolverTestSystem(variables: 1)
      for target in [10.0, 20, 60] {
        system.add([(1, 0)], -target, .equal, priority: 500)
      }
      let solution = system.solve()
      // Σ |x − tᵢ| is least at the median: x = 20 (errors 10 + 0 + 40 = 50; at x = 10:
      // 0 + 10 + 50 = 60, at x = 30: 20 + 10 + 30 = 60). Unique, so determined.
      #expect(solution.values == [20])
      #expect(solution.undeterminedVariables().isEmpty)
    }

    @Test func aRequiredConflictBreaksTheLaterConstraintAndSolvesTheRest() {
      var system = SolverTestSystem(variables: 2)
      system.add([(1, 0), (1, 1)], -100, .equal)  // a + b = 100
      system.add([(1, 0)], -30, .equal)  // a = 30
      system.add([(1, 1)], -80, .equal)  // b = 80: with the two above, b = 70. Broken.
      system.add([(1, 1)], -90, .lessThanOrEqual)  // b ≤ 90: holds with b = 70
      let solution = system.solve()
      // [choice] The later of the conflicting required constraints is broken (index 2);
      // the rest give a = 30, b = 100 − 30 = 70.
      #expect(solution.brokenRequiredConstraints == [2])
      #expect(solution.values == [30, 70])
    }

    @Test func aRequiredInequalityConflictNeedsTheArtificialVariable() {
      var system = SolverTestSystem(variables: 1)
      system.add([(1, 0)], -50, .greaterThanOrEqual)  // x ≥ 50
      system.add([(1, 0)], -40, .lessThanOrEqual)  // x ≤ 40: contradicts. Broken.
      system.add([(1, 0)], -45, .lessThanOrEqual, priority: 750)  // x ≤ 45 @750
      let solution = system.solve()
      // Required: x ≥ 50 only. Level 750: x ≤ 45, violation x − 45, least at x = 50.
      #expect(solution.brokenRequiredConstraints == [1])
      #expect(solution.values == [50])
    }

    @Test func aRedundantRequiredConstraintIsNotBroken() {
      var system = SolverTestSystem(variables: 2)
      system.add([(1, 0)], -10, .equal)  // x = 10
      system.add([(1, 1), (-1, 0)], -5, .equal)  // y = x + 5
      system.add([(1, 1)], -15, .equal)  // y = 15: implied by the two above
      let solution = system.solve()
      #expect(solution.brokenRequiredConstraints.isEmpty)
      #expect(solution.values == [10, 15])
    }

    @Test func unreadableConstraintsAreIgnoredAndReported() {
      var system = SolverTestSystem(variables: 2)
      system.add([(1, 0)], -.nan, .equal)  // 0: NaN constant
      system.add([(.infinity, 1)], 0, .equal)  // 1: infinite coefficient
      system.add([(1, 0)], -10, .equal, priority: .nan)  // 2: NaN priority
      system.add([(1, 5)], 0, .equal)  // 3: no variable 5
      system.add([(1, 0)], -12, .equal)  // 4: x = 12
      system.add([(1, 1), (-2, 0)], 0, .equal)  // 5: y = 2x
      let solution = system.solve()
      #expect(solution.ignoredConstraints == [0, 1, 2, 3])
      #expect(solution.values == [12, 24])
      #expect(solution.values.allSatisfy { $0.isFinite })
    }

    @Test func freeVariablesTakeZeroAndAreReported() {
      var system = SolverTestSystem(variables: 4)
      system.add([(1, 0)], -5, .equal)  // x = 5: determined
      system.add([(1, 1)], -3, .greaterThanOrEqual)  // y ≥ 3 only: y is free above 3
      system.add([(1, 3), (-1, 0)], 0, .lessThanOrEqual, priority: 250)  // w ≤ x @250
      // z (variable 2) is in no constraint. w ≤ 5 at 250 is met by any w ≤ 5: free.
      let solution = system.solve()
      // [choice] Free values: every free parametric symbol at 0. y − 3 − s = 0 gives
      // y = 3 + s = 3; z = 0; w − x + s' − ε = 0 gives w = x − s' + ε = 5 (ε costs 250,
      // stays 0; the slack s' is free).
      #expect(solution.values == [5, 3, 0, 5])
      #expect(solution.undeterminedVariables() == [1, 2, 3])
    }

    @Test func anEmptySystemAndNoVariablesAreFine() {
      #expect(LinearSolver.solve([], variableCount: 0).values.isEmpty)
      #expect(LinearSolver.solve([], variableCount: 2).values == [0, 0])
      #expect(LinearSolver.solve([], variableCount: -1).values.isEmpty)
    }
  }
#endif
