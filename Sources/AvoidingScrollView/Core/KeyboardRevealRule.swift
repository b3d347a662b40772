import Foundation

/// When a keyboard notification may scroll the focused view into sight.
///
/// [choice] A keyboard that covers less never pulls the content toward the field: on a hide
/// or a shrink the component only gives back its inset and pulls the offset into the valid
/// range, so a user who scrolled away from the field stays where they are (scenarios.md S9).
/// It reveals only when the keyboard comes to cover more of the scroll view than before (it
/// appears or grows), or when the keyboard becomes this app's own (another app's keyboard
/// insets but never scrolls, scenarios.md K6, so nothing was revealed for it); focus changes
/// and typing reveal through their own events.
enum KeyboardRevealRule {
  /// Whether to reveal the focused view after a keyboard notification changed how much of the
  /// scroll view is covered, from `coveredBefore` to `coveredAfter` (points of its height,
  /// measured against the same geometry), and whether the keyboard belonged to this app
  /// before (`wasLocal`, true when there was no keyboard) and after (`isLocal`).
  static func revealsAfterKeyboardChange(
    coveredBefore: CGFloat, coveredAfter: CGFloat, wasLocal: Bool = true, isLocal: Bool = true
  ) -> Bool {
    guard isLocal else { return false }
    return coveredAfter > (wasLocal ? coveredBefore : 0)
  }
}
