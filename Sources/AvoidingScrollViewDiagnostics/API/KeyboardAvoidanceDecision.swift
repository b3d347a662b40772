import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One decision of an avoiding scroll view, explained: the event that caused it, the keyboard
/// it used, what the keyboard covers, the insets written, and whether the content scrolled to
/// the focused view, from where to where, or why not.
///
/// You receive these from
/// ``AvoidingScrollView/KeyboardAvoidingScrollView/keyboardDecisionHandler``; they are built
/// only while a handler, the log or a ``KeyboardSessionRecorder`` listens. Print one to
/// read its ``description``, which states the numbers and the rules in words:
///
/// ```text
/// keyboardWillShow, end frame (0, 561, 393, 291). It reaches the screen's bottom: the
/// keyboard is docked. The keyboard covers 291 pt of the scroll view; the inset is
/// 291 − 34 = 257 pt, because UIKit already insets the 34-pt bottom safe area.
/// contentInset.bottom = 257 pt. …
/// ```
///
/// Frames and rects are in points; "in the scroll view" means in its content's coordinates
/// (its bounds' space), where `contentOffset` is the bounds' origin. See <doc:DiagnosingKeyboardAvoidance>.
public struct KeyboardAvoidanceDecision: Equatable, Sendable, CustomStringConvertible {
  /// The decision as the component recorded it.
  package let record: DecisionRecord

  init(_ record: DecisionRecord) {
    self.record = record
  }

  /// What made the scroll view decide: a keyboard notification, a focus change, or a change
  /// of the scroll view itself.
  ///
  /// Diagnostics grow as the component learns new situations: a later release may add cases,
  /// so a `switch` over this type needs a `default`.
  ///
  /// The raw value is the event's name in a recorded trace (`Docs/TraceFormat.md`, a
  /// decision's `event`): the keyboard notifications' are short (`willShow`), the others'
  /// are the case's name.
  public enum Event: String, Sendable, CaseIterable {
    // [choice] The raw values are the component's own (`UpdateEvent`), so that ``event`` is
    // the case of the same raw value, with no list that maps one to the other.

    /// `UIResponder.keyboardWillShowNotification` arrived, telling where the keyboard's frame
    /// ends.
    case keyboardWillShow = "willShow"
    /// `UIResponder.keyboardDidShowNotification` arrived: the geometry is only measured
    /// again.
    case keyboardDidShow = "didShow"
    /// `UIResponder.keyboardWillHideNotification` arrived: from now on no keyboard covers
    /// anything.
    case keyboardWillHide = "willHide"
    /// `UIResponder.keyboardDidHideNotification` arrived: the geometry is only measured
    /// again.
    case keyboardDidHide = "didHide"
    /// `UIResponder.keyboardWillChangeFrameNotification` arrived, telling where the keyboard's
    /// frame ends.
    case keyboardWillChangeFrame = "willChangeFrame"
    /// `UIResponder.keyboardDidChangeFrameNotification` arrived: the geometry is only
    /// measured again.
    case keyboardDidChangeFrame = "didChangeFrame"
    /// A text field or text view of this scroll view began editing.
    case focusChange
    /// The focused text view's text changed, and its caret was measured once laid out.
    case caretMove
    /// The scroll view's size changed (rotation, Split View, a sheet's new height).
    case resize
    /// The scroll view's content size changed (rows inserted, self-sizing content).
    case contentSizeChange
    /// UIKit's adjusted content inset changed (the safe area, or your own insets).
    case adjustedContentInsetChange
    /// A layout pass found a new size, a moved companion or a moved focused row.
    case layout
    /// A setting changed: the padding, avoidance switched on or off, an option.
    case settingChange
    /// Your code asked for a reveal, with
    /// `revealFocusedView(animated:)`.
    case revealRequest
    /// The scroll view entered a window and took the keyboard last reported on its screen.
    case windowEntered
    /// The scroll view is leaving its window and gives your insets back.
    case windowLeft
    /// A second look after the keyboard's animation ended (the turn after a did-notification).
    case keyboardSettled
    /// An avoiding scroll view around this one revealed a field through it, or scrolled.
    case outerScrollView
    /// A layout pass while the user drags the keyboard down (`keyboardDismissMode`
    /// `.interactive`, iOS 15 and later): the scroll view's keyboard layout guide was read,
    /// and ``dragSample`` says what the reading meant. Only the bottom insets change; the
    /// content offset never moves.
    case keyboardDrag
  }

  /// What one reading of the keyboard layout guide meant while the user dragged the keyboard
  /// down (``Event/keyboardDrag``).
  ///
  /// When several hold, the decision names the first in this order: ``keyboardNotDocked``,
  /// ``notFinite``, ``guideBelowFinger``, ``clampedToNotifiedOverlap``, then
  /// ``fingerAboveKeyboard`` or ``followsKeyboard``.
  ///
  /// Diagnostics grow as the component learns new situations: a later release may add cases,
  /// so a `switch` over this type needs a `default`.
  public enum DragSample: Sendable, CaseIterable {
    /// The keyboard follows the finger: the guide's top gives the covered height, and the
    /// inset follows it.
    case followsKeyboard
    /// The guide still reads the docked keyboard's top: the finger has not reached the
    /// keyboard, and the inset stays as last notified.
    case fingerAboveKeyboard
    /// The guide said the keyboard covers more than the last notification did: a dismissal
    /// only lowers the keyboard, so the notified overlap is used.
    case clampedToNotifiedOverlap
    /// Avoidance is off, or the last notification did not say a docked keyboard of this app
    /// covers the scroll view: the reading is not used.
    case keyboardNotDocked
    /// The guide or the finger was not finite: the reading is not used.
    case notFinite
    /// The guide lay below a keyboard that follows the finger (a reported fault of the guide
    /// on some iOS versions): the reading is not used.
    case guideBelowFinger
  }

  /// Where the keyboard stands for this decision: the rule that decided what it covers.
  ///
  /// Diagnostics grow as the component learns new situations: a later release may add cases,
  /// so a `switch` over this type needs a `default`.
  public enum KeyboardPlacement: Sendable, CaseIterable {
    /// Docked: its frame reaches the bottom of the screen, and it covers what lies behind it.
    case docked
    /// Docked on the app's window: its frame reaches the window's bottom (Slide Over).
    case dockedAtWindowBottom
    /// Floating, undocked or split: it reaches neither bottom and covers no band.
    case undocked
    /// Its frame is empty or entirely off the screen, so it covers nothing.
    case offScreen
    /// The keyboard is on another screen than the scroll view's window.
    case otherScreen
    /// The last notification said no keyboard covers anything (a hide, an empty frame).
    case hidden
    /// The last notification said a keyboard covers, but its hide never came (or a stale
    /// show came after it): no text field or view of the app is editing and the window's
    /// keyboard layout guide is at the safe area, so the keyboard was given back.
    case givenBack
    /// No keyboard notification has said anything since the scroll view entered its window.
    case noKeyboard
    /// The scroll view is in no window, so no keyboard can cover it.
    case notInWindow
    /// Avoidance is off, or a controller that avoids the keyboard itself manages the view.
    case avoidanceOff
  }

  /// Why the content did not scroll to the focused view.
  ///
  /// When several reasons hold, the decision names one, the first in this order:
  /// 1. ``notificationIgnored``: the notification changed nothing at all; ``keyboardDrag``:
  ///    a drag sample, which never scrolls;
  /// 2. ``avoidanceOff`` for a keyboard notification: with avoidance off (or a controller that
  ///    avoids the keyboard managing the scroll view) no keyboard counts, so whether it came
  ///    to cover more is not asked;
  /// 3. what the event allows: ``measureOnly`` (a second look), ``otherAppsKeyboard``,
  ///    ``keyboardCoversNoMore``, ``keyboardSettling``;
  /// 4. ``avoidanceOff``, ``noFocusedView``, ``hiddenView``, then another app's keyboard
  ///    (``otherAppsKeyboard``);
  /// 5. ``nothingVisible``, ``noRect``, and last ``alreadyVisible``.
  ///
  /// Diagnostics grow as the component learns new situations: a later release may add cases,
  /// so a `switch` over this type needs a `default`.
  public enum NoScrollReason: Sendable, CaseIterable {
    /// The focused view with its padding was already inside the visible area.
    case alreadyVisible
    /// The keyboard came to cover no more than before (it hid or shrank): the content is
    /// never pulled toward the field then. Also told for a resize made while the keyboard
    /// layout guide already shows the keyboard lower than its last notification (with
    /// `keyboardDismissMode` interactive, iOS 15 and later): the hide or shrink is on its way.
    case keyboardCoversNoMore
    /// Another app's keyboard (iPad multitasking) insets the scroll view but never scrolls it.
    case otherAppsKeyboard
    /// The keyboard has not settled: this frame came inside the animation of an earlier one
    /// (a third-party keyboard's burst of heights). The inset follows it; the content moves
    /// once, at the did-notification that ends the animation.
    case keyboardSettling
    /// A second look that only measures the geometry again (the keyboard's animation ended,
    /// the scroll view left its window).
    case measureOnly
    /// Avoidance is off, or a controller that avoids the keyboard manages the scroll view.
    case avoidanceOff
    /// No text field or text view of this scroll view is being edited.
    case noFocusedView
    /// The focused view, or one of its ancestors, is hidden or fully transparent.
    case hiddenView
    /// The visible part of the scroll view is empty, so nothing can be shown.
    case nothingVisible
    /// The rect to reveal was not finite, or lay outside a nested scroll view's viewport, or
    /// the focused view had no size yet: it awaits the layout pass that places it, which
    /// reveals it.
    case noRect
    /// The keyboard notification changed nothing: it named another screen, or said nothing
    /// usable (see ``rules``).
    case notificationIgnored
    /// A drag sample (``Event/keyboardDrag``): while the user drags the keyboard, only the
    /// bottom insets change and the content offset never moves.
    case keyboardDrag
  }

  /// What made the scroll view decide: a notification, a focus change, or a change.
  public var event: Event {
    // Every event of the component has the public case of the same raw value
    // (DecisionValueTests checks each: a new one without it fails there), so the fallback
    // is never taken.
    Event(rawValue: record.event.rawValue) ?? .layout
  }

  /// For a drag sample (``Event/keyboardDrag``), what the guide's reading meant; `nil` for
  /// every other event.
  public var dragSample: DragSample? {
    guard let drag = record.drag else { return nil }
    switch drag.meaning {
    case .follows(let covered):
      return covered == drag.notifiedCovered ? .fingerAboveKeyboard : .followsKeyboard
    case .clamped: return .clampedToNotifiedOverlap
    case .ignored(.notDragging), .ignored(.notDocked): return .keyboardNotDocked
    case .ignored(.notFinite): return .notFinite
    case .ignored(.belowFinger): return .guideBelowFinger
    }
  }

  /// For a drag sample, the top of the keyboard layout guide's `layoutFrame` that was read,
  /// in the scroll view's coordinates; `nil` for every other event.
  public var dragGuideTop: CGFloat? { record.drag?.reading.guideTop }

  /// Where the keyboard stands for this decision, as the rule that applied names it.
  public var keyboardPlacement: KeyboardPlacement {
    switch record.coverage.rule {
    case .docked(atWindowBottom: false): .docked
    case .docked(atWindowBottom: true): .dockedAtWindowBottom
    case .undocked: .undocked
    case .offScreen: .offScreen
    case .otherScreen: .otherScreen
    case .hidden: .hidden
    case .givenBack: .givenBack
    case .noKeyboard: .noKeyboard
    case .notInWindow: .notInWindow
    case .notAvoiding: .avoidanceOff
    }
  }

  /// The keyboard's end frame the decision used, in the screen's coordinate space, as the
  /// keyboard notification gave it, also when it covers nothing here (off the screen,
  /// floating or undocked, on another screen: ``keyboardPlacement`` says which); `nil` when
  /// the decision used no frame: no keyboard reported yet, the last notification said that no
  /// keyboard covers anything (a hide, whatever frame it carried; an empty frame), avoidance
  /// off, or no window.
  public var keyboardFrameInScreen: CGRect? { record.coverage.frameInScreen }

  /// That frame converted into the scroll view's coordinates, when the keyboard is docked.
  public var keyboardFrameInScrollView: CGRect? { record.coverage.frameInScrollView }

  /// Whether the keyboard belongs to this app (`keyboardIsLocalUserInfoKey`; `true` when
  /// no keyboard is known).
  public var isKeyboardLocal: Bool { record.coverage.isLocal }

  /// The height of the scroll view's bounds the keyboard covers, in points: from the top of
  /// the keyboard's part inside the bounds down to their bottom; 0 unless docked.
  public var coveredHeight: CGFloat { record.coverage.covered }

  /// The bottom safe area UIKit already adds to the content inset (`adjustedContentInset`
  /// less `contentInset`), which the keyboard's inset leaves out.
  public var safeAreaAlreadyInset: CGFloat { record.safeAreaAlreadyInset }

  /// Your own content inset: what `contentInset` holds without the keyboard's part.
  public var appContentInset: UIEdgeInsets { UIEdgeInsets(record.ledger.appContentInset) }

  /// The keyboard's part of `contentInset.bottom`: the covered height less the safe area
  /// UIKit already insets, never negative.
  public var keyboardInset: CGFloat { record.keyboardInset }

  /// The content inset written: your inset plus the keyboard's part at the bottom.
  public var contentInset: UIEdgeInsets { UIEdgeInsets(record.ledger.contentInset) }

  /// The vertical scroll indicator insets written: yours plus the keyboard's part.
  public var verticalScrollIndicatorInsets: UIEdgeInsets {
    UIEdgeInsets(record.ledger.indicatorInsets)
  }

  /// The rect the reveal asked to make visible, in the scroll view's coordinates: the
  /// focused view (or a tall text view's caret, with its companions) grown by its padding;
  /// `nil` when the focused view was not measured.
  public var revealRect: CGRect? { record.reveal.rect }

  /// Why the content did not scroll to the focused view; `nil` when it did.
  public var noScrollReason: NoScrollReason? {
    if record.ignored != nil { return .notificationIgnored }
    if record.drag != nil { return .keyboardDrag }
    // 2 before 3: with avoidance off no keyboard counts, so a keyboard notification says
    // that, even one the event allows only to measure again (a did-notification).
    if record.event.notificationKind != nil, record.coverage.rule == .notAvoiding {
      return .avoidanceOff
    }
    switch record.revealRule {
    case .keyboardCoversNoMore: return .keyboardCoversNoMore
    case .otherAppsKeyboard: return .otherAppsKeyboard
    case .keyboardSettling: return .keyboardSettling
    case .measureOnly: return .measureOnly
    case .reveal: break
    }
    switch record.reveal {
    case .scroll: return nil
    case .alreadyVisible: return .alreadyVisible
    case .skip(.notThisEvent(.otherAppsKeyboard)): return .otherAppsKeyboard
    case .skip(.notThisEvent(.keyboardCoversNoMore)): return .keyboardCoversNoMore
    case .skip(.notThisEvent(.keyboardSettling)): return .keyboardSettling
    case .skip(.notThisEvent): return .measureOnly
    case .skip(.notAvoiding): return .avoidanceOff
    case .skip(.noFocusedView): return .noFocusedView
    case .skip(.hiddenView): return .hiddenView
    case .skip(.nothingVisible): return .nothingVisible
    case .skip(.noRect): return .noRect
    }
  }

  /// The content offset before the decision was applied.
  public var contentOffsetBefore: CGPoint { record.offsetBefore }

  /// The content offset once the decision was applied: after the pull back into range, the
  /// reveal's scroll, a floating keyboard avoided and a restored offset, as they happened.
  public var contentOffsetAfter: CGPoint { record.offsetAfter }

  /// The identifiers of the rules the decision rests on, in the order they applied (such as
  /// `docked-reaches-screen-bottom`, `minus-applied-safe-area`, `scroll-least-distance`);
  /// <doc:DiagnosingKeyboardAvoidance> lists them all.
  public var rules: [String] { record.rules.map(\.rawValue) }

  /// The decision in words, with its numbers and its rules.
  public var description: String { record.text }
}
