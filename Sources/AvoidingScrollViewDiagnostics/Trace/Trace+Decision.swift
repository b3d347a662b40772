import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

extension Trace {
  /// A decision, as the component took it (`recorded`) or as it must take it, reasoned by
  /// hand (`handComputed`, reconstructed traces, which may leave members out: a replay
  /// compares only the members present).
  package struct Decision: Codable, Equatable, Sendable {
    package var origin: String
    /// ``DecisionRecord/Event``'s raw value (`willShow`, `focusChange`, …).
    package var event: String?
    /// Why a keyboard notification changed nothing (`otherScreen`, `noInformation`,
    /// `noKeyboardYet`).
    package var ignored: String?
    package var keyboard: Keyboard?
    package var coveredHeight: Double?
    package var coveredBefore: Double?
    package var safeAreaAlreadyInset: Double?
    package var insets: Insets?
    package var reveal: Reveal?
    package var contentOffset: Offsets?
    package var moves: [Move]?
    package var rules: [String]?
    /// The explanation, as the component prints it.
    package var text: String?
    /// Points within which a replay matches (hand-computed values, UIKit's pixel rounding).
    package var tolerance: Double?
  }

  /// The keyboard a decision used.
  package struct Keyboard: Codable, Equatable, Sendable {
    /// `KeyboardAvoidanceDecision.KeyboardPlacement`'s raw value (`docked`, `undocked`, …).
    package var placement: String?
    /// How this event's notification was read: `frame`, `hidden`, `floating`, `settled`,
    /// `noInformation`; absent for other events.
    package var reading: String?
    package var frameInScreen: TraceRect?
    package var frameInScrollView: TraceRect?
    package var isLocal: Bool?
    /// Where `frameInScreen` came from when not the notification's frame:
    /// `windowCoordinates` or `keyboardLayoutGuide` (rule vocabulary 3); absent otherwise.
    package var source: String?
    /// The notification's own end frame when `source` is present (what iOS said, beside the
    /// frame used); absent otherwise.
    package var reportedFrame: TraceRect?
    /// The height of the input accessory view added on top of the notification's frame,
    /// which left it out (rule vocabulary 3); absent when none was.
    package var accessoryAdded: Double?

    package init() {}
  }

  /// The insets a decision wrote: the app's part and the keyboard's.
  package struct Insets: Codable, Equatable, Sendable {
    package var app: TraceInsets?
    /// The keyboard's part of `contentInset.bottom`.
    package var keyboard: Double?
    package var contentInset: TraceInsets?
    package var appIndicator: TraceInsets?
    /// The keyboard's part of `verticalScrollIndicatorInsets.bottom`.
    package var keyboardIndicator: Double?
    package var verticalScrollIndicatorInsets: TraceInsets?

    package init() {}
  }

  /// Whether and how a decision revealed the focused view.
  package struct Reveal: Codable, Equatable, Sendable {
    /// `reveal`, `keyboardCoversNoMore`, `otherAppsKeyboard`, `measureOnly`.
    package var rule: String?
    /// `scroll`, `alreadyVisible` or `skip`.
    package var outcome: String?
    /// For `skip`: `notThisEvent`, `notAvoiding`, `noFocusedView`, `hiddenView`,
    /// `nothingVisible`, `noRect`.
    package var skip: String?
    /// The padded rect revealed, in the scroll view's coordinates.
    package var rect: TraceRect?
    /// The visible area it was compared with, in the same coordinates.
    package var visible: TraceRect?
    package var padding: Double?
    /// Whether the rect is a tall text view's caret.
    package var caret: Bool?

    package init() {}
  }

  /// The content offset before and after a decision.
  package struct Offsets: Codable, Equatable, Sendable {
    package var from: TracePoint?
    package var to: TracePoint?

    package init(from: TracePoint?, to: TracePoint?) {
      self.from = from
      self.to = to
    }
  }

  /// One move of the offset while a decision was applied.
  package struct Move: Codable, Equatable, Sendable {
    /// `pullBack`, `reveal`, `floatingKeyboard`, `restore`.
    package var reason: String
    package var from: TracePoint
    package var to: TracePoint
  }
}

extension Trace.Decision {
  /// The decision `record`, complete, as the recorder writes it.
  package init(recorded record: DecisionRecord) {
    origin = "recorded"
    event = record.event.rawValue
    ignored = record.ignored?.rawValue
    var keyboard = Trace.Keyboard()
    keyboard.placement = Self.placement(of: record.coverage.rule)
    keyboard.reading = record.notification.map { Self.name(of: $0.reading) }
    keyboard.frameInScreen = record.coverage.frameInScreen.map(TraceRect.init)
    keyboard.reportedFrame = record.coverage.reportedFrame.map(TraceRect.init)
    keyboard.source = Self.name(of: record.coverage.source)
    if record.coverage.accessoryAdded > 0 {
      keyboard.accessoryAdded = Double(record.coverage.accessoryAdded)
    }
    keyboard.frameInScrollView = record.coverage.frameInScrollView.map(TraceRect.init)
    keyboard.isLocal = record.coverage.isLocal
    self.keyboard = keyboard
    coveredHeight = Double(record.coverage.covered)
    coveredBefore = record.coveredBefore.map(Double.init)
    safeAreaAlreadyInset = Double(record.safeAreaAlreadyInset)
    var insets = Trace.Insets()
    insets.app = TraceInsets(record.ledger.appContentInset)
    insets.keyboard = Double(record.ledger.keyboardContentBottom)
    insets.contentInset = TraceInsets(record.ledger.contentInset)
    insets.appIndicator = TraceInsets(record.ledger.appIndicatorInsets)
    insets.keyboardIndicator = Double(record.ledger.keyboardIndicatorBottom)
    insets.verticalScrollIndicatorInsets = TraceInsets(record.ledger.indicatorInsets)
    self.insets = insets
    var reveal = Trace.Reveal()
    reveal.rule = Self.name(of: record.revealRule)
    switch record.reveal {
    case .scroll(let rect):
      reveal.outcome = "scroll"
      reveal.rect = TraceRect(rect)
    case .alreadyVisible(let rect):
      reveal.outcome = "alreadyVisible"
      reveal.rect = TraceRect(rect)
    case .skip(let skip):
      reveal.outcome = "skip"
      reveal.skip = Self.name(of: skip)
    }
    if let measurement = record.revealMeasurement {
      reveal.visible = TraceRect(measurement.visible)
      reveal.padding = Double(measurement.padding)
      reveal.caret = record.revealsCaret
    }
    self.reveal = reveal
    contentOffset = Trace.Offsets(
      from: TracePoint(record.offsetBefore), to: TracePoint(record.offsetAfter))
    moves =
      record.moves.isEmpty
      ? nil
      : record.moves.map {
        Trace.Move(reason: $0.reason.rawValue, from: TracePoint($0.from), to: TracePoint($0.to))
      }
    rules = record.rules.map(\.rawValue)
    text = record.text
  }

  /// The placement's name (`KeyboardAvoidanceDecision.KeyboardPlacement`'s case).
  private static func placement(of rule: KeyboardCoverage.Rule) -> String {
    switch rule {
    case .docked(atWindowBottom: false): "docked"
    case .docked(atWindowBottom: true): "dockedAtWindowBottom"
    case .undocked: "undocked"
    case .offScreen: "offScreen"
    case .otherScreen: "otherScreen"
    case .hidden: "hidden"
    case .givenBack: "givenBack"
    case .noKeyboard: "noKeyboard"
    case .notInWindow: "notInWindow"
    case .notAvoiding: "avoidanceOff"
    }
  }

  /// The trace's name of a frame source; `nil` for the notification's frame (the member is
  /// left out, as a version-1 or -2 trace has it).
  private static func name(of source: KeyboardFrameSource) -> String? {
    switch source {
    case .notificationFrame: nil
    case .windowCoordinates: "windowCoordinates"
    case .keyboardLayoutGuide: "keyboardLayoutGuide"
    }
  }

  private static func name(of reading: KeyboardReading) -> String {
    switch reading {
    case .frame: "frame"
    case .hidden: "hidden"
    case .floating: "floating"
    case .noInformation: "noInformation"
    case .settled: "settled"
    }
  }

  private static func name(of rule: AvoidancePlan.Reveal) -> String {
    switch rule {
    case .reveal: "reveal"
    case .keyboardCoversNoMore: "keyboardCoversNoMore"
    case .otherAppsKeyboard: "otherAppsKeyboard"
    case .keyboardSettling: "keyboardSettling"
    case .measureOnly: "measureOnly"
    }
  }

  private static func name(of skip: RevealPlan.Skip) -> String {
    switch skip {
    case .notThisEvent: "notThisEvent"
    case .notAvoiding: "notAvoiding"
    case .noFocusedView: "noFocusedView"
    case .hiddenView: "hiddenView"
    case .nothingVisible: "nothingVisible"
    case .noRect: "noRect"
    }
  }
}

extension TraceInsets {
  /// The four edges of `edges`.
  package init(_ edges: Edges) {
    self.init(
      top: Double(edges.top), left: Double(edges.left), bottom: Double(edges.bottom),
      right: Double(edges.right))
  }
}
