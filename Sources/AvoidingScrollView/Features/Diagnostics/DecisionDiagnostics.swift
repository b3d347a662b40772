import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Each decision of one engine told to whoever listens: the app's handler
/// (`keyboardDecisionHandler`), the unified log (`logsKeyboardDecisions`), a session recorder.
///
/// Off by default: the engine keeps no diagnostics at all until an app turns a listener on
/// (``KeyboardAvoider/diagnosticsCreatingIfNeeded()``), and drops them when the last one goes, so a
/// decision without listeners costs the engine one comparison. With a listener, the engine
/// tells this feature what it decided as it goes (``willApply(_:event:keyboardInsetBefore:)``,
/// the reveal, each move of the offset, ``didApply(offset:)``), which builds one
/// ``DecisionRecord`` per decision from values the pipeline computes anyway.
@MainActor
final class DecisionDiagnostics {
  private unowned let engine: KeyboardAvoider

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

  /// The keyboard notification about to be decided on, with what the keyboard covered before.
  private var pending: (notice: DecisionRecord.Notice, coveredBefore: CGFloat?)?
  /// The notification the engine's keyboard fact was last read from, when this feature saw it.
  private var factSource: DecisionRecord.Notice?
  /// The decision under way, and the offset as it stands while the plan is applied.
  private var record: DecisionRecord?
  private var offset: CGPoint = .zero

  init(engine: KeyboardAvoider) {
    self.engine = engine
  }

  /// Feeds `recording` (or stops feeding any, with `nil`).
  func attach(_ recording: SessionRecording?) {
    self.recording = recording
  }

  // MARK: Told by the engine

  /// A keyboard notification is about to be decided on; the keyboard covered `coveredBefore`
  /// by the reveal rule's measure (`nil` for a did-notification).
  func willHandle(_ event: KeyboardEvent, coveredBefore: CGFloat?) {
    let notice = DecisionRecord.Notice(
      kind: event.kind, endFrame: event.change.endFrame, isLocal: event.change.isLocal)
    pending = (notice, coveredBefore)
    switch notice.reading {
    case .frame, .hidden, .floating: factSource = notice
    case .noInformation, .settled: break
    }
  }

  /// The engine dropped its keyboard fact (it left its window).
  func keyboardForgotten() {
    factSource = nil
  }

  /// A keyboard notification changed nothing, because of `reason`.
  func ignored(_ event: KeyboardEvent, because reason: DecisionRecord.Ignored) {
    pending = nil
    let scrollView = engine.scrollView
    let offset = scrollView.contentOffset
    let notice = DecisionRecord.Notice(
      kind: event.kind, endFrame: event.change.endFrame, isLocal: event.change.isLocal)
    emit(
      DecisionRecord(
        event: DecisionRecord.Event(event.kind), ignored: reason, notification: notice,
        factSource: engine.keyboard == nil ? nil : factSource,
        coverage: engine.coverage(of: engine.keyboard),
        appliedSafeArea: Edges(scrollView.adjustedContentInset) - Edges(scrollView.contentInset),
        keyboardInsetBefore: engine.ledger.keyboardContentBottom, ledger: engine.ledger,
        revealRule: .measureOnly, reveal: .skip(.notThisEvent(.measureOnly)),
        focusedViewClass: engine.focusedView.map(Self.publicClassName), offsetBefore: offset,
        offsetAfter: offset))
  }

  /// The engine decided `plan` for `event` and is about to apply it; the keyboard's part of
  /// the inset was `keyboardInsetBefore`.
  func willApply(
    _ plan: AvoidancePlan, event: DecisionRecord.Event, keyboardInsetBefore: CGFloat
  ) {
    var notice: DecisionRecord.Notice?
    var coveredBefore: CGFloat?
    // A notification whose decision was skipped (the pipeline was busy) tells nothing about
    // the next decision.
    if let pending, event.notificationKind == pending.notice.kind {
      notice = pending.notice
      coveredBefore = pending.coveredBefore
    }
    pending = nil
    let measurement = plan.measurement
    offset = measurement.offset
    record = DecisionRecord(
      event: event, notification: notice, factSource: engine.keyboard == nil ? nil : factSource,
      coverage: measurement.coverage, coveredBefore: coveredBefore,
      appliedSafeArea: measurement.appliedSafeArea,
      indicatorSafeAreaBottom: measurement.indicatorSafeAreaBottom,
      keyboardInsetBefore: keyboardInsetBefore, ledger: plan.ledger, revealRule: plan.reveal,
      reveal: .skip(.notThisEvent(plan.reveal)),
      focusedViewClass: engine.focusedView.map(Self.publicClassName),
      offsetBefore: measurement.offset, offsetAfter: measurement.offset)
    if logsDecisions { DecisionLog.beginUpdate(of: engine.scrollView) }
  }

  /// The offset is `offset` after the step of the plan that `reason` names; a change is a
  /// move of the decision.
  func noteOffset(_ reason: DecisionRecord.Move.Reason, _ offset: CGPoint) {
    guard record != nil, offset != self.offset else { return }
    record?.moves.append(DecisionRecord.Move(reason, from: self.offset, to: offset))
    self.offset = offset
  }

  /// What the reveal decided.
  func noteReveal(_ reveal: RevealPlan) {
    record?.reveal = reveal
  }

  /// What the reveal measured of `focus`.
  func noteRevealMeasurement(_ measurement: RevealPlan.Measurement, of focus: UIView) {
    guard record != nil else { return }
    record?.revealMeasurement = measurement
    let whole = engine.scrollView.convert(focus.bounds, from: focus)
    record?.revealsCaret = measurement.focus != whole
  }

  /// The plan is applied; the offset is `offset`: the decision is told.
  func didApply(offset: CGPoint) {
    guard var record else { return }
    self.record = nil
    record.offsetAfter = offset
    if logsDecisions { DecisionLog.endUpdate(of: engine.scrollView) }
    emit(record)
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
