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
    switch outcome {
    case nil: break
    case .ignored(let keyboardEvent, let reason):
      ignored(keyboardEvent, because: reason)
    case .decided(let event, let plan, let applied, let notice, let coveredBefore):
      if let notice {
        switch notice.reading {
        case .frame, .hidden, .floating: factSource = notice
        case .noInformation, .settled: break
        }
      }
      emit(
        DecisionRecord(
          event: event, notification: notice,
          factSource: engine.keyboard == nil ? nil : factSource, coveredBefore: coveredBefore,
          plan: plan, applied: applied,
          focusedViewClass: engine.focusedView.map(Self.publicClassName)))
    case .dragged(let plan, let facts):
      emit(
        DecisionRecord(
          drag: facts.reading, plan: plan, notified: facts.notified,
          ledgerBefore: facts.ledgerBefore, appliedSafeArea: facts.appliedSafeArea,
          indicatorSafeAreaBottom: facts.indicatorSafeAreaBottom, offset: facts.offset,
          factSource: engine.keyboard == nil ? nil : factSource,
          focusedViewClass: engine.focusedView.map(Self.publicClassName)))
    }
  }

  /// A keyboard notification changed nothing, because of `reason`.
  private func ignored(_ event: KeyboardEvent, because reason: DecisionRecord.Ignored) {
    let scrollView = engine.scrollView
    let offset = scrollView.contentOffset
    emit(
      DecisionRecord(
        event: DecisionRecord.Event(event.kind), ignored: reason,
        notification: event.notice,
        factSource: engine.keyboard == nil ? nil : factSource,
        coverage: engine.coverage(of: engine.keyboard),
        appliedSafeArea: Edges(scrollView.adjustedContentInset) - Edges(scrollView.contentInset),
        keyboardInsetBefore: engine.ledger.keyboardContentBottom, ledger: engine.ledger,
        revealRule: .measureOnly, reveal: .skip(.notThisEvent(.measureOnly)),
        focusedViewClass: engine.focusedView.map(Self.publicClassName), offsetBefore: offset,
        offsetAfter: offset))
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
