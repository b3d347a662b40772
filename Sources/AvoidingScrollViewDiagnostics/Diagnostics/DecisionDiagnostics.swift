import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Each decision of one engine told to whoever listens: the app's handler
/// (`keyboardDecisionHandler`), the unified log (`logsKeyboardDecisions`), a session recorder.
///
/// Off by default: the engine has no observer at all until an app turns a listener on
/// (`diagnosticsCreatingIfNeeded()` attaches this feature as the engine's `observer`), and
/// drops it when the last one goes, so a decision without listeners costs the engine one
/// comparison. With a listener, the engine runs each event through
/// ``observe(_:isInput:update:)``, its one notify step: the update
/// returns the event, the plan it decided and what applying it wrote, and this feature builds
/// one ``DecisionRecord`` from them (``DecisionRecord/init(event:notification:factSource:coveredBefore:plan:applied:focusedViewClass:)``).
@MainActor
final class DecisionDiagnostics: KeyboardAvoiderObserver {
  private unowned let engine: any DiagnosticsContext

  /// The app's handler, called with each decision.
  var handler: (@MainActor (KeyboardAvoidanceDecision) -> Void)?
  /// Whether each decision goes to the unified log (``DecisionLog``).
  var logsDecisions = false
  /// The session recording this scroll view feeds, held by the app's recorder.
  private(set) weak var recording: SessionRecording?

  /// Whether anybody listens.
  var isActive: Bool {
    handler != nil || logsDecisions || recording != nil
  }

  /// The notification the engine's keyboard fact was last read from, when this feature saw it.
  private var factSource: DecisionRecord.Notice?

  init(engine: any DiagnosticsContext) {
    self.engine = engine
  }

  /// Feeds `recording` (or stops feeding any, with `nil`).
  func attach(_ recording: SessionRecording?) {
    self.recording = recording
  }

  // MARK: Told by the engine, once per event

  /// The engine handles `event` by running `update`: a recorder notes the event first when it
  /// is an input (`isInput`: not caused by the engine's own update), then the decision the
  /// update came to, if any, is told. This is the engine's one notify step.
  func observe(_ event: AvoiderEvent, isInput: Bool, update: () -> AvoiderUpdate?) {
    if let recording { recording.engineWillHandle(event, isInput: isInput) }
    if logsDecisions { DecisionLog.beginUpdate(of: engine.scrollView) }
    let outcome = update()
    if logsDecisions { DecisionLog.endUpdate(of: engine.scrollView) }
    if case .windowLeft = event {
      // The engine dropped its keyboard fact.
      factSource = nil
    }
    guard let outcome else { return }
    let plan = outcome.plan
    let factSource = engine.keyboard == nil ? nil : self.factSource
    let focusedViewClass = engine.focusedView.map(Self.publicClassName)
    switch plan.scope {
    case .heldScrolls:
      break  // UIKit's own requests, performed as asked: nothing decided to explain
    case .ignored(let reason):
      // A keyboard notification changed nothing, because of `reason`.
      let measurement = plan.measurement
      emit(
        DecisionRecord(
          event: outcome.event, ignored: reason, notification: outcome.notice,
          factSource: factSource, coverage: measurement.coverage,
          appliedSafeArea: measurement.appliedSafeArea,
          keyboardInsetBefore: plan.keyboardInsetBefore, ledger: plan.ledger,
          revealRule: .measureOnly, reveal: .skip(.notThisEvent(.measureOnly)),
          focusedViewClass: focusedViewClass, offsetBefore: measurement.offset,
          offsetAfter: measurement.offset))
    case .dragSample:
      if let record = DecisionRecord(
        drag: plan, factSource: factSource, focusedViewClass: focusedViewClass)
      {
        emit(record)
      }
    case .update:
      if let notice = outcome.notice {
        switch notice.reading {
        case .frame, .hidden, .floating: self.factSource = notice
        case .noInformation, .settled: break
        }
      }
      // What the keyboard covered before a notification, as the reveal rule compared.
      let coveredBefore =
        outcome.notice == nil ? nil : plan.measurement.keyboardChange?.coveredBefore
      emit(
        DecisionRecord(
          event: outcome.event, notification: outcome.notice,
          factSource: engine.keyboard == nil ? nil : self.factSource,
          coveredBefore: coveredBefore, plan: plan, applied: outcome.applied,
          focusedViewClass: focusedViewClass))
    }
  }

  private func emit(_ record: DecisionRecord) {
    recording?.recordDecision(record)
    if logsDecisions { DecisionLog.log(record) }
    handler?(KeyboardAvoidanceDecision(record))
  }

  /// The nearest public UIKit class of `view`, never the app's own class name (see the trace
  /// format's privacy rules, Docs/TraceFormat.md).
  static func publicClassName(of view: UIView) -> String {
    switch view {
    case is UITextField: "UITextField"
    case is UITextView: "UITextView"
    case is UITableViewCell: "UITableViewCell"
    case is UICollectionViewCell: "UICollectionViewCell"
    case is UIScrollView: "UIScrollView"
    case is UIControl: "UIControl"
    default: "UIView"
    }
  }
}

extension KeyboardAvoider {
  /// The diagnostics feature attached to this engine, if any listener is on.
  var diagnostics: DecisionDiagnostics? {
    observer as? DecisionDiagnostics
  }

  /// The diagnostics feature, made and attached as the engine's observer on first use (an
  /// app turned a listener on).
  func diagnosticsCreatingIfNeeded() -> DecisionDiagnostics {
    if let diagnostics { return diagnostics }
    let created = DecisionDiagnostics(engine: self)
    observer = created
    return created
  }

  /// Detaches the diagnostics feature once nobody listens any more, so that a decision costs
  /// one comparison again.
  func dropDiagnosticsIfIdle() {
    if diagnostics?.isActive == false { observer = nil }
  }
}
