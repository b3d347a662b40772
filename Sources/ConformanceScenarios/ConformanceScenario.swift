#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One scenario of the conformance suite: a name, its kind and what it does on a host.
public struct ConformanceScenario: Sendable {
  /// The scenario's name, as results and test names give it.
  public let name: String
  /// Driven or live.
  public let kind: ScenarioKind
  /// Builds the scene on `host`, plays the scenario and returns what it found.
  public let run: @MainActor @Sendable (any ScenarioHost) async -> ScenarioResult

  /// Every scenario, driven first: the rows of the README's behaviour table that a device can
  /// show.
  public static let all: [ConformanceScenario] = [
    ConformanceScenario(name: "show", kind: .driven) { await DrivenScenarios.show($0) },
    ConformanceScenario(name: "hide", kind: .driven) { await DrivenScenarios.hide($0) },
    ConformanceScenario(name: "height change", kind: .driven) {
      await DrivenScenarios.heightChange($0)
    },
    ConformanceScenario(name: "focus change", kind: .driven) {
      await DrivenScenarios.focusChange($0)
    },
    ConformanceScenario(name: "next and previous", kind: .driven) {
      await DrivenScenarios.nextAndPrevious($0)
    },
    ConformanceScenario(name: "companions", kind: .driven) {
      await DrivenScenarios.companions($0)
    },
    ConformanceScenario(name: "sheet", kind: .driven) { await DrivenScenarios.sheet($0) },
    ConformanceScenario(name: "floating keyboard", kind: .driven) {
      await DrivenScenarios.floatingKeyboard($0)
    },
    ConformanceScenario(name: "table rows", kind: .driven) {
      await DrivenScenarios.tableRows($0)
    },
    ConformanceScenario(name: "main queue after layout", kind: .driven) {
      await OpenQuestionScenarios.mainQueueAfterLayout($0)
    },
    ConformanceScenario(name: "live show and hide", kind: .live) {
      await LiveScenarios.showAndHide($0)
    },
    ConformanceScenario(name: "live focus change", kind: .live) {
      await LiveScenarios.focusChange($0)
    },
    ConformanceScenario(name: "live rotation", kind: .live) {
      await LiveScenarios.rotation($0)
    },
    ConformanceScenario(name: "live table row", kind: .live) {
      await LiveScenarios.tableRow($0)
    },
    ConformanceScenario(name: "live scroll view keyboard guide", kind: .live) {
      await OpenQuestionScenarios.scrollViewKeyboardGuide($0)
    },
  ]

  /// The scenario called `name`.
  public static func named(_ name: String) -> ConformanceScenario? {
    all.first { $0.name == name }
  }

  /// Runs every scenario on `host`, one after the other.
  @MainActor
  public static func runAll(on host: any ScenarioHost) async -> [ScenarioResult] {
    var results: [ScenarioResult] = []
    for scenario in all {
      results.append(await scenario.run(host))
    }
    return results
  }
}
