#if !canImport(UIKit)
  import HeadlessUIKit

  /// How many judged steps failed a metric, out of how many the metric applied to.
  public struct Tally: Sendable, Equatable {
    /// Steps that failed.
    public var failures = 0
    /// Steps the metric applied to.
    public var judged = 0

    /// Adds one step's verdict (`nil`: the metric does not apply).
    mutating func add(_ failed: Bool?) {
      guard let failed else { return }
      judged += 1
      if failed { failures += 1 }
    }

    /// The failing share, 0 when nothing was judged.
    public var share: Double {
      judged == 0 ? 0 : Double(failures) / Double(judged)
    }
  }

  /// One contender's results over every scenario, device and step.
  public struct ContenderScore: Sendable {
    /// The contender's name.
    public var name: String
    /// Steps where the focused view is hidden.
    public var hidden = Tally()
    /// Steps where scrolling to the end leaves a dead band.
    public var deadBand = Tally()
    /// Steps after a hide where the app's insets are not back.
    public var notRestored = Tally()
    /// Distance the content travelled on screen, in points.
    public var moved: Double = 0
    /// Least distance needed, in points.
    public var needed: Double = 0
    /// User actions observed.
    public var actions = 0
    /// The most `contentOffset` writes in one action.
    public var maxOffsetWrites = 0
    /// Actions with more than one `contentOffset` write.
    public var actionsWithSeveralOffsetWrites = 0
    /// Changes made during keyboard or focus actions.
    public var changes = 0
    /// Of those, the ones inside the keyboard's animation.
    public var changesWithKeyboard = 0
    /// "scenario/device step n: metric" for each failure, for the report.
    public var failures: [String] = []

    /// Motion ratio: distance travelled over least distance needed.
    public var motionRatio: Double {
      needed == 0 ? (moved == 0 ? 1 : .infinity) : moved / needed
    }

    /// Share of changes that ran inside the keyboard's animation.
    public var animatedShare: Double {
      changes == 0 ? 1 : Double(changesWithKeyboard) / Double(changes)
    }
  }
#endif
