#if !canImport(UIKit)
  @testable import AvoidingScrollView
  @testable import AvoidingScrollViewDiagnostics
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// A field of the app's own class, holding text: neither may reach a trace.
  final class CardNumberField: UITextField {}

  /// `KeyboardSessionRecorder`: what a trace holds, and what it never holds. iPhone 15 in
  /// portrait (393 × 852, safe area 59 / 34, scale 3), FormScene's fields at 16 + 60 i.
  @MainActor
  @Suite struct SessionRecorderTests {
    /// The members of each keyboard notification of `trace`, in order.
    static func notifications(in trace: Trace) -> [Trace.Event.KeyboardNotification] {
      trace.events.compactMap {
        if case .keyboardNotification(let posted) = $0.body { posted } else { nil }
      }
    }

    /// The members of each editing event of `trace`, in order.
    static func editing(in trace: Trace) -> [Trace.Event.Editing] {
      trace.events.compactMap { if case .editing(let editing) = $0.body { editing } else { nil } }
    }

    /// What a layout pass (a `layout` or `keyboardDrag` event) placed, if the event is one.
    static func placed(by event: Trace.Event) -> Trace.Geometry? {
      switch event.body {
      case .layout(let layout): layout.placed
      case .keyboardDrag(let drag): drag.placed
      default: nil
      }
    }

    let keyboard = CGRect(x: 0, y: 561, width: 393, height: 291)

    func trace(_ data: Data) throws -> Trace {
      try Trace.decode(data)
    }

    @Test func aSessionIsRecordedWithTheDeviceTheSceneTheInputsAndTheDecisions() throws {
      let scene = FormScene(device: .iPhone15)
      let recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
      #expect(!recorder.isRecording)
      recorder.start()
      #expect(recorder.isRecording)
      #expect(scene.fields[9].becomeFirstResponder())
      scene.keyboard.show(keyboard)
      let trace = try trace(recorder.stop())
      #expect(!recorder.isRecording)

      #expect(trace.format == "avoiding-scroll-view-trace")
      #expect(trace.formatVersion == 3)
      #expect(KeyboardSessionRecorder.traceFormatVersion == 3)
      #expect(trace.provenance.kind == "recorded")
      #expect(trace.provenance.assumed.isEmpty)
      #expect(trace.producer.name == "AvoidingScrollView recorder (HeadlessUIKit)")
      #expect(trace.timebase.clock == "wallClockSinceStart")
      #expect(trace.device.screen.bounds.rect == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(trace.device.screen.scale == 3)
      #expect(trace.device.os.name == "Linux")
      #expect(trace.device.isSimulator == false)
      // The scene: the window, the scroll view and its 20 fields, no keyboard, no focus.
      let geometry = trace.scene.geometry
      #expect(
        geometry.window?.safeAreaInsets == TraceInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(geometry.scrollView?.kind == "AvoidingScrollView")
      #expect(geometry.scrollView?.contentSize?.size == CGSize(width: 393, height: 1216))
      #expect(geometry.views?.count == 20)
      #expect(
        geometry.views?[9].frameInScrollView.rect == CGRect(x: 16, y: 556, width: 361, height: 44))
      #expect(geometry.views?[9].path == [9])
      #expect(trace.scene.keyboard == nil)
      #expect(trace.scene.firstResponder == nil)
      // The inputs in order, each decision after the input it followed.
      let kinds = trace.events.map {
        if case .keyboardNotification(let posted) = $0.body { posted.name ?? "" } else { $0.type }
      }
      #expect(
        kinds == [
          "editing", "decision", "willChangeFrame", "decision", "willShow", "decision",
          "didChangeFrame", "decision", "didShow", "decision",
        ])
      #expect(trace.events.map(\.seq) == Array(0..<10))
      #expect(trace.events[0].body == .editing(.init(action: "began", view: geometry.views?[9].id)))
      #expect(trace.events[1].decisionEvent?.trigger == 0)
      guard case .keyboardNotification(let show) = trace.events[2].body else {
        Issue.record("event 2 is not a keyboard notification")
        return
      }
      #expect(show.object == "thisScreen")
      #expect(show.userInfo?.endFrame?.rect == keyboard)
      #expect(show.userInfo?.beginFrame?.rect == CGRect(x: 0, y: 852, width: 393, height: 291))
      #expect(show.userInfo?.animationDuration == 0.25)
      #expect(show.userInfo?.animationCurve == 7)
      #expect(show.userInfo?.isLocal == true)
      let decision = try #require(trace.events[3].decisionEvent?.decision)
      #expect(trace.events[3].decisionEvent?.trigger == 2)
      #expect(decision.origin == "recorded")
      // 852 − 561 = 291 covered, 291 − 34 = 257 added; 600 + 16 − 561 = 55 scrolled.
      #expect(decision.coveredHeight == 291)
      #expect(decision.insets?.keyboard == 257)
      #expect(decision.contentOffset?.to?.point == CGPoint(x: 0, y: 55))
      #expect(decision.rules?.contains("minus-applied-safe-area") == true)
      #expect(decision.text?.contains("the inset is 291 − 34 = 257 pt") == true)
      #expect(trace.events.allSatisfy { $0.t >= 0 })
    }

    /// A layout pass while the user drags the keyboard is a `keyboardDrag` input (format
    /// version 2) with what the engine reads: the pan's state and finger, the guide's frame,
    /// its dismiss padding and the dismiss mode, all in the window.
    @Test func aDragOfTheKeyboardIsRecordedWithWhatTheEngineReads() throws {
      // FormScene on an iPhone 15 (852 tall, keyboard 336, docked top 852 − 336 = 516), the
      // last field focused, the keyboard up; the guide's dismiss padding 40.
      let scene = FormScene(device: .iPhone15)
      scene.scrollView.keyboardDismissMode = .interactive
      _ = scene.fields[19].becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      scene.scrollView.keyboardLayoutGuide.keyboardDismissPadding = 40
      let recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
      recorder.start()
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 500))
      // The pan begins with the first move (530: the keyboard's top 530 + 40 = 570) and
      // changes with the next. The finger at 566: the keyboard follows 40 pt below it, its top
      // at 606; the guide spans 606 … 852 (246 tall) in the window.
      drag.move(to: CGPoint(x: 60, y: 530))
      drag.move(to: CGPoint(x: 60, y: 566))
      let trace = try trace(recorder.stop())
      drag.end(.snapBack)

      let samples = trace.events.compactMap {
        event -> (seq: Int, drag: Trace.Event.KeyboardDrag)? in
        if case .keyboardDrag(let drag) = event.body { (event.seq, drag) } else { nil }
      }
      #expect(samples.first?.drag.panState == "began")
      #expect(
        samples.first?.drag.guideFrame?.rect == CGRect(x: 0, y: 570, width: 393, height: 282))
      let last = try #require(samples.last)
      #expect(last.drag.panState == "changed")
      #expect(last.drag.dismissMode == "interactive")
      #expect(last.drag.finger?.point == CGPoint(x: 60, y: 566))
      #expect(last.drag.guideFrame?.rect == CGRect(x: 0, y: 606, width: 393, height: 246))
      #expect(last.drag.dismissPadding == 40)
      // No plain layout input while the drag's passes are recorded as samples.
      #expect(!trace.events.contains { $0.type == "layout" })
      // Its decision names the drag's rule: 852 − 606 = 246 covered, 246 − 34 = 212 added.
      let decision = try #require(
        trace.events.last { $0.decisionEvent?.trigger == last.seq }?.decisionEvent?.decision)
      #expect(decision.rules?.first == "drag-follows-guide")
      #expect(decision.coveredHeight == 246)
      #expect(decision.insets?.keyboard == 212)
    }

    /// What a layout pass places before the component decides goes on that pass's event
    /// (`placed`, format version 3): the engine lays out the focused field's container before
    /// it measures, so without it the field's new place would be in no event.
    @Test func whatALayoutPassPlacesIsRecordedOnThatPass() throws {
      // The scroll view fills the iPhone 15's screen (393 × 852), content 1,600 tall; the
      // container at the content's origin places the field at y = 100, later at y = 1,000
      // (LayoutTimedRevealScenarioTests' PlacingContainer: what a stack view's layout does).
      let scene = DeviceScene(device: .iPhone15)
      let scrollView = AvoidingScrollView(frame: scene.rootView.bounds)
      scrollView.keyboardPadding = 10
      scene.rootView.addSubview(scrollView)
      scrollView.contentSize = CGSize(width: 393, height: 1600)
      let container = PlacingContainer(frame: CGRect(x: 0, y: 0, width: 393, height: 1600))
      let field = UITextField()
      container.addSubview(field)
      scrollView.addSubview(container)
      container.frames = [CGRect(x: 16, y: 100, width: 361, height: 44)]
      scene.window.layoutIfNeeded()
      let recorder = KeyboardSessionRecorder(scrollView: scrollView)
      recorder.start()
      _ = field.becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      container.frames = [CGRect(x: 16, y: 1000, width: 361, height: 44)]
      container.setNeedsLayout()
      scrollView.setNeedsLayout()
      scene.window.layoutIfNeeded()
      let trace = try trace(recorder.stop())
      scene.window.isHidden = true

      // One pass placed something: the one that moved the field (the pass after the show
      // put it where it already was). The container sits at the content's origin, so the
      // field's frame in it is its frame in the scroll view.
      let placing = trace.events.filter { Self.placed(by: $0) != nil }
      #expect(placing.count == 1)
      let pass = try #require(placing.first)
      #expect(pass.type == "layout")
      #expect(
        Self.placed(by: pass)?.views?.map(\.frameInScrollView.rect)
          == [CGRect(x: 16, y: 1000, width: 361, height: 44)])
      #expect(Self.placed(by: pass)?.removedViews == nil)
      // The decision at that pass revealed the field where the pass put it: 1,000 − 10 = 990
      // to 1,044 + 10 = 1,054.
      let decision = try #require(
        trace.events.last { $0.decisionEvent?.trigger == pass.seq }?.decisionEvent?.decision)
      #expect(decision.reveal?.outcome == "scroll")
      #expect(decision.reveal?.rect?.rect.minY == 990)
      #expect(decision.reveal?.rect?.rect.maxY == 1054)
    }

    @Test func noTextAndNoClassNameOfTheAppIsEverWritten() throws {
      let stage = EditingStage(device: .iPhone15)
      let scrollView = AvoidingScrollView(frame: stage.window.bounds)
      stage.window.addSubview(scrollView)
      let field = CardNumberField(frame: CGRect(x: 16, y: 600, width: 361, height: 44))
      field.text = "4242 4242 4242 4242"
      scrollView.addSubview(field)
      let notes = UITextView(
        frame: CGRect(x: 16, y: 700, width: 361, height: 120), textContainer: nil)
      notes.text = "my secret notes"
      scrollView.addSubview(notes)
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      let recorder = KeyboardSessionRecorder(scrollView: scrollView)
      recorder.start()
      #expect(field.becomeFirstResponder())
      stage.keyboard.show(keyboard)
      #expect(notes.becomeFirstResponder())
      notes.insertText(" more secret words")
      field.insertText("9")
      let data = recorder.stop()
      let json = String(decoding: data, as: UTF8.self)
      #expect(!json.contains("4242"))
      #expect(!json.contains("secret"))
      #expect(!json.contains("CardNumberField"))
      #expect(json.contains("\"UITextField\""))
      #expect(json.contains("\"UITextView\""))
      let trace = try trace(data)
      #expect(trace.privacy.recordsText == false)
      #expect(trace.privacy.viewIdentity == ["id", "path", "uikitClass"])
      // The text view's edit is recorded as an event, with where its caret is, not what.
      let edit = try #require(Self.editing(in: trace).first { $0.action == "textChanged" })
      #expect(edit.view == "v1")
    }

    /// An end frame holding a NaN (a malformed notification, which the component ignores) is
    /// recorded as posted, its NaN written `"nan"` (Docs/TraceFormat.md: non-finite numbers
    /// are strings), not as a value of the wrong type with no frame.
    @Test func aNonFiniteEndFrameIsRecordedWithItsNumbers() throws {
      let scene = FormScene(device: .iPhone15)
      let recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
      recorder.start()
      let sent = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 291)
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: scene.screen,
        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: sent)])
      let data = recorder.stop()
      let trace = try trace(data)
      let posted = try #require(Self.notifications(in: trace).first)
      let info = try #require(posted.userInfo)
      #expect(info.rawTypes == nil)
      let end = try #require(info.endFrame).rect
      #expect(end.origin.x == 0)
      #expect(end.origin.y.isNaN)
      #expect(end.size == CGSize(width: 393, height: 291))
      // The JSON is pretty-printed: compared without its whitespace.
      let json = String(decoding: data, as: UTF8.self).filter { !$0.isWhitespace }
      #expect(json.contains(#""endFrame":[0,"nan",393,291]"#))
    }

    @Test func malformedNotificationsAreRecordedAsPosted() throws {
      let scene = FormScene(device: .iPhone15)
      let recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
      recorder.start()
      let center = NotificationCenter.default
      // A frame of the wrong type, a non-finite duration, an unknown key; then no userInfo.
      center.post(
        name: UIResponder.keyboardWillShowNotification, object: scene.screen,
        userInfo: [
          UIResponder.keyboardFrameEndUserInfoKey: NSNumber(value: 3),
          UIResponder.keyboardFrameBeginUserInfoKey: "not a frame",
          UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Double.nan),
          UIResponder.keyboardAnimationCurveUserInfoKey: NSObject(),
          UIResponder.keyboardIsLocalUserInfoKey: "yes",
          "UIKeyboardCenterEndUserInfoKey": NSValue(
            cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)),
          "UIKeyboardSomethingNew": NSNumber(value: 5),
          "UIKeyboardSomethingElse": NSObject(),
        ])
      // A duration of the wrong type, alone.
      center.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: scene.screen,
        userInfo: [UIResponder.keyboardAnimationDurationUserInfoKey: "0.25"])
      center.post(name: UIResponder.keyboardWillHideNotification, object: scene.screen)
      // Another screen's notification is not this session's.
      center.post(
        name: UIResponder.keyboardWillHideNotification,
        object: UIScreen(bounds: scene.screen.bounds),
        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard)])
      // Nor is an object that is no screen.
      center.post(name: UIResponder.keyboardWillHideNotification, object: NSObject())
      let trace = try trace(recorder.stop())
      let posted = Self.notifications(in: trace)
      #expect(posted.count == 3)
      let info = try #require(posted.first?.userInfo)
      #expect(info.endFrame == nil)
      #expect(info.animationDuration?.isNaN == true)
      #expect(
        info.rawTypes == [
          "endFrame": "NSNumber", "beginFrame": "NSString", "animationCurve": "object",
          "isLocal": "NSString",
        ])
      #expect(
        info.extraKeys == [
          "UIKeyboardCenterEndUserInfoKey": "NSValue: (1, 2, 3, 4)",
          "UIKeyboardSomethingNew": "NSNumber: 5", "UIKeyboardSomethingElse": "object",
        ])
      // The string is named by its type, never written as a duration.
      let durationOnly = try #require(posted.dropFirst().first?.userInfo)
      #expect(durationOnly.animationDuration == nil)
      #expect(durationOnly.rawTypes == ["animationDuration": "NSString"])
      #expect(posted.last?.userInfoMissing == true)
      // None makes a decision: the feed drops them before any engine.
      #expect(!trace.events.contains { $0.type == "decision" })
    }

    @Test func theAppsInsetWritesAndTheGeometryItChangesAreInputs() throws {
      let scene = FormScene(device: .iPhone15)
      let recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
      recorder.start()
      scene.scrollView.contentInset.bottom = 20
      scene.scrollView.verticalScrollIndicatorInsets.bottom = 10
      scene.scrollView.keyboardPadding = 24
      scene.scrollView.contentSize.height = 1300
      let trace = try trace(recorder.stop())
      let writes = trace.events.compactMap {
        if case .appWrite(let write) = $0.body { write } else { nil }
      }
      #expect(writes.map(\.property) == ["contentInset", "verticalScrollIndicatorInsets"])
      #expect(writes.first?.value == TraceInsets(top: 0, left: 0, bottom: 20, right: 0))
      let geometry = trace.events.compactMap {
        if case .geometry(let change) = $0.body { change } else { nil }
      }
      #expect(geometry.contains { $0.geometry?.scrollView?.options?.keyboardPadding == 24 })
      #expect(
        geometry.contains {
          $0.reason == "contentSizeChange"
            && $0.geometry?.scrollView?.contentSize?.size == CGSize(width: 393, height: 1300)
        })
    }

    @Test func recordingThatBeginsWithTheKeyboardUpNotesItAndTheFocus() throws {
      let scene = FormScene(device: .iPhone15)
      #expect(scene.fields[3].becomeFirstResponder())
      scene.keyboard.show(keyboard)
      let recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
      recorder.start()
      // Starting again starts afresh.
      recorder.start()
      let trace = try trace(recorder.stop())
      #expect(trace.scene.keyboard?.frameInScreen?.rect == keyboard)
      #expect(trace.scene.keyboard?.object == "thisScreen")
      #expect(trace.scene.keyboard?.isLocal == true)
      #expect(trace.scene.firstResponder == trace.scene.geometry.views?[3].id)
      #expect(trace.scene.geometry.scrollView?.contentInset?.bottom == 257)
      #expect(trace.scene.geometry.scrollView?.appContentInset?.bottom == 0)
      #expect(trace.events.isEmpty)
      // Stopped, it has nothing more to give, and the engine has no diagnostics left.
      #expect(recorder.stop().isEmpty)
      #expect(scene.scrollView.keyboardAvoider.diagnostics == nil)
    }

    @Test func focusOutsideTheScrollViewIsNamedOutside() throws {
      let scene = FormScene(device: .iPhone15)
      let search = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      scene.window.addSubview(search)
      #expect(search.becomeFirstResponder())
      let recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
      recorder.start()
      #expect(scene.fields[0].becomeFirstResponder())
      #expect(search.becomeFirstResponder())
      let trace = try trace(recorder.stop())
      #expect(trace.scene.firstResponder == "outside")
      let editing = Self.editing(in: trace)
      #expect(editing.map(\.action) == ["ended", "began", "ended", "began"])
      #expect(editing.map(\.view) == ["outside", "v0", "v0", "outside"])
    }

    /// Two scroll views, each in a window on a screen of its own, recorded at once: each
    /// trace holds its own scene's inputs and decisions only. The other window's editing
    /// and the other screen's keyboard reach both engines, which leave them alone, and
    /// neither recorder keeps them.
    @Test func twoRecordersAtOnceEachKeepOnlyTheirOwnScene() throws {
      let first = FormScene(device: .iPhone15)
      let second = FormScene(device: .iPhone15)
      let firstRecorder = KeyboardSessionRecorder(scrollView: first.scrollView)
      let secondRecorder = KeyboardSessionRecorder(scrollView: second.scrollView)
      firstRecorder.start()
      secondRecorder.start()
      #expect(first.fields[9].becomeFirstResponder())
      first.keyboard.show(keyboard)
      #expect(second.fields[2].becomeFirstResponder())
      second.keyboard.show(keyboard)
      let traces = try [trace(firstRecorder.stop()), trace(secondRecorder.stop())]
      // Each, as a session alone (the first test): the focus, then the show's four
      // notifications, each followed by its decision; nothing of the other scene.
      for (trace, field) in zip(traces, [9, 2]) {
        let kinds = trace.events.map {
          if case .keyboardNotification(let posted) = $0.body { posted.name ?? "" } else { $0.type }
        }
        #expect(
          kinds == [
            "editing", "decision", "willChangeFrame", "decision", "willShow", "decision",
            "didChangeFrame", "decision", "didShow", "decision",
          ])
        #expect(Self.editing(in: trace).first?.view == trace.scene.geometry.views?[field].id)
        #expect(Self.notifications(in: trace).allSatisfy { $0.object == "thisScreen" })
      }
    }

    @Test func aRecorderWhoseScrollViewIsGoneRecordsNothing() {
      var recorder: KeyboardSessionRecorder?
      do {
        let scene = FormScene(device: .iPhone15)
        recorder = KeyboardSessionRecorder(scrollView: scene.scrollView)
        scene.window.isHidden = true
      }
      recorder?.start()
      #expect(recorder?.isRecording == false)
      #expect(recorder?.stop().isEmpty == true)
    }
  }
#endif
