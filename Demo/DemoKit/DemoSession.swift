#if !canImport(UIKit)
  import Dispatch
  import HeadlessUIKit

  /// Plays the scripted session (``DemoScript``) and records every step.
  @MainActor
  public enum DemoSession {
    /// Plays every act on a fresh scene per device, with the component and, when
    /// `compare` is set, with the Apple guide's recipe on an identical form beside it.
    ///
    /// It is `async` because the component looks at a text view's caret on the next turn
    /// of the main queue after a change: each step waits for that turn before recording.
    public static func run(compare: Bool) async -> DemoReport {
      var records: [DemoStepRecord] = []
      for act in DemoScript.acts {
        // The approaches play one after the other, never interleaved: the component follows
        // begin-editing notifications from every window, so a field focused in the other
        // approach's window would take its focus away (see the demo's report).
        let component = await play(act, with: .component)
        let guide =
          compare && act.comparesWithAppleGuide ? await play(act, with: .appleGuide) : nil
        for (index, step) in act.steps.enumerated() {
          records.append(
            DemoStepRecord(
              number: records.count + 1, device: component[index].device, event: step.event,
              component: component[index].snapshot, appleGuide: guide?[index].snapshot))
        }
      }
      return DemoReport(steps: records, compares: compare)
    }

    /// Plays `act` on a fresh scene and snapshots it after each step.
    private static func play(_ act: DemoAct, with approach: DemoApproach) async -> [(
      device: DemoStage, snapshot: StepSnapshot
    )] {
      let scene = DemoScene(device: act.device, approach: approach, form: act.form)
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
      return results
    }

    /// Resumes after everything already queued on the main queue has run.
    private static func nextMainQueueTurn() async {
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }
#endif
