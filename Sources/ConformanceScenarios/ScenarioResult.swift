import Foundation

/// How a scenario meets the keyboard.
public enum ScenarioKind: String, Sendable, Hashable {
  /// The scenario posts the keyboard notifications itself, as iOS posts them, with frames it
  /// computes from the device's screen, and checks exact values: the same on the model and on
  /// a device.
  case driven
  /// The scenario uses the system's keyboard (on the model, SimulatedDevice's) and checks
  /// invariants that hold whatever keyboard the device has; it records a trace.
  case live
}

/// One comparison a scenario made: what it checked, the value worked out by hand (with the
/// arithmetic, from the geometry the scenario measured), and the value the component left.
public struct ScenarioCheck: Sendable, Hashable, CustomStringConvertible {
  /// What was checked ("contentInset.bottom after the show").
  public var what: String
  /// The value the scenario expected.
  public var expected: String
  /// The value it read.
  public var actual: String
  /// How the expected value was worked out.
  public var arithmetic: String
  /// Whether `actual` is `expected`.
  public var passed: Bool

  /// A check.
  public init(what: String, expected: String, actual: String, arithmetic: String, passed: Bool) {
    self.what = what
    self.expected = expected
    self.actual = actual
    self.arithmetic = arithmetic
    self.passed = passed
  }

  /// "what: expected E (arithmetic), got A".
  public var description: String {
    "\(what): expected \(expected)\(arithmetic.isEmpty ? "" : " (\(arithmetic))"), got \(actual)"
  }
}

/// What one scenario found.
public struct ScenarioResult: Sendable {
  /// How it ended.
  public enum Status: Sendable, Hashable {
    /// Every check passed.
    case passed
    /// At least one check failed.
    case failed
    /// The scenario could not run here (no floating keyboard on a phone, a device that did
    /// not rotate); the reason says why.
    case skipped(String)
  }

  /// The scenario's name.
  public var name: String
  /// Driven or live.
  public var kind: ScenarioKind
  /// Every check, in order.
  public var checks: [ScenarioCheck]
  /// Why the scenario did not run, if it did not.
  public var skipReason: String?
  /// The trace a live scenario recorded with `KeyboardSessionRecorder` (UTF-8 JSON).
  public var trace: Data?

  /// A result.
  public init(
    name: String, kind: ScenarioKind, checks: [ScenarioCheck], skipReason: String? = nil,
    trace: Data? = nil
  ) {
    self.name = name
    self.kind = kind
    self.checks = checks
    self.skipReason = skipReason
    self.trace = trace
  }

  /// Skipped when a reason is set (checks made before the skip still count), failed when a
  /// check failed, passed otherwise.
  public var status: Status {
    if checks.contains(where: { !$0.passed }) { return .failed }
    if let skipReason { return .skipped(skipReason) }
    return .passed
  }

  /// The checks that failed.
  public var failures: [ScenarioCheck] { checks.filter { !$0.passed } }

  /// One line for the result, then one per failed check: what a test reports.
  public var message: String {
    switch status {
    case .passed:
      return
        "PASS \(name) (\(kind.rawValue), \(checks.count) \(checks.count == 1 ? "check" : "checks"))"
    case .skipped(let reason):
      return "SKIP \(name) (\(kind.rawValue)): \(reason)"
    case .failed:
      let head =
        "FAIL \(name) (\(kind.rawValue), \(failures.count) of \(checks.count) checks failed)"
      return ([head] + failures.map { "  \($0)" }).joined(separator: "\n")
    }
  }
}
