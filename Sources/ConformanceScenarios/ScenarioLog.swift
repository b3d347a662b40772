#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Collects a scenario's checks as it runs, UIKit-free in what it stores.
@MainActor
final class ScenarioLog {
  private(set) var checks: [ScenarioCheck] = []
  private(set) var skipReason: String?

  /// Checks that `actual` is `expected`, within `tolerance` (0 for driven scenarios, whose
  /// frames are whole points; one pixel for live ones, whose frames are the system's).
  func equal(
    _ what: String, _ actual: CGFloat, _ expected: CGFloat, _ arithmetic: String,
    tolerance: CGFloat = 0
  ) {
    let passed = actual.isFinite && abs(actual - expected) <= tolerance
    let within = tolerance > 0 ? " ± \(Self.text(tolerance))" : ""
    checks.append(
      ScenarioCheck(
        what: what, expected: Self.text(expected) + within, actual: Self.text(actual),
        arithmetic: arithmetic, passed: passed))
  }

  /// Checks that `actual` is at most `limit`.
  func atMost(
    _ what: String, _ actual: CGFloat, _ limit: CGFloat, _ arithmetic: String,
    tolerance: CGFloat = 0
  ) {
    checks.append(
      ScenarioCheck(
        what: what, expected: "≤ \(Self.text(limit))", actual: Self.text(actual),
        arithmetic: arithmetic, passed: actual.isFinite && actual <= limit + tolerance))
  }

  /// Checks a condition, with what was expected and what was seen in words.
  func that(_ what: String, _ passed: Bool, expected: String, actual: String) {
    checks.append(
      ScenarioCheck(
        what: what, expected: expected, actual: actual, arithmetic: "", passed: passed))
  }

  /// Records why the scenario stops here without failing.
  func skip(_ reason: String) {
    skipReason = reason
  }

  /// A number as a person writes it: 257, 24.5, 0.333.
  static func text(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded() { return String(Int(value)) }
    let thousandths = (value * 1000).rounded() / 1000
    return "\(Double(thousandths))"
  }

  /// A rect as "(x, y, width × height)".
  static func text(_ rect: CGRect) -> String {
    "(\(text(rect.minX)), \(text(rect.minY)), \(text(rect.width)) × \(text(rect.height)))"
  }

  /// The result, once the scenario is over.
  func result(name: String, kind: ScenarioKind, trace: Data? = nil) -> ScenarioResult {
    ScenarioResult(name: name, kind: kind, checks: checks, skipReason: skipReason, trace: trace)
  }
}
