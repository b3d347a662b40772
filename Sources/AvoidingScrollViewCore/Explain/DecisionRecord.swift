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
  /// What made the engine decide.
  package enum Event: String, Equatable, Sendable, CaseIterable {
    /// One of UIKit's six keyboard notifications. The names are the public ones
    /// (`KeyboardAvoidanceDecision.Event`); the raw values are the trace format's.
    case keyboardWillShow = "willShow", keyboardDidShow = "didShow"
    case keyboardWillHide = "willHide", keyboardDidHide = "didHide"
    case keyboardWillChangeFrame = "willChangeFrame", keyboardDidChangeFrame = "didChangeFrame"
    /// A view of this scroll view began editing.
    case focusChange
    /// The focused text view's text changed; its caret is measured once laid out.
    case caretMove
    /// The scroll view's size changed.
    case resize
    /// The content size changed.
    case contentSizeChange
    /// UIKit's adjusted content inset changed (safe area, the app's insets).
    case adjustedContentInsetChange
    /// A layout pass found a new size, a companion moved, or a focused row moved.
    case layout
    /// A setting changed: the padding, avoidance on or off, the floating keyboard option.
    case settingChange
    /// The app called `revealFocusedView(animated:)`.
    case revealRequest
    /// The scroll view entered a window.
    case windowEntered
    /// The scroll view is about to leave its window.
    case windowLeft
    /// The second look after the keyboard's did-notifications.
    case keyboardSettled
    /// An avoiding scroll view around this one revealed a field inside it, or scrolled.
    case outerScrollView
    /// A layout pass read the keyboard layout guide while the user drags the keyboard down.
    case keyboardDrag

    /// The event of a keyboard notification of `kind`.
    package init(_ kind: KeyboardNotificationKind) {
      switch kind {
      case .willShow: self = .keyboardWillShow
      case .didShow: self = .keyboardDidShow
      case .willHide: self = .keyboardWillHide
      case .didHide: self = .keyboardDidHide
      case .willChangeFrame: self = .keyboardWillChangeFrame
      case .didChangeFrame: self = .keyboardDidChangeFrame
      }
    }

    /// The keyboard notification this event is, if it is one.
    package var notificationKind: KeyboardNotificationKind? {
      switch self {
      case .keyboardWillShow: .willShow
      case .keyboardDidShow: .didShow
      case .keyboardWillHide: .willHide
      case .keyboardDidHide: .didHide
      case .keyboardWillChangeFrame: .willChangeFrame
      case .keyboardDidChangeFrame: .didChangeFrame
      default: nil
      }
    }
  }

  /// Why a keyboard notification changed nothing at all.
  package enum Ignored: String, Equatable, Sendable, CaseIterable {
    /// It names another screen than the scroll view's.
    case otherScreen
    /// It says nothing usable (a zero frame on will-change-frame).
    case noInformation
    /// A did-notification before any keyboard was known: nothing to measure again.
    case noKeyboardYet
  }

  /// A keyboard notification as the engine read it.
  package struct Notice: Equatable, Sendable {
    /// Which notification.
    package var kind: KeyboardNotificationKind
    /// Its end frame, as sent (validated), in screen coordinates.
    package var endFrame: CGRect
    /// `keyboardIsLocalUserInfoKey` (true when absent).
    package var isLocal: Bool

    package init(kind: KeyboardNotificationKind, endFrame: CGRect, isLocal: Bool) {
      self.kind = kind
      self.endFrame = endFrame
      self.isLocal = isLocal
    }

    /// What it says about the keyboard (``KeyboardReading``).
    package var reading: KeyboardReading {
      KeyboardReading(kind: kind, endFrame: endFrame)
    }
  }

  /// One movement of the content offset while the plan was applied.
  package struct Move: Equatable, Sendable {
    /// Why the offset moved.
    package enum Reason: String, Equatable, Sendable, CaseIterable {
      /// The keyboard's inset shrank: back into the valid range.
      case pullBack
      /// The focused view revealed.
      case reveal
      /// Out from under a floating keyboard.
      case floatingKeyboard
      /// `restoresContentOffsetOnKeyboardHide`.
      case restore
    }

    package var reason: Reason
    package var from: CGPoint
    package var to: CGPoint

    package init(_ reason: Reason, from: CGPoint, to: CGPoint) {
      self.reason = reason
      self.from = from
      self.to = to
    }
  }

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
  /// from (`factSource`), and the focused view's public class as the listener knows them.
  package init(
    event: Event, notification: Notice?, factSource: Notice?, plan: AvoidancePlan,
    applied: AppliedUpdate, focusedViewClass: String?
  ) {
    let measurement = plan.measurement
    self.init(
      event: event, notification: notification, factSource: factSource,
      coverage: measurement.coverage, coveredBefore: measurement.coveredBefore,
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
