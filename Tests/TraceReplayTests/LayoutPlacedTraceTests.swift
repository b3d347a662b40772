#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// A container that places its one subview at `frame` in `layoutSubviews`, as a stack view
  /// laid out by Auto Layout does.
  @MainActor
  private final class PlacingView: UIView {
    var placedFrame = CGRect.zero

    override func layoutSubviews() {
      super.layoutSubviews()
      subviews.first?.frame = placedFrame
    }
  }

  /// A field moved by its container's layout during a layout pass while it is focused: the
  /// component reveals it at that pass (it lays the container out before measuring), so the
  /// trace must say where the pass put it (`placed`, format version 3) for a replay to take
  /// the same decision. iPhone 15 in portrait (393 × 852, safe area 59 / 34).
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct LayoutPlacedTraceTests {
    /// What a layout pass (a `layout` or `keyboardDrag` event) placed, if the event is one.
    static func placed(by event: Trace.Event) -> Trace.Geometry? {
      switch event.body {
      case .layout(let layout): layout.placed
      case .keyboardDrag(let drag): drag.placed
      default: nil
      }
    }

    func nextTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }

    /// Records the session: the field at y = 100 focused, the keyboard up, then the app's
    /// layout moves it to y = 1000 at the next pass.
    func recordSession() async throws -> Trace {
      let scene = DeviceScene(device: .iPhone15)
      let scrollView = AvoidingScrollView(frame: scene.rootView.bounds)
      scene.rootView.addSubview(scrollView)
      scrollView.contentSize = CGSize(width: 393, height: 1600)
      let container = PlacingView(frame: CGRect(x: 0, y: 0, width: 393, height: 1600))
      let field = UITextField()
      container.addSubview(field)
      scrollView.addSubview(container)
      container.placedFrame = CGRect(x: 16, y: 100, width: 361, height: 44)
      scene.window.layoutIfNeeded()
      await nextTurn()

      let recorder = KeyboardSessionRecorder(scrollView: scrollView)
      recorder.start()
      field.becomeFirstResponder()
      scene.keyboard.show(quickType: false)
      await nextTurn()
      scene.window.layoutIfNeeded()
      // The app's layout changes: the field goes to y = 1000 at the next pass.
      container.placedFrame = CGRect(x: 16, y: 1000, width: 361, height: 44)
      container.setNeedsLayout()
      scrollView.setNeedsLayout()
      scene.window.layoutIfNeeded()
      await nextTurn()
      let data = recorder.stop()
      scene.window.isHidden = true
      return try Trace.decode(data)
    }

    @Test func whatAPassPlacedIsRecordedOnThePassAndReplayedInIt() async throws {
      let trace = try await recordSession()
      #expect(trace.formatVersion == 3)
      let pass = try #require(trace.events.first { Self.placed(by: $0) != nil })
      #expect(pass.type == "layout")
      // The container's layout put the field at (16, 1000, 361, 44): the container sits at
      // the content's origin, so that is its frame in the scroll view too.
      #expect(
        Self.placed(by: pass)?.views?.map(\.frameInScrollView.rect)
          == [CGRect(x: 16, y: 1000, width: 361, height: 44)])
      // The component revealed it at that pass: a decision names the pass as its trigger.
      #expect(trace.events.contains { $0.decisionEvent?.trigger == pass.seq })

      let report = await TraceReplayer(trace: trace).run()
      #expect(report.isClean, "\(report.text(all: true))")
      #expect(report.modelDifferences.isEmpty, "\(report.text(all: true))")
    }

    /// Without `placed` (what a version 2 recorder wrote), the replay's pass moves nothing
    /// and takes no decision where the recording took one.
    @Test func withoutWhatThePassPlacedTheReplayMissesTheReveal() async throws {
      var trace = try await recordSession()
      let index = try #require(trace.events.firstIndex { Self.placed(by: $0) != nil })
      trace.events[index].body = .layout(.init(placed: nil))
      let report = await TraceReplayer(trace: trace).run()
      let first = try #require(report.divergences.first)
      #expect(first.trigger == trace.events[index].seq)
      #expect(first.field == "decision")
      #expect(first.recorded == "a decision")
      #expect(first.replayed == "none")
    }
  }
#endif
