#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewCore
  import AvoidingScrollViewDiagnostics
  import Dispatch
  import Foundation
  import HeadlessUIKit

  /// Replays a trace in HeadlessUIKit: rebuilds its scene, performs its inputs in order
  /// (keyboard notifications, editing, the app's writes, layout passes, turns of the main
  /// queue, the geometry the app and the user changed), and compares each decision the
  /// component takes with the recorded one.
  ///
  /// After each geometry event it compares what the model derives (safe areas, the safe area
  /// UIKit applies to the content inset) with the recording: a difference there is a *model
  /// difference*, and the decisions after it are reported as such; a decision that differs
  /// while the geometry matched is a *component difference*.
  ///
  /// Recorded traces are compared decision by decision (count and every member); decisions
  /// computed by hand (reconstructed traces) are compared with the first decision the
  /// component takes for their trigger, on the members they give. A reconstructed trace
  /// records no turns of the main queue: one is assumed after each input, as the system's
  /// did-notifications come a quarter of a second after the will-notifications.
  @MainActor
  package final class TraceReplayer {
    package let trace: Trace
    private var report = ReplayReport()
    /// Decisions replayed and not yet compared, with the input they followed.
    private var pending: [(trigger: Int, decision: Trace.Decision)] = []
    private var currentInput = -1
    private var inputs: [Int: String] = [:]
    /// The first `seq` at which the model's geometry differed from the recording.
    private var firstModelDifference: Int?

    package init(trace: Trace) {
      self.trace = trace
    }

    /// Reads the trace at `url`. A file that is not JSON at all (truncated, hand-edited)
    /// throws a ``JSONSyntaxError`` naming where it stops being JSON; JSON that is not a
    /// trace, or not of this format version, throws `TraceError` as `Trace.decode` does.
    package static func load(_ url: URL) throws -> Trace {
      // Read through a file handle, not `Data(contentsOf:)`: on Linux (FoundationEssentials,
      // Swift 6.3.1) the latter leaks the 4,096-byte buffer it reads into when the file is
      // empty (LeakSanitizer in `.ci/sanitizers`, reproduced with a two-line program), and an
      // empty file is one of the broken traces the replay must name.
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      return try decode(handle.readToEnd() ?? Data())
    }

    /// Reads a trace from `data`, as ``load(_:)`` reads a file.
    package static func decode(_ data: Data) throws -> Trace {
      do {
        return try Trace.decode(data)
      } catch TraceError.notATrace {
        // `Trace.decode` refuses alike JSON of another shape and text that is not JSON; only
        // Foundation's reader decides the latter (it accepts what the grammar strictly does
        // not, such as a trailing comma), then the scanner finds where.
        if (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil {
          throw JSONSyntaxError.first(in: data) ?? JSONSyntaxError.unlocated(in: data)
        }
        throw TraceError.notATrace
      }
    }

    /// Replays the trace and reports what differs.
    package func run() async -> ReplayReport {
      let scene = ReplayScene(trace: trace)
      scene.build(trace.scene)
      await Self.nextMainQueueTurn()
      report.warnings += scene.warnings
      let setup = scene.differences(in: trace.scene.geometry)
      for what in setup { noteModelDifference(seq: -1, what) }
      scene.scrollView.keyboardDecisionHandler = { [weak self] decision in
        // Only what a recorder would have kept is compared (`DecisionRecord.belongsToTrace`):
        // a test running beside this replay may post for its own screen at any suspension.
        guard let self, decision.record.belongsToTrace else { return }
        pending.append((currentInput, Trace.Decision(recorded: decision.record)))
      }
      let assumesTurns = !trace.events.contains { $0.kind == .turn }
      for event in trace.events {
        report.eventsReplayed += 1
        switch event.body {
        case .keyboardNotification(let posted):
          beginInput(event)
          post(posted, seq: event.seq, in: scene)
        case .editing(let editing):
          beginInput(event)
          edit(editing, seq: event.seq, in: scene)
        case .appWrite(let write):
          beginInput(event)
          if let value = write.value?.edgeInsets {
            if write.insetProperty == .verticalScrollIndicatorInsets {
              scene.scrollView.verticalScrollIndicatorInsets = value
            } else {
              scene.scrollView.contentInset = value
            }
          }
        case .layout(let layout):
          beginInput(event)
          if let placed = layout.placed { scene.placeAtNextPass(placed) }
          scene.scrollView.setNeedsLayout()
          scene.scrollView.layoutIfNeeded()
          scene.finishPlacement()
        case .keyboardDrag(let drag):
          beginInput(event)
          replayDrag(drag, in: scene)
        case .revealRequest(let request):
          beginInput(event)
          scene.scrollView.revealFocusedView(animated: request.animated ?? false)
        case .window(let window):
          beginInput(event)
          if window.windowAction == .left {
            scene.scrollView.removeFromSuperview()
          } else if scene.scrollView.superview == nil {
            scene.window.addSubview(scene.scrollView)
          }
        case .turn:
          await Self.nextMainQueueTurn()
        case .geometry(let change):
          if change.derived != true { beginInput(event) }
          if let geometry = change.geometry {
            for what in scene.apply(geometry, reason: change.geometryReason) {
              noteModelDifference(seq: event.seq, what)
            }
          }
        case .decision(let members):
          if let recorded = members.decision {
            compare(recorded, seq: event.seq, trigger: members.trigger ?? -1)
            scene.noteRecordedDecision(recorded)
          }
        case .sourceExpectation, .note:
          break
        case .unknown(let type):
          report.warnings.append("seq \(event.seq): unknown event type \(type), skipped")
        }
        if assumesTurns, Self.isInput(event.kind), !event.isDerived {
          await Self.nextMainQueueTurn()
        }
      }
      await Self.nextMainQueueTurn()
      flushExtraDecisions(before: .max)
      scene.scrollView.keyboardDecisionHandler = nil
      scene.window.isHidden = true
      return report
    }

    // MARK: Inputs

    private static func isInput(_ kind: Trace.Event.Kind?) -> Bool {
      switch kind {
      case .keyboardNotification, .editing, .appWrite, .layout, .keyboardDrag, .revealRequest,
        .window, .geometry:
        true
      case .turn, .decision, .sourceExpectation, .note, nil: false
      }
    }

    private func beginInput(_ event: Trace.Event) {
      flushExtraDecisions(before: event.seq)
      currentInput = event.seq
      inputs[event.seq] = Self.describe(event)
    }

    /// A layout pass during a drag of the keyboard (format version 2): the pan as recorded,
    /// the keyboard layout guide where the recorded one was (through the screen's headless
    /// channel, which posts nothing, as SimulatedDevice's drag moves it), then the pass; the
    /// pan and the guide are given back to the model after it.
    private func replayDrag(_ event: Trace.Event.KeyboardDrag, in scene: ReplayScene) {
      let scrollView = scene.scrollView
      let window = scene.window
      let mode: UIScrollView.KeyboardDismissMode =
        event.interactiveMode == .interactiveWithAccessory
        ? .interactiveWithAccessory : .interactive
      if scrollView.keyboardDismissMode != mode {
        // The recorded scene does not name the mode; the engine's probe on the guide comes at
        // the pass after it is set, before the sample's pass.
        scrollView.keyboardDismissMode = mode
        scrollView.setNeedsLayout()
        scrollView.layoutIfNeeded()
      }
      let guide = scrollView.keyboardLayoutGuide
      guide.keyboardDismissPadding = CGFloat(event.dismissPadding ?? 0)
      if let frame = event.guideFrame?.rect {
        let origin = window.frame.origin
        window.screen.simulatedKeyboardLayoutGuideFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
      }
      // The guide's move lays the window out while no drag is under way yet (nothing to
      // read), so that the sample's pass is one pass, as recorded.
      window.layoutIfNeeded()
      if let placed = event.placed { scene.placeAtNextPass(placed) }
      let pan = scrollView.panGestureRecognizer
      pan.replayTouch(
        event.pan == .began ? .began : .changed, at: event.finger?.point ?? .zero,
        in: window)
      scrollView.setNeedsLayout()
      scrollView.layoutIfNeeded()
      scene.finishPlacement()
      pan.replayTouch(.possible, at: .zero, in: nil)
      window.screen.simulatedKeyboardLayoutGuideFrame = nil
    }

    private func post(
      _ event: Trace.Event.KeyboardNotification, seq: Int, in scene: ReplayScene
    ) {
      let kind = event.kind
      guard let name = KeyboardFeed.notifications.first(where: { $0.kind == kind })?.name else {
        report.warnings.append("seq \(seq): unknown notification \(event.name ?? "")")
        return
      }
      let userInfo =
        event.userInfoMissing == true ? nil : (event.userInfo ?? Trace.UserInfo()).rebuilt
      NotificationCenter.default.post(
        name: name, object: scene.object(event.object), userInfo: userInfo)
    }

    private func edit(_ event: Trace.Event.Editing, seq: Int, in scene: ReplayScene) {
      guard let id = event.view, let view = scene.view(id) else {
        report.warnings.append("seq \(seq): editing of an unknown view \(event.view ?? "")")
        return
      }
      switch event.editingAction {
      case .began:
        view.becomeFirstResponder()
      case .ended:
        if view.isFirstResponder { view.resignFirstResponder() }
      case .textChanged:
        let name =
          view is UITextView
          ? UITextView.textDidChangeNotification : UITextField.textDidChangeNotification
        NotificationCenter.default.post(name: name, object: view)
      case nil:
        report.warnings.append("seq \(seq): unknown editing action \(event.action ?? "")")
      }
    }

    /// An input in a few words, for the report.
    static func describe(_ event: Trace.Event) -> String {
      switch event.body {
      case .keyboardNotification(let posted):
        let frame =
          posted.userInfo?.endFrame.map {
            " end frame \(DecisionComparison.Value.numbers([$0.rect.minX, $0.rect.minY, $0.rect.width, $0.rect.height].map(Double.init)))"
          } ?? ""
        return "keyboardNotification \(posted.name ?? "?"), object \(posted.object ?? "?")\(frame)"
      case .editing(let editing): return "editing \(editing.action ?? "?") \(editing.view ?? "?")"
      case .appWrite(let write):
        return "appWrite \(write.property ?? "?") \(write.value.map { "\($0)" } ?? "")"
      case .geometry(let change): return "geometry (\(change.reason ?? "?"))"
      default: return event.type
      }
    }

    /// Resumes after everything already queued on the main queue has run.
    static func nextMainQueueTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }

    // MARK: Comparing

    private func noteModelDifference(seq: Int, _ what: String) {
      report.modelDifferences.append(ReplayReport.ModelDifference(seq: seq, what: what))
      if firstModelDifference == nil { firstModelDifference = seq }
    }

    private var kindNow: ReplayReport.Divergence.Kind {
      firstModelDifference == nil ? .component : .model
    }

    private func compare(_ recorded: Trace.Decision, seq: Int, trigger: Int) {
      report.decisionsCompared += 1
      let isHand = recorded.origin != "recorded"
      var replayed: Trace.Decision?
      if isHand {
        if let index = pending.firstIndex(where: { $0.trigger == trigger }) {
          replayed = pending.remove(at: index).decision
          // The other decisions for this trigger (a did-notification's second look) are not
          // asserted unless another hand-computed decision names the same trigger.
          let more = trace.events.contains {
            $0.decisionEvent?.trigger == trigger && $0.seq > seq
          }
          if !more { pending.removeAll { $0.trigger == trigger } }
        }
      } else {
        // Recorded decisions come in the order the component took them.
        flushExtraDecisions(before: trigger)
        if let first = pending.first, first.trigger == trigger {
          replayed = pending.removeFirst().decision
        }
      }
      guard let replayed else {
        report.divergences.append(
          divergence(
            seq: seq, trigger: trigger, field: "decision", recorded: "a decision",
            replayed: "none", rule: recorded.rules?.first ?? "(none)",
            recordedText: recorded.text ?? "(not given)", replayedText: "(no decision)"))
        return
      }
      let tolerance =
        recorded.tolerance ?? (isHand ? 1e-6 : 0.5 / max(trace.device.screen.scale, 1))
      if let difference = DecisionComparison.firstDifference(
        recorded: recorded, replayed: replayed, tolerance: tolerance, partial: isHand)
      {
        report.divergences.append(
          divergence(
            seq: seq, trigger: trigger, field: difference.field,
            recorded: difference.recorded.description, replayed: difference.replayed.description,
            rule: difference.rule, recordedText: recorded.text ?? "(not given)",
            replayedText: replayed.text ?? ""))
      }
    }

    /// Replayed decisions that no recorded decision matched, taken before `trigger`: decisions
    /// the component takes now and did not take when recorded. Only recorded traces list
    /// every decision; a reconstructed one's others are dropped.
    private func flushExtraDecisions(before trigger: Int) {
      let extras = pending.filter { $0.trigger < trigger }
      pending.removeAll { $0.trigger < trigger }
      guard trace.provenance.kind == "recorded" else { return }
      for entry in extras {
        report.divergences.append(
          divergence(
            seq: entry.trigger, trigger: entry.trigger, field: "decision", recorded: "none",
            replayed: "a decision", rule: entry.decision.rules?.first ?? "(none)",
            recordedText: "(no decision)", replayedText: entry.decision.text ?? ""))
      }
    }

    private func divergence(
      seq: Int, trigger: Int, field: String, recorded: String, replayed: String, rule: String,
      recordedText: String, replayedText: String
    ) -> ReplayReport.Divergence {
      ReplayReport.Divergence(
        kind: kindNow, seq: seq, trigger: trigger, input: inputs[trigger] ?? "the scene",
        field: field, recorded: recorded, replayed: replayed, rule: rule,
        recordedText: recordedText, replayedText: replayedText)
    }
  }
#endif
