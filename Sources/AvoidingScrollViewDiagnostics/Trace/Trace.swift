import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

/// A session trace, format version 3 (versions 1 and 2, without what a layout pass placed,
/// and version 1 without drag samples, are read too): the device, the scene when recording
/// began, then every event in order. `Docs/TraceFormat.md` describes it and
/// `Docs/Traces/avoiding-trace-v3.schema.json` is its JSON Schema (`-v1`, `-v2` for the
/// earlier versions).
///
/// Geometry and keyboard notifications only: no text, placeholder, label or field content is
/// ever written; views are named by an identifier the recorder assigns (`v0`, `v1`, …),
/// their subview path and their nearest public UIKit class.
package struct Trace: Codable, Equatable, Sendable {
  /// The magic string every trace starts with.
  package static let formatName = "avoiding-scroll-view-trace"
  /// The format's major version, the one the recorder writes: 2 added the `keyboardDrag`
  /// event and the drag's rules; 3 the views a layout pass placed before the component
  /// decided (`placed`, on `layout` and `keyboardDrag` events). A reader refuses any version
  /// but these.
  package static let formatVersion = 3
  /// The versions a reader replays: version 1 traces have no drag samples, versions 1 and 2
  /// no `placed`, and they replay as they always did.
  package static let readableVersions = 1...3
  /// The version of the rule vocabulary (``DecisionRule``) the decisions use.
  package static let rulesVersion = "3"

  package var format: String = Trace.formatName
  package var formatVersion: Int = Trace.formatVersion
  package var producer: Producer
  package var provenance: Provenance
  package var privacy: Privacy = Privacy()
  package var device: Device
  package var timebase: Timebase
  package var scene: Scene
  package var events: [Event]

  package init(
    producer: Producer, provenance: Provenance, device: Device, timebase: Timebase,
    scene: Scene, events: [Event]
  ) {
    self.producer = producer
    self.provenance = provenance
    self.device = device
    self.timebase = timebase
    self.scene = scene
    self.events = events
  }

  /// What wrote the trace.
  package struct Producer: Codable, Equatable, Sendable {
    /// `AvoidingScrollView recorder`, or `hand` for a reconstructed trace.
    package var name: String
    /// The package version that wrote it (`n/a` for a hand-made trace).
    package var version: String
    /// The rule vocabulary's version.
    package var rules: String = Trace.rulesVersion

    package init(name: String, version: String) {
      self.name = name
      self.version = version
    }
  }

  /// Whether the trace was recorded or reconstructed, and from what.
  package struct Provenance: Codable, Equatable, Sendable {
    /// `recorded` (by the recorder) or `reconstructed` (by hand, from published observations).
    package var kind: String
    package var title: String?
    /// Where the observed values come from (required for reconstructed traces).
    package var sources: [Source] = []
    /// JSON Pointers to every value assumed rather than observed (empty when recorded).
    package var assumed: [String] = []
    /// What the component must do with the session, in words (reconstructed traces).
    package var componentShould: String?
    /// Tests or model sequences that already cover part of the session (reconstructed
    /// traces).
    package var overlaps: [String]?

    package init(kind: String, title: String? = nil) {
      self.kind = kind
      self.title = title
    }
  }

  /// A source a reconstructed trace cites.
  package struct Source: Codable, Equatable, Sendable {
    package var id: String
    package var cite: String
    package var what: String?
  }

  /// The privacy statement every trace carries.
  package struct Privacy: Codable, Equatable, Sendable {
    package var statement =
      "Geometry and keyboard notifications only: frames, insets, offsets, notification names "
      + "and userInfo numbers. No text, placeholder, label or field content."
    package var recordsText = false
    package var viewIdentity = ["id", "path", "uikitClass"]

    package init() {}
  }

  /// The device and system the session ran on.
  package struct Device: Codable, Equatable, Sendable {
    /// `utsname.machine` (`iPhone16,1`); on the simulator the simulated model; `null` when
    /// unknown.
    package var modelIdentifier: String?
    /// Reconstructed traces: the device as the source names it.
    package var marketingName: String?
    package var os: OperatingSystem
    package var isSimulator: Bool?
    package var isMacCatalyst: Bool?
    package var screen: Screen

    package init(
      modelIdentifier: String?, os: OperatingSystem, isSimulator: Bool?, isMacCatalyst: Bool?,
      screen: Screen
    ) {
      self.modelIdentifier = modelIdentifier
      self.os = os
      self.isSimulator = isSimulator
      self.isMacCatalyst = isMacCatalyst
      self.screen = screen
    }
  }

  /// The operating system: its name and `major.minor.patch` version.
  package struct OperatingSystem: Codable, Equatable, Sendable {
    package var name: String
    package var version: String
  }

  /// The scroll view's screen: bounds (points, current orientation) and scale.
  package struct Screen: Codable, Equatable, Sendable {
    package var bounds: TraceRect
    package var scale: Double
  }

  /// How `t` was measured.
  package struct Timebase: Codable, Equatable, Sendable {
    package var unit = "s"
    /// `wallClockSinceStart` (seconds since recording began, from wall-clock dates: not
    /// monotonic; events are ordered by `seq`), or `assumed` (reconstructed traces).
    package var clock: String

    package init(clock: String) {
      self.clock = clock
    }
  }
}
