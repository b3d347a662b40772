#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// One thing that happens in a scenario: a user action, a keyboard event sequence, or the
  /// app changing its own form.
  enum ScenarioStep: Sendable {
    /// The user taps a row of the form: it becomes first responder (the previous one ends
    /// editing first, as UIKit does).
    case focus(RowTarget)
    /// The user taps the field above the scroll view.
    case focusHeader
    /// The focused view resigns and the keyboard hides (will-change-frame, will-hide,
    /// did-change-frame, did-hide).
    case dismiss
    /// The keyboard hides while the focus stays (an undocking, a hide inside a show).
    case hideKeyboard
    /// A will-show sequence with this keyboard (several in a row for third-party keyboards).
    case show(KeyboardShape, isLocal: Bool)
    /// A change-frame pair without will-show.
    case change(KeyboardShape)
    /// The app writes its own insets.
    case appSetsInsets(content: UIEdgeInsets, indicator: UIEdgeInsets)
    /// The app appends rows below (the content grows).
    case appAppendsRows(Int)
    /// The app inserts a row just above the focused row and lays the form out.
    case appInsertsRowAboveFocus
    /// The user types a newline in the focused self-sizing text view, which grows by one
    /// line; the app re-lays the form out, and the main queue turns.
    case typeNewline
    /// The user drags to the end of the content (not an approach's action).
    case userScrollsToEnd
    /// The docked keyboard shows as iOS was reported to post it (FaultCatalog).
    case faultyShow(ReportedKeyboardFault)
    /// The focused view resigns and the keyboard hides as iOS was reported to post it.
    case faultyDismiss(ReportedKeyboardFault)

    /// Whether the step is the app's or the user's own change, whose motion is not the
    /// approach's to animate with the keyboard.
    var isAppOrUserChange: Bool {
      switch self {
      case .appSetsInsets, .appAppendsRows, .appInsertsRowAboveFocus, .typeNewline,
        .userScrollsToEnd:
        true
      default: false
      }
    }
  }

  /// Which row a focus step taps, resolved when the step runs.
  enum RowTarget: Sendable {
    /// The row at this index.
    case index(Int)
    /// The first row whose bottom lies below the top of `keyboard` (as the content sits
    /// now), plus `plus` rows.
    case firstBelow(KeyboardShape, plus: Int)
    /// The last row.
    case last
    /// The row after the focused one.
    case next
    /// The text view row.
    case textView
  }

  /// A row of scenarios.md played on one device.
  struct Scenario: Sendable {
    /// The row's id, e.g. "D2".
    var id: String
    /// What it shows, for tables.
    var title: String
    var device: Device
    var layout: SceneLayout
    var steps: [ScenarioStep]
  }
#endif
