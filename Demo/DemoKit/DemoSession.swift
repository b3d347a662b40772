#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Dispatch
  import Foundation
  import HeadlessUIKit

  /// Plays the scripted session (``DemoScript``) and records every step.
  @MainActor
  public enum DemoSession {
    /// Plays every act on a fresh scene per device, with the component and, when
    /// `compare` is set, with the Apple guide's recipe on an identical form beside it; then
    /// the page's first picture, with the component and with a plain `UIScrollView`.
    ///
    /// It is `async` because the component looks at a text view's caret on the next turn
    /// of the main queue after a change: each step waits for that turn before recording.
    public static func run(compare: Bool) async -> DemoReport {
      var records: [DemoStepRecord] = []
      var acts: [DemoActRecord] = []
      for (index, act) in DemoScript.acts.enumerated() {
        // The approaches play one after the other, never interleaved: the component follows
        // begin-editing notifications from every window, so a field focused in the other
        // approach's window would take its focus away (see the demo's report).
        let component = await play(act, with: .component)
        let guide =
          compare && act.comparesWithAppleGuide ? await play(act, with: .appleGuide) : nil
        let first = records.count + 1
        for (stepIndex, step) in act.steps.enumerated() {
          records.append(
            DemoStepRecord(
              number: records.count + 1, act: index + 1,
              device: component.steps[stepIndex].device, event: step.event,
              component: component.steps[stepIndex].snapshot,
              appleGuide: guide?.steps[stepIndex].snapshot))
        }
        acts.append(
          DemoActRecord(
            number: index + 1, title: act.title, device: act.device,
            stepNumbers: first...records.count, initialComponent: component.initial,
            initialAppleGuide: guide?.initial))
      }
      var report = DemoReport(steps: records, compares: compare, acts: acts)
      report.hero = await hero()
      return report
    }

    /// The first picture: ``DemoScript/hero`` with the component and with a plain scroll view.
    private static func hero() async -> DemoHero {
      let act = DemoScript.hero
      let component = await play(act, with: .component)
      let plain = await play(act, with: .plainScrollView)
      var with = component.steps[1].snapshot
      // The first picture spells out where the offset comes from.
      with.explainsReveal = true
      return DemoHero(
        device: act.device, fieldName: DemoScript.heroField,
        before: component.steps[0].snapshot, without: plain.steps[1].snapshot, with: with)
    }

    /// Plays `act` on a fresh scene and snapshots it at rest, then after each step.
    private static func play(_ act: DemoAct, with approach: DemoApproach) async -> (
      initial: StepSnapshot, steps: [(device: DemoStage, snapshot: StepSnapshot)]
    ) {
      let scene = DemoScene(device: act.device, approach: approach, form: act.form)
      await nextMainQueueTurn()
      scene.window.layoutIfNeeded()
      let initial = StepSnapshot(scene)
      var results: [(device: DemoStage, snapshot: StepSnapshot)] = []
      for step in act.steps {
        step.perform(scene)
        await nextMainQueueTurn()
        // The display pass that ends the turn, before the frame is drawn: layout runs, and
        // with it any scroll the component held (UIKit's own scroll on focus).
        scene.window.layoutIfNeeded()
        results.append((scene.device, StepSnapshot(scene)))
      }
      scene.tearDown()
      return (initial, results)
    }

    /// The session's acts in a scroll view (every act but the table's), each played with the
    /// component while a `KeyboardSessionRecorder` records its scroll view: one trace per
    /// act, named after it (`act1-a-long-form-and-a-growing-text-view`), as JSON. The scene
    /// is built, laid out and settled before recording starts, as an app would be.
    public static func recordTraces() async -> [(name: String, trace: Data)] {
      var traces: [(name: String, trace: Data)] = []
      for (index, act) in DemoScript.acts.enumerated() where act.form != .settingsTable {
        let scene = DemoScene(device: act.device, approach: .component, form: act.form)
        await nextMainQueueTurn()
        scene.window.layoutIfNeeded()
        guard let scrollView = scene.scrollView as? AvoidingScrollView else { continue }
        let recorder = KeyboardSessionRecorder(scrollView: scrollView)
        recorder.start()
        for step in act.steps {
          step.perform(scene)
          await nextMainQueueTurn()
          scene.window.layoutIfNeeded()
        }
        let trace = recorder.stop()
        scene.tearDown()
        traces.append(("act\(index + 1)-\(slug(act.title))", trace))
      }
      return traces
    }

    /// `title` in lower case, words joined by hyphens.
    private static func slug(_ title: String) -> String {
      title.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }

    /// Resumes after everything already queued on the main queue has run.
    private static func nextMainQueueTurn() async {
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }
#endif
