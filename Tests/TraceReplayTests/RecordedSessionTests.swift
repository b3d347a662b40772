#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// A session with every kind of input a recorder meets, recorded and replayed: the replay
  /// takes every decision again. iPhone 15 in portrait (393 × 852, safe area 59 / 34).
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct RecordedSessionTests {
    /// Resumes after everything already queued on the main queue has run.
    func nextTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }

    /// An avoiding scroll view filling an iPhone 15's root view, with `count` fields 44 pt
    /// tall every 60 pt from y = 16.
    static func form(fields count: Int) -> (DeviceScene, AvoidingScrollView, [UITextField]) {
      let scene = DeviceScene(device: .iPhone15)
      let scrollView = AvoidingScrollView(frame: scene.rootView.bounds)
      scene.rootView.addSubview(scrollView)
      let fields = (0..<count).map { index in
        UITextField(frame: CGRect(x: 16, y: 16 + CGFloat(index) * 60, width: 361, height: 44))
      }
      for field in fields { scrollView.addSubview(field) }
      return (scene, scrollView, fields)
    }

    @Test func everyKindOfInputReplaysWithZeroDivergence() async throws {
      let (scene, scrollView, fields) = Self.form(fields: 12)
      scrollView.alwaysBounceVertical = true
      let notes = UITextView(
        frame: CGRect(x: 16, y: 740, width: 361, height: 100), textContainer: nil)
      scrollView.addSubview(notes)
      let label = UIView(frame: CGRect(x: 16, y: 604, width: 361, height: 20))
      label.isHidden = true
      scrollView.addSubview(label)
      scrollView.contentSize = CGSize(width: 393, height: 900)
      scrollView.setCompanions([label], for: fields[9])
      scrollView.setKeyboardPadding(30, for: fields[4])
      scene.window.layoutIfNeeded()
      await nextTurn()

      let recorder = KeyboardSessionRecorder(scrollView: scrollView)
      recorder.start()
      // The user scrolls, taps field 9, the keyboard comes up.
      scrollView.contentOffset = CGPoint(x: 0, y: 40)
      scene.window.layoutIfNeeded()
      fields[9].becomeFirstResponder()
      scene.keyboard.show(quickType: false)
      await nextTurn()
      scene.window.layoutIfNeeded()
      // The app shows the field's error label (its companion) and lays out.
      label.isHidden = false
      scrollView.setNeedsLayout()
      scene.window.layoutIfNeeded()
      // The app's own inset, a new padding, a request to reveal.
      scrollView.contentInset.bottom = 12
      scrollView.keyboardPadding = 24
      scrollView.revealFocusedView(animated: true)
      // Field 4 with its own padding; the notes, typed into until they grow.
      fields[4].becomeFirstResponder()
      notes.becomeFirstResponder()
      for line in 1...4 {
        notes.insertText("\nline \(line)")
        notes.frame.size.height += 20
        scrollView.contentSize.height += 20
        await nextTurn()
        scene.window.layoutIfNeeded()
      }
      // A malformed notification (a duration as text, a key that is not a string).
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: scene.screen,
        userInfo: [
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: scene.keyboard.frame),
          UIResponder.keyboardAnimationDurationUserInfoKey: "0.25",
          AnyHashable(7): NSNumber(value: 1),
        ])
      // The scroll view leaves its window and comes back; the keyboard goes down.
      scrollView.removeFromSuperview()
      scene.rootView.addSubview(scrollView)
      scene.window.layoutIfNeeded()
      scene.keyboard.hide()
      await nextTurn()
      scene.window.layoutIfNeeded()
      let data = recorder.stop()
      scene.window.isHidden = true

      let trace = try Trace.decode(data)
      let types = Set(trace.events.map(\.type))
      #expect(
        types.isSuperset(of: [
          "keyboardNotification", "editing", "geometry", "appWrite", "layout", "turn",
          "revealRequest", "window", "decision",
        ]))
      let notifications = trace.events.compactMap {
        if case .keyboardNotification(let posted) = $0.body { posted } else { nil }
      }
      let malformed = try #require(
        notifications.first { $0.userInfo?.rawTypes?["animationDuration"] != nil })
      #expect(malformed.userInfo?.rawTypes?["animationDuration"] == "NSString")
      #expect(malformed.userInfo?.extraKeys?["(a key that is not a string)"] == "NSNumber")
      #expect(trace.scene.geometry.views?.contains { $0.keyboardPadding == 30 } == true)
      #expect(trace.scene.geometry.views?.contains { $0.companions?.isEmpty == false } == true)
      #expect(
        trace.events.contains {
          guard case .geometry(let change) = $0.body else { return false }
          return change.geometry?.views?.contains { $0.caretRectInScrollView != nil } == true
        })

      let report = await TraceReplayer(trace: trace).run()
      #expect(report.isClean, "\(report.text(all: true))")
      #expect(report.modelDifferences.isEmpty, "\(report.text(all: true))")
      #expect(report.decisionsCompared == trace.events.filter { $0.type == "decision" }.count)
      #expect(report.warnings.isEmpty)
    }

    /// A drag of the keyboard recorded (format version 2, `keyboardDrag` events) and
    /// replayed: the replay reads the same guide at each sample and takes every decision
    /// again. iPhone 15 in portrait (bottom safe area 34, keyboard 336: docked top
    /// 852 − 336 = 516).
    @Test func aRecordedDragReplaysWithZeroDivergence() async throws {
      let (scene, scrollView, fields) = Self.form(fields: 20)
      scrollView.keyboardDismissMode = .interactive
      scrollView.contentSize = CGSize(width: 393, height: 1216)
      scene.window.layoutIfNeeded()
      await nextTurn()

      let recorder = KeyboardSessionRecorder(scrollView: scrollView)
      recorder.start()
      fields[19].becomeFirstResponder()
      scene.keyboard.show(quickType: false)
      await nextTurn()
      scene.window.layoutIfNeeded()
      // The finger from 466 (above the keyboard's top 516) down to 716 in five frames: the
      // first sample keeps the docked inset, the next ones follow the keyboard down.
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 466))
      for y in stride(from: 516.0, through: 716, by: 50) {
        drag.move(to: CGPoint(x: 60, y: y))
      }
      drag.end()
      await nextTurn()
      scene.window.layoutIfNeeded()
      let data = recorder.stop()
      scene.window.isHidden = true

      let trace = try Trace.decode(data)
      #expect(trace.formatVersion == 3)
      let samples = trace.events.compactMap {
        if case .keyboardDrag(let sample) = $0.body { sample } else { nil }
      }
      #expect(samples.count >= 5)
      // Each sample is followed by its decision, a keyboardDrag one.
      let dragDecisions = trace.events.filter {
        $0.decisionEvent?.decision?.event == "keyboardDrag"
      }
      #expect(dragDecisions.count >= samples.count)
      // The last move: the keyboard's top at the finger, 716, is at 716 in the window (the
      // window is the screen).
      #expect(samples.last?.guideFrame?.rect.minY == 716)
      #expect(samples.last?.finger?.point == CGPoint(x: 60, y: 716))

      let report = await TraceReplayer(trace: trace).run()
      #expect(report.isClean, "\(report.text(all: true))")
      #expect(report.modelDifferences.isEmpty, "\(report.text(all: true))")
      #expect(report.decisionsCompared == trace.events.filter { $0.type == "decision" }.count)
      #expect(report.warnings.isEmpty)
    }

    @Test func theCommandPrintsTheReportAndTellsByItsStatus() async throws {
      let folder = TraceFolderTests.folder
      var lines: [String] = []
      let clean = await ReplayCommand.run(
        path: folder.appendingPathComponent("reconstructed/flutter-docked-show.json").path,
        all: false
      ) { lines.append($0) }
      #expect(clean == .clean)
      #expect(lines.count == 2)
      #expect(
        lines[0].hasSuffix(
          "flutter-docked-show.json: reconstructed trace, mock screen, 'iPhone 14 pixels' (test comment), iOS unspecified (unit test), screen 1170 × 2532 @1.0x; 4 events, 1 decision"
        ))
      #expect(lines[1] == "replayed 4 events, compared 1 decision: zero divergence")
      let missing = await ReplayCommand.run(path: "/nonexistent/trace.json", all: false) { _ in }
      guard case .unreadable(let reason) = missing else {
        Issue.record("a missing file was read")
        return
      }
      #expect(reason.hasPrefix("cannot read the file"))
      // Files that are not JSON, or JSON that is not a trace: BrokenTraceFileTests.
    }
  }
#endif
