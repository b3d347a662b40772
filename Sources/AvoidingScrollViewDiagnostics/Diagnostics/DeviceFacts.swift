import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The device and system a trace was recorded on, read without `UIApplication.shared` (app
/// extensions have none) and without any required-reason API.
///
/// - Model identifier: [doc] `uname(3)`'s `utsname.machine` (`sys/utsname.h`), which is the
///   hardware model on a device (`iPhone16,1`). [seen] On the simulator it is the Mac's
///   architecture; the simulated model is in the `SIMULATOR_MODEL_IDENTIFIER` environment
///   variable, which simulator-aware code commonly reads.
/// - OS version: [doc] `ProcessInfo.operatingSystemVersion`, nonisolated (`UIDevice` would
///   do too, on the main actor, and adds nothing).
/// - Screen: the scroll view's own window's screen (`window.screen`), never `UIScreen.main`
///   (deprecated: "Use a UIScreen instance found through context", UIScreen.h).
///
/// [choice] Not read: the device's name (personal before iOS 16), `identifierForVendor`, the
/// active keyboards (`activeInputModes`, a required-reason API), the field's keyboard type or
/// language. A trace's frames already say what the keyboard did.
enum DeviceFacts {
  /// The producer's name in traces this build writes.
  static var producerName: String {
    #if canImport(UIKit)
      "AvoidingScrollView recorder"
    #else
      "AvoidingScrollView recorder (HeadlessUIKit)"
    #endif
  }

  /// The package version traces this build writes (set when a version is released).
  static let producerVersion = "unreleased"

  /// The device and system, with `screen`'s bounds and scale.
  @MainActor
  static func device(screen: UIScreen) -> Trace.Device {
    let environment = ProcessInfo.processInfo.environment
    #if targetEnvironment(simulator)
      let isSimulator = true
      let model = environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine()
    #else
      let isSimulator = false
      let model = machine()
      _ = environment
    #endif
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return Trace.Device(
      modelIdentifier: model,
      os: Trace.OperatingSystem(
        name: osName,
        version: "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"),
      isSimulator: isSimulator, isMacCatalyst: isMacCatalyst,
      screen: Trace.Screen(bounds: TraceRect(screen.bounds), scale: Double(screen.scale)))
  }

  private static var isMacCatalyst: Bool {
    #if canImport(Darwin)
      ProcessInfo.processInfo.isMacCatalystApp
    #else
      false
    #endif
  }

  private static var osName: String {
    #if os(iOS)
      "iOS"
    #elseif os(visionOS)
      "visionOS"
    #elseif os(macOS)
      "macOS"
    #elseif os(Linux)
      "Linux"
    #else
      "unknown"
    #endif
  }

  /// `utsname.machine`, or `nil` when `uname` fails.
  private static func machine() -> String? {
    var info = utsname()
    guard uname(&info) == 0 else { return nil }
    let text = withUnsafeBytes(of: info.machine) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? nil : text
  }
}
