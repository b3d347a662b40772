import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGFloat on Apple platforms
#endif

/// When a keyboard that the last notification left covering is given back although no hide
/// said so.
///
/// [seen: duckduckgo/apple-browsers PR #1898, 2025-09, iOS 26: "missing or invalid frame
/// updates" when the keyboard is shown and hidden rapidly] Shown and hidden rapidly, the
/// hide's notifications may be lost, or a stale show may come after the hide: the last
/// notification then says a keyboard covers while none is on screen, and no later
/// notification corrects it. [choice] Two facts, both public, say so together: no text field
/// or view of the app is editing (UIKit posts begin- and end-editing for every one [doc:
/// UITextField.textDidBeginEditingNotification, textDidEndEditingNotification], so a
/// keyboard shown for one of them has an editing view), and the keyboard layout guide of the
/// window, a view that does not scroll, is at the safe area, where it is "when the keyboard
/// is offscreen or undocked" [doc: UIView.keyboardLayoutGuide, UIView.h] (or at the window's
/// bottom with `usesBottomSafeArea` off [doc: UIKeyboardLayoutGuide.h, iOS 17]). The guide is
/// read only when the first fact is in doubt, so a guide stuck at the screen's bottom while a
/// field is focused [seen: manaflow-ai/cmux PR #9958, an iOS 27 beta] is never read; another
/// app's keyboard (`isLocal` false, Split View and Slide Over) is never in doubt, since the
/// first responder that shows it is not this app's; a field editing in another window of
/// the app keeps the keyboard. Before iOS 15 there is no guide and nothing is given back.
package enum KeyboardGiveBackRule {
  /// Whether the keyboard fact is in doubt: it covers something (`covers`), it is this app's
  /// (`isLocal`), and no text field or view of the app is editing (`appIsEditing` false).
  package static func isInDoubt(covers: Bool, isLocal: Bool, appIsEditing: Bool) -> Bool {
    covers && isLocal && !appIsEditing
  }

  /// Slack for the guide's position, in points [choice: half a point, the pixel of a 2×
  /// screen, as the drag's readings use].
  package static let tolerance: CGFloat = 0.5

  /// Whether a keyboard in doubt is given back: the window's keyboard layout guide's top
  /// (`guideTop`) is at or below the bottom of the window's safe area (`safeAreaBottom`),
  /// both in the window's coordinates. A value that is not finite gives nothing back.
  package static func givesBack(guideTop: CGFloat, safeAreaBottom: CGFloat) -> Bool {
    guard guideTop.isFinite, safeAreaBottom.isFinite else { return false }
    return guideTop >= safeAreaBottom - tolerance
  }
}
