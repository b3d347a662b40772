import Foundation
import XCTest

/// The conformance suite on a device or a simulator: each scenario of
/// `Sources/ConformanceScenarios` (compiled into this bundle) run in the example app, one
/// test method per scenario, so Xcode's test navigator lists them by name. Docs/Conformance.md
/// says how to run them and what a failure means.
///
/// A live scenario's trace is attached to its test (kept even when it passes) and written to
/// the app's temporary directory, `AvoidingScrollViewConformance/<scenario>.json`, whose path
/// the log prints: Docs/ContributingATrace.md says how to send it.
final class ConformanceTests: XCTestCase {
  @MainActor func testShow() async throws { try await run("show") }
  @MainActor func testHide() async throws { try await run("hide") }
  @MainActor func testHeightChange() async throws { try await run("height change") }
  @MainActor func testFocusChange() async throws { try await run("focus change") }
  @MainActor func testNextAndPrevious() async throws { try await run("next and previous") }
  @MainActor func testCompanions() async throws { try await run("companions") }
  @MainActor func testSheet() async throws { try await run("sheet") }
  @MainActor func testFloatingKeyboard() async throws { try await run("floating keyboard") }
  @MainActor func testTableRows() async throws { try await run("table rows") }
  @MainActor func testMainQueueAfterLayout() async throws {
    try await run("main queue after layout")
  }
  @MainActor func testLiveShowAndHide() async throws { try await run("live show and hide") }
  @MainActor func testLiveFocusChange() async throws { try await run("live focus change") }
  @MainActor func testLiveRotation() async throws { try await run("live rotation") }
  @MainActor func testLiveTableRow() async throws { try await run("live table row") }
  @MainActor func testLiveScrollViewKeyboardGuide() async throws {
    try await run("live scroll view keyboard guide")
  }

  /// Runs the scenario called `name` on this device, keeps its trace, and reports each
  /// failed check (or the reason it could not run).
  @MainActor private func run(_ name: String) async throws {
    guard let scenario = ConformanceScenario.named(name) else {
      XCTFail("no conformance scenario is called \(name)")
      return
    }
    let host = DeviceHost()
    let result = await scenario.run(host)
    print("\(host.name): \(result.message)")
    if let trace = result.trace, !trace.isEmpty {
      keep(trace, of: name)
    }
    switch result.status {
    case .passed: break
    case .failed: XCTFail("\(host.name): \(result.message)")
    case .skipped(let reason): throw XCTSkip(reason)
    }
  }

  /// Attaches `trace` to the test and writes it to the temporary directory.
  @MainActor private func keep(_ trace: Data, of name: String) {
    let file = name.replacingOccurrences(of: " ", with: "-") + ".json"
    let attachment = XCTAttachment(data: trace, uniformTypeIdentifier: "public.json")
    attachment.name = file
    attachment.lifetime = .keepAlways
    add(attachment)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("AvoidingScrollViewConformance", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let url = folder.appendingPathComponent(file)
      try trace.write(to: url)
      print("trace written to \(url.path)")
    } catch {
      print("trace not written: \(error)")
    }
  }
}
