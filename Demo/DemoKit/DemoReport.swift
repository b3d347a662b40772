#if !canImport(UIKit)
  /// One step of the session with what each approach showed after it.
  public struct DemoStepRecord: Sendable {
    /// The step's number, from 1.
    public var number: Int
    /// The device, as it was after the step (a rotation changes it).
    public var device: DemoStage
    /// What happened.
    public var event: String
    /// The component's result.
    public var component: StepSnapshot
    /// The Apple guide's result on the same form, with `--compare`.
    public var appleGuide: StepSnapshot?
  }

  /// The whole session's results.
  public struct DemoReport: Sendable {
    /// The steps in order.
    public var steps: [DemoStepRecord]
    /// Whether the Apple guide ran beside the component.
    public var compares: Bool

    /// The steps after which the component left the focused field hidden.
    public var componentHiddenSteps: [DemoStepRecord] {
      steps.filter { $0.component.isFocusVisible == false }
    }

    /// The steps after which the Apple guide left the focused field hidden.
    public var appleGuideHiddenSteps: [DemoStepRecord] {
      steps.filter { $0.appleGuide?.isFocusVisible == false }
    }
  }
#endif
