/// Whether to move VoiceOver to the field the component just gave the focus to, by posting
/// a layout-changed notification with that field.
///
/// The rule, each part with its source:
/// - Only after a focus move the component made itself: the toolbar's previous and next, the
///   Return key, `focusNextField()` / `focusPreviousField()`. VoiceOver does not follow a
///   first responder changed in code: it stays on the button or key the user activated, and
///   the user does not hear which field now receives the text [seen: wireapp/wire-ios PR
///   #4955 moves VoiceOver's focus itself after a Tab; element-hq/element-x-ios PR #4206
///   posts `.layoutChanged` with the element after its scroll]. The notification is the one
///   for "when the layout of a screen changes …, pass the element that VoiceOver should move
///   to" [doc: UIAccessibilityConstants.h]; `.screenChanged` is for "a new view … that
///   encompasses a major portion of the screen" [doc: same header], which a field is not.
///   The callers see to this part: nothing else asks the rule.
/// - Never after a tap, a Tab or Full Keyboard Access, a keyboard frame change, the caret
///   following typing, or the app's own `becomeFirstResponder()`: VoiceOver is already on
///   the field the user chose, or the user is typing, and a post would make it announce
///   again or interrupt the echo of each character [seen: Flutter's iOS accessibility
///   bridge, accessibility_bridge.mm, "Only specify the focus item if the new focus is
///   different, avoiding double focuses on the same item", flutter/flutter#104176;
///   KiwiCanopy/KiwiDesk #961, repeated speech after needless layout changes] [choice].
///   Also the callers' part.
/// - Not when VoiceOver is off: the notification is for assistive technologies, and its
///   element is not even looked for [doc: UIAccessibility.h, `UIAccessibilityIsVoiceOverRunning`].
/// - Not when the field is no longer the one being edited (removed, resigned, or another
///   field took the focus since): VoiceOver would be sent to a field that does not receive
///   the text [choice].
/// - Not when VoiceOver is already on the field: it would announce it twice [seen: Flutter,
///   above].
/// - Once, after the reveal: the post waits for the next turn of the main queue, so that the
///   field is already where the scroll put it, and a later move in the same turn replaces
///   it [seen: element-x posts after its scroll] [choice: one post for the last move].
package enum VoiceOverFocusRule {
  /// What to do once the move's turn is over.
  package enum Decision: Equatable, Sendable {
    /// Post `.layoutChanged` with the field.
    case post
    /// Post nothing, for this reason.
    case skip(Reason)
  }

  /// Why nothing is posted.
  package enum Reason: Equatable, Sendable {
    case voiceOverOff
    case fieldNoLongerEdited
    case voiceOverAlreadyOnField
  }

  /// The decision for a field the component moved the focus to: whether VoiceOver runs,
  /// whether the field is still the one being edited, and — asked only when it decides —
  /// whether VoiceOver is already on it.
  package static func decide(
    voiceOverRunning: Bool, fieldStillEdited: Bool, voiceOverIsOnField: () -> Bool
  ) -> Decision {
    guard voiceOverRunning else { return .skip(.voiceOverOff) }
    guard fieldStillEdited else { return .skip(.fieldNoLongerEdited) }
    guard !voiceOverIsOnField() else { return .skip(.voiceOverAlreadyOnField) }
    return .post
  }
}
