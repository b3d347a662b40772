#if !canImport(UIKit)
  /// One step of the session with what each approach showed after it.
  public struct DemoStepRecord: Sendable {
    /// The step's number, from 1.
    public var number: Int
    /// The number of the act the step belongs to, from 1.
    public var act: Int
    /// The device, as it was after the step (a rotation changes it).
    public var device: DemoStage
    /// What happened.
    public var event: String
    /// The component's result.
    public var component: StepSnapshot
    /// The Apple guide's result on the same form, with `--compare`.
    public var appleGuide: StepSnapshot?

    /// The result of `approach` after this step, if it was played.
    public func snapshot(_ approach: DemoApproach) -> StepSnapshot? {
      switch approach {
      case .component: component
      case .appleGuide: appleGuide
      case .plainScrollView: nil
      }
    }
  }

  /// One act of the session: the steps played on one fresh scene.
  public struct DemoActRecord: Sendable {
    /// The act's number, from 1.
    public var number: Int
    /// What it shows.
    public var title: String
    /// Where it starts (a rotation may change the device later).
    public var device: DemoStage
    /// The numbers of its steps.
    public var stepNumbers: ClosedRange<Int>
    /// The component's scene before the first step: the form at rest, keyboard down.
    public var initialComponent: StepSnapshot
    /// The Apple guide's scene before the first step, when it plays the act.
    public var initialAppleGuide: StepSnapshot?
  }

  /// The page's first picture: one tap on a field low in the form, then the keyboard, with
  /// a plain `UIScrollView` and with the component.
  public struct DemoHero: Sendable {
    /// Where it plays.
    public var device: DemoStage
    /// The field tapped.
    public var fieldName: String
    /// The component's scene after the tap, the keyboard still below the screen (a plain
    /// scroll view shows the same: nothing has happened yet).
    public var before: StepSnapshot
    /// A plain `UIScrollView` once the keyboard is up.
    public var without: StepSnapshot
    /// The component once the keyboard is up.
    public var with: StepSnapshot
  }

  /// The whole session's results.
  public struct DemoReport: Sendable {
    /// The steps in order.
    public var steps: [DemoStepRecord]
    /// Whether the Apple guide ran beside the component.
    public var compares: Bool
    /// The acts in order; their steps are in ``steps``.
    public var acts: [DemoActRecord] = []
    /// The first picture.
    public var hero: DemoHero?

    /// The steps after which the component left the focused field hidden.
    public var componentHiddenSteps: [DemoStepRecord] {
      steps.filter { $0.component.isFocusVisible == false }
    }

    /// The steps after which the Apple guide left the focused field hidden.
    public var appleGuideHiddenSteps: [DemoStepRecord] {
      steps.filter { $0.appleGuide?.isFocusVisible == false }
    }

    /// What `approach` showed just before `step`: the previous step of the same act, or the
    /// act's scene at rest for its first step.
    public func snapshot(before step: DemoStepRecord, _ approach: DemoApproach) -> StepSnapshot? {
      if let previous = steps.last(where: { $0.act == step.act && $0.number < step.number }) {
        return previous.snapshot(approach)
      }
      guard let act = acts.first(where: { $0.number == step.act }) else { return nil }
      return approach == .component ? act.initialComponent : act.initialAppleGuide
    }
  }
#endif
