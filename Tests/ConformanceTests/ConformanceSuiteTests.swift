#if !canImport(UIKit)
  import ConformanceScenarios
  import SimulatedDevice
  import TestSupport
  import Testing

  /// Every conformance scenario on the model, on a phone with a home indicator, a phone
  /// without one, a phone held in landscape and an iPad (which has the floating keyboard):
  /// what the example project's XCTest bundle runs on a device. A failure prints each failed
  /// check: expected, the arithmetic, what the component did.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct ConformanceSuiteTests {
    nonisolated static let devices: [Device] = [
      .iPhone15, .iPhoneSE, .iPhone15Landscape, .iPadPro11,
    ]

    @Test(arguments: devices)
    func everyScenarioPassesOnTheModel(device: Device) async {
      let host = ModelHost(device: device)
      for scenario in ConformanceScenario.all {
        let result = await scenario.run(host)
        #expect(result.name == scenario.name)
        #expect(result.kind == scenario.kind)
        #expect(!result.checks.isEmpty || result.skipReason != nil, "\(result.message)")
        switch result.status {
        case .passed: break
        case .failed: Issue.record("\(host.name): \(result.message)")
        case .skipped(let reason):
          // Only what the model's device cannot do: a floating keyboard on a phone, and
          // turning a device the catalog has one orientation for.
          let expected =
            (scenario.name == "floating keyboard" && !device.isPad)
            || (scenario.name == "live rotation"
              && device.turned(to: device.orientation == .portrait ? .landscape : .portrait)
                == nil)
          #expect(expected, "\(host.name): \(scenario.name) skipped: \(reason)")
        }
        if scenario.kind == .live {
          #expect(result.trace?.isEmpty == false, "\(scenario.name) recorded no trace")
        }
      }
    }

    @Test func everyScenarioHasItsOwnName() {
      let names = ConformanceScenario.all.map(\.name)
      #expect(Set(names).count == names.count)
      #expect(ConformanceScenario.all.filter { $0.kind == .driven }.count == 10)
      #expect(ConformanceScenario.all.filter { $0.kind == .live }.count == 5)
    }
  }
#endif
