import AvoidingScrollViewCore
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// One decision of the engine, told whole: the event that caused it, the keyboard fact it
/// used and how that fact was read, what the keyboard covers, the insets written (the app's
/// part and the keyboard's), whether and why it revealed the focused view, and how the
/// offset moved.
///
/// The engine builds it only when someone listens (diagnostics are off by default): from the
/// ``AvoidancePlan`` and the ``RevealPlan`` it decides anyway, and the offsets it reads
/// around applying them. ``text`` tells it in words, ``rules`` names the rules it rests on.
package struct DecisionRecord: Equatable, Sendable {
  /// What made the engine decide (Core's vocabulary, which the engine tells its observer).
  package typealias Event = UpdateEvent
  /// Why a keyboard notification changed nothing at all.
  package typealias Ignored = IgnoredNotification
  /// A keyboard notification as the engine read it.
  package typealias Notice = KeyboardNotice
  /// One movement of the content offset while the plan was applied.
  package typealias Move = OffsetMove

  /// What made the engine decide.
  package var event: Event
  /// Set when a keyboard notification changed nothing, with why.
  package var ignored: Ignored?
  /// For a drag sample (``Event/keyboardDrag``): what was read and what it meant.
  package var drag: DragSample?

  /// Whether the decision belongs to a session's trace. One about another screen's keyboard
  /// does not: that notification is not the session's, so the recorder keeps neither it nor
  /// its decision, and a replay compares neither (another scene of the process may post one
  /// at any time).
  package var belongsToTrace: Bool { ignored != .otherScreen }
  /// The keyboard notification of the event, when it is one.
  package var notification: Notice?
  /// The notification the keyboard fact in use was read from, when known.
  package var factSource: Notice?
  /// The keyboard as it covers the scroll view: the rule, the frames, the covered height.
  package var coverage: KeyboardCoverage
  /// For a keyboard notification that was not ignored: what the keyboard covered before it,
  /// as the reveal rule compared (``KeyboardRevealRule``).
  package var coveredBefore: CGFloat?
  /// The insets UIKit adds for the safe area (`adjustedContentInset − contentInset`).
  package var appliedSafeArea: Edges
  /// The bottom safe area UIKit adds to the indicator insets, when it was read.
  package var indicatorSafeAreaBottom: CGFloat?
  /// The keyboard's part of `contentInset.bottom` before the decision.
  package var keyboardInsetBefore: CGFloat
  /// The app's insets and the keyboard's part after the decision.
  package var ledger: InsetLedger
  /// Whether the event could reveal, and if not, why.
  package var revealRule: AvoidancePlan.Reveal
  /// What the reveal decided.
  package var reveal: RevealPlan
  /// What the reveal measured, when it measured the focused view.
  package var revealMeasurement: RevealPlan.Measurement?
  /// Whether the rect revealed is a tall text view's caret rather than the whole view.
  package var revealsCaret: Bool
  /// The focused view's nearest public UIKit class (`UITextField`, `UITextView`, `UIView`).
  package var focusedViewClass: String?
  /// The content offset before the decision was applied, each move, and after.
  package var offsetBefore: CGPoint
  package var moves: [Move]
  package var offsetAfter: CGPoint

  package init(
    event: Event, ignored: Ignored? = nil, notification: Notice? = nil, factSource: Notice? = nil,
    coverage: KeyboardCoverage, coveredBefore: CGFloat? = nil, appliedSafeArea: Edges = .zero,
    indicatorSafeAreaBottom: CGFloat? = nil, keyboardInsetBefore: CGFloat = 0,
    ledger: InsetLedger, revealRule: AvoidancePlan.Reveal, reveal: RevealPlan,
    revealMeasurement: RevealPlan.Measurement? = nil, revealsCaret: Bool = false,
    focusedViewClass: String? = nil, offsetBefore: CGPoint, moves: [Move] = [],
    offsetAfter: CGPoint
  ) {
    self.event = event
    self.ignored = ignored
    self.notification = notification
    self.factSource = factSource
    self.coverage = coverage
    self.coveredBefore = coveredBefore
    self.appliedSafeArea = appliedSafeArea
    self.indicatorSafeAreaBottom = indicatorSafeAreaBottom
    self.keyboardInsetBefore = keyboardInsetBefore
    self.ledger = ledger
    self.revealRule = revealRule
    self.reveal = reveal
    self.revealMeasurement = revealMeasurement
    self.revealsCaret = revealsCaret
    self.focusedViewClass = focusedViewClass
    self.offsetBefore = offsetBefore
    self.moves = moves
    self.offsetAfter = offsetAfter
  }

  /// The decision of an update: `event` decided as `plan` and applied as `applied`; the
  /// keyboard notification of the event (`notification`), the one the keyboard fact was read
  /// from (`factSource`), what the keyboard covered before a notification as the reveal rule
  /// compared (`coveredBefore`), and the focused view's public class as the listener knows
  /// them.
  package init(
    event: Event, notification: Notice?, factSource: Notice?, coveredBefore: CGFloat? = nil,
    plan: AvoidancePlan, applied: AppliedUpdate, focusedViewClass: String?
  ) {
    let measurement = plan.measurement
    self.init(
      event: event, notification: notification, factSource: factSource,
      coverage: measurement.coverage, coveredBefore: coveredBefore,
      appliedSafeArea: measurement.appliedSafeArea,
      indicatorSafeAreaBottom: measurement.indicatorSafeAreaBottom,
      keyboardInsetBefore: plan.keyboardInsetBefore, ledger: plan.ledger,
      revealRule: plan.reveal, reveal: plan.revealPlan,
      revealMeasurement: plan.revealMeasurement,
      revealsCaret: plan.revealMeasurement?.revealsCaret ?? false,
      focusedViewClass: focusedViewClass, offsetBefore: applied.offsetBefore,
      moves: applied.moves, offsetAfter: applied.offsetAfter)
  }

  /// The keyboard's part of `contentInset.bottom` after the decision.
  package var keyboardInset: CGFloat { ledger.keyboardContentBottom }

  /// The bottom safe area UIKit already insets, which the keyboard's inset leaves out.
  package var safeAreaAlreadyInset: CGFloat { appliedSafeArea.bottom }
}

extension UpdateEvent {
  /// The keyboard notification this event is, if it is one: the kind of the same raw value.
  package var notificationKind: KeyboardNotificationKind? {
    KeyboardNotificationKind(rawValue: rawValue)
  }
}
