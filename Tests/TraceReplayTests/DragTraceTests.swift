#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// A drag of the keyboard recorded on the model (format version 2, `keyboardDrag` events)
  /// and replayed: the replay reads the same guide at each sample and takes every decision
  /// again. iPhone 15 in portrait (393 × 852, bottom safe area 34, keyboard 336: docked top
  /// 852 − 336 = 516).
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct DragTraceTests {
    func nextTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }

    @Test func aRecordedDragReplaysWithZeroDivergence() async throws {
      let scene = DeviceScene(device: .iPhone15)
      let scrollView = AvoidingScrollView(frame: scene.rootView.bounds)
      scrollView.keyboardDismissMode = .interactive
      scene.rootView.addSubview(scrollView)
      var fields: [UITextField] = []
      for index in 0..<20 {
        let field = UITextField(
          frame: CGRect(x: 16, y: 16 + CGFloat(index) * 60, width: 361, height: 44))
        scrollView.addSubview(field)
        fields.append(field)
      }
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
      #expect(trace.formatVersion == 2)
      let samples = trace.events.filter { $0.type == "keyboardDrag" }
      #expect(samples.count >= 5)
      // Each sample is followed by its decision, a keyboardDrag one.
      let dragDecisions = trace.events.filter { $0.decision?.event == "keyboardDrag" }
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
  }
#endif
