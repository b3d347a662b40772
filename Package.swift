// swift-tools-version: 6.0
import PackageDescription

/// Platforms that have no UIKit: there the shell compiles against `HeadlessUIKit`.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]
/// `HeadlessUIKit` where UIKit is absent; nothing on iOS, where `import UIKit` is used.
let uiKitModel: Target.Dependency = .target(
  name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms))
/// `SimulatedDevice` (devices, the system keyboard, ready-made scenes) where UIKit is absent.
let simulatedDevice: Target.Dependency = .target(
  name: "SimulatedDevice", condition: .when(platforms: headlessPlatforms))

let package = Package(
  name: "AvoidingScrollView",
  // The keyboard toolbar's VoiceOver labels and hints are localized (Resources/<lang>.lproj,
  // Docs/Localization.md); English is the language a lookup falls back to. SwiftPM requires
  // this as soon as a target has localized resources.
  defaultLocalization: "en",
  // iOS 13 is the floor: the shell reads `automaticallyAdjustsScrollIndicatorInsets` (iOS 13)
  // and writes `verticalScrollIndicatorInsets` (iOS 11.1, UIScrollView.h).
  // macOS is listed only so that `swift test`, the demo and the benchmark run on a Mac: there,
  // as on Linux, the product compiles against HeadlessUIKit, a model that draws nothing and
  // gets no keyboard, so no macOS app should link it (README, "Platforms"). Mac Catalyst has
  // UIKit and gets the real component.
  platforms: [.iOS(.v13), .macOS(.v13)],
  products: [
    .library(name: "AvoidingScrollView", targets: ["AvoidingScrollView"]),
    // Diagnostics (issue 34): each decision explained, the unified log and signposts, the
    // session recorder and its trace format. Its own product so that an app that never turns
    // them on links none of it; apps that do add `import AvoidingScrollViewDiagnostics`.
    .library(name: "AvoidingScrollViewDiagnostics", targets: ["AvoidingScrollViewDiagnostics"]),
  ],
  targets: [
    // The product: the UIKit shell (API, engine, feeds, features) over its pure core. Its
    // privacy manifest says it tracks nothing, collects nothing and uses no required-reason API
    // (.ci/privacy-manifest.py). Resources/ holds the toolbar's strings, one
    // <lang>.lproj/Localizable.strings per language, read through Bundle.module (on Linux too).
    .target(
      name: "AvoidingScrollView", dependencies: ["AvoidingScrollViewCore", uiKitModel],
      resources: [.copy("PrivacyInfo.xcprivacy"), .process("Resources")]),
    // The component's decisions as pure values: Foundation only, no UIKit, no model (the
    // compiler enforces it: this target depends on nothing). Part of the product, linked into
    // it; its declarations are `package`, so apps see only `import AvoidingScrollView`.
    .target(name: "AvoidingScrollViewCore"),
    // The diagnostics product: the explanation and the trace format over the engine's one
    // `package` observation point (the engine's `observer`, the keyboard feed's raw tap).
    .target(
      name: "AvoidingScrollViewDiagnostics",
      dependencies: [
        "AvoidingScrollView", "AvoidingScrollViewCore", "AvoidingScrollViewDiagnosticsCore",
        uiKitModel,
      ]),
    // A decision explained, as a pure value (DecisionRecord, its text and rules): Foundation
    // and Core only, like Core, so that it is tested as a value.
    .target(name: "AvoidingScrollViewDiagnosticsCore", dependencies: ["AvoidingScrollViewCore"]),
    // The headless model of the UIKit surface the shell uses (empty where UIKit exists).
    .target(
      name: "HeadlessUIKit", dependencies: ["HeadlessUIKitEnums"],
      exclude: ["README.md", "SDKReference"]),
    // The model's enumerations, declared in C so that Swift imports them non-frozen, as it
    // imports UIKit's NS_ENUMs (a Swift enum is frozen without library evolution).
    .target(name: "HeadlessUIKitEnums"),
    // The hardware and the system on top of the model: devices, the system keyboard and its
    // notifications, window kinds. Headless only; never linked by the product.
    .target(name: "SimulatedDevice", dependencies: [uiKitModel], exclude: ["README.md"]),
    // Diagnostics (issue 24): a trace recorded with KeyboardSessionRecorder replayed on the
    // model, its decisions compared with the component's; the library (used by the tests)
    // and the command. Headless only, like the demo.
    .target(
      name: "TraceReplay",
      dependencies: [
        "AvoidingScrollView", "AvoidingScrollViewCore", "AvoidingScrollViewDiagnostics", uiKitModel,
      ]),
    .executableTarget(name: "avoiding-replay", dependencies: ["TraceReplay"]),

    // The conformance suite (issue 29): scenarios that run on the model (`swift test`,
    // Tests/ConformanceTests) and on an iOS device or simulator (the example project's
    // SignUpDemoConformanceTests bundle compiles these same files; Docs/Conformance.md). A
    // plain target, not a test target, and depending on no test framework, so that Xcode's
    // XCTest bundle and Swift Testing can both run it; under Sources/ because it is not
    // SwiftPM-only test support but code the iOS project builds too. Not a product: apps never
    // see it. SimulatedDevice only where UIKit is absent (the model's keyboard driver).
    .target(
      name: "ConformanceScenarios",
      dependencies: [
        "AvoidingScrollView", "AvoidingScrollViewDiagnostics", uiKitModel, simulatedDevice,
      ]),

    // Demo: the sign-up form (shared with the iOS app), the scripted session, the CLI.
    .target(
      name: "SignUpForm", dependencies: ["AvoidingScrollView", uiKitModel], path: "Demo/SignUpForm"),
    .target(
      name: "DemoKit",
      dependencies: [
        "SignUpForm", "Baselines", "AvoidingScrollView", "AvoidingScrollViewDiagnostics",
        uiKitModel, simulatedDevice,
      ],
      path: "Demo/DemoKit"),
    .executableTarget(name: "avoiding-demo", dependencies: ["DemoKit"], path: "Demo/avoiding-demo"),

    // Evaluation: today's approaches re-implemented, the scenario runner, the benchmark.
    .target(name: "Baselines", dependencies: [uiKitModel], path: "Benchmarks/Baselines"),
    .target(
      name: "BenchKit",
      dependencies: ["AvoidingScrollView", "Baselines", uiKitModel, simulatedDevice],
      path: "Benchmarks/BenchKit"),
    .executableTarget(
      name: "avoiding-bench", dependencies: ["BenchKit"], path: "Benchmarks/avoiding-bench"),

    // Shared by the test targets: isolation for tests that share NotificationCenter.default.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // TestSupport: the simulated VoiceOver is the process's, as NotificationCenter.default is.
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "TestSupport"]),
    .testTarget(
      name: "SimulatedDeviceTests", dependencies: ["SimulatedDevice", "TestSupport", uiKitModel]
    ),
    .testTarget(
      name: "AvoidingScrollViewTests",
      dependencies: [
        "AvoidingScrollView", "AvoidingScrollViewCore", "AvoidingScrollViewDiagnostics",
        "AvoidingScrollViewDiagnosticsCore", "TestSupport", uiKitModel, simulatedDevice,
      ]),
    .testTarget(
      name: "AvoidingScrollViewCoreTests",
      dependencies: ["AvoidingScrollViewCore", "AvoidingScrollViewDiagnosticsCore"]),
    .testTarget(
      name: "DemoTests",
      dependencies: ["DemoKit", "SignUpForm", "TestSupport", uiKitModel, simulatedDevice]),
    .testTarget(
      name: "BenchKitTests", dependencies: ["BenchKit", "Baselines", uiKitModel, simulatedDevice]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: [
        "ConformanceScenarios", "TraceReplay", "AvoidingScrollView",
        "AvoidingScrollViewDiagnostics", "TestSupport", uiKitModel, simulatedDevice,
      ]),
    .testTarget(
      name: "TraceReplayTests",
      dependencies: [
        "TraceReplay", "AvoidingScrollView", "AvoidingScrollViewDiagnostics", "DemoKit",
        "TestSupport", uiKitModel, simulatedDevice,
      ],
      exclude: ["Traces"]),
  ],
  swiftLanguageModes: [.v6]
)
