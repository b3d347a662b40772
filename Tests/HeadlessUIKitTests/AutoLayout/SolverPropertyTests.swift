#if !canImport(UIKit)
  import HeadlessUIKit
  import TestSupport
  import Testing

  /// The solver against ``SolverBruteForce`` on seeded random systems of 1 to 3 variables
  /// and 1 to 7 constraints (integer coefficients in -3...3, constants in -20...20, UIKit's
  /// priorities 1000, 999, 750, 500, 251 and 250), every variable boxed in [-1000, 1000] by
  /// required constraints listed first. For each system:
  /// - the required constraints broken are those the in-order rule breaks, and every kept
  ///   required constraint holds within 1e-6;
  /// - the error vector (the sum of errors at each optional priority, highest first) equals
  ///   the lexicographic least over all feasible vertices [doc: NSLayoutConstraint.h,
  ///   "Higher priority constraints are met before lower priority constraints"];
  /// - a variable is reported undetermined exactly when the optimal vertices differ in it.
  ///
  /// `SOLVER_PROPERTY_SEED` replays a run; a failure prints its system's seed.
  @Suite struct SolverPropertyTests {
    static let systems = 3000

    @Test func randomSystemsMatchTheBruteForceOptimum() {
      var seeds = SeededGenerator(
        seed: seededEnvironmentInteger("SOLVER_PROPERTY_SEED", default: 0x5EED_CA55))
      for _ in 0..<Self.systems {
        let seed = seeds.fork()
        check(Self.randomSystem(seed: seed), seed: seed)
      }
    }

    static func randomSystem(seed: UInt64) -> SolverTestSystem {
      var random = SeededGenerator(seed: seed)
      let variables = 1 + random.int(below: 3)
      var system = SolverTestSystem(variables: variables)
      for variable in 0..<variables {
        system.add([(1, variable)], -1000, .lessThanOrEqual)
        system.add([(1, variable)], 1000, .greaterThanOrEqual)
      }
      for _ in 0..<(1 + random.int(below: 7)) {
        var terms: [(Double, Int)] = []
        for variable in 0..<variables where terms.isEmpty || random.chance(0.5) {
          let coefficient = Double(random.int(below: 6)) - 3
          terms.append((coefficient >= 0 ? coefficient + 1 : coefficient, variable))
        }
        system.add(
          terms, Double(random.int(below: 41)) - 20,
          random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
          priority: random.pick([1000, 1000, 999, 750, 500, 251, 250]))
      }
      return system
    }

    func check(_ system: SolverTestSystem, seed: UInt64) {
      let solution = system.solve()
      let check = SolverBruteForce(system.constraints, variableCount: system.variableCount)
      let point = solution.values
      let (kept, broken) = check.greedyRequired(box: 2 * system.variableCount)
      let context = Comment(rawValue: "system seed 0x\(String(seed, radix: 16))")
      #expect(solution.brokenRequiredConstraints == broken, context)
      #expect(check.satisfies(point, kept), context)
      let (best, optima) = check.optimalVertices(required: kept)
      let reached = check.errorVector(at: point)
      #expect(SolverBruteForce.compare(reached, best) == 0, "\(reached) vs \(best); \(context)")
      let differing = (0..<system.variableCount).filter { variable in
        let values = optima.map { $0[variable] }
        return (values.max() ?? 0) - (values.min() ?? 0) > SolverBruteForce.tolerance
      }
      #expect(solution.undeterminedVariables() == differing, context)
    }
  }
#endif
