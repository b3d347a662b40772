import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// How much of the scroll view the keyboard covers, and why: the keyboard fact the engine used,
/// where it lies, and the rule that decided what it covers.
///
/// The shell measures it (the fact's frame converted into the scroll view, the screen's and
/// the window's bottoms); the core reads it. It is part of every ``AvoidancePlan``, so that a
/// decision can say which keyboard it was taken for.
package struct KeyboardCoverage: Equatable, Sendable {
  /// Why the keyboard covers what it covers.
  package enum Rule: Equatable, Sendable {
    /// Avoidance is off (`isKeyboardAvoidanceEnabled`), or the scroll view stands down inside
    /// a controller that avoids the keyboard itself: nothing counts.
    case notAvoiding
    /// The scroll view is in no window: no keyboard can cover it.
    case notInWindow
    /// No keyboard notification has said anything yet.
    case noKeyboard
    /// The last notification said that no keyboard covers anything (a hide, an empty frame, a
    /// floating shortcuts bar).
    case hidden
    /// The last notification said that a keyboard covers, but its hide never came or a stale
    /// show came after it: no text field or view of the app is editing and the window's
    /// keyboard layout guide is at the safe area, so the keyboard is given back
    /// (``KeyboardGiveBackRule``).
    case givenBack
    /// The keyboard is on another screen than the scroll view's window.
    case otherScreen
    /// The keyboard's frame is empty or entirely off the screen.
    case offScreen
    /// Floating, undocked or split: it reaches neither the screen's bottom nor the window's,
    /// so it covers no band of the scroll view (as `UIKeyboardLayoutGuide` by default).
    case undocked
    /// Docked: its frame reaches the bottom of the screen (`atWindowBottom` false) or of the
    /// app's window (true: Slide Over); it covers `covered` points of the scroll view.
    case docked(atWindowBottom: Bool)
  }

  /// The rule that applied.
  package var rule: Rule
  /// The keyboard's end frame in screen coordinates, when a fact gives one.
  package var frameInScreen: CGRect?
  /// That frame in the scroll view's coordinates, when it was converted (docked keyboards).
  package var frameInScrollView: CGRect?
  /// The height of the scroll view's bounds the keyboard covers: from the top of the part of
  /// the keyboard inside the bounds down to their bottom; 0 unless docked.
  package var covered: CGFloat
  /// Whether the keyboard belongs to this app (`true` with no keyboard).
  package var isLocal: Bool
  /// Where `frameInScreen` came from: the notification's frame, or the reading a failed check
  /// fell back on (``KeyboardFrameSource``).
  package var source: KeyboardFrameSource = .notificationFrame
  /// The notification's own end frame when `source` is not the notification's frame (what iOS
  /// said, kept beside what was used so that a trace records both); `nil` otherwise.
  package var reportedFrame: CGRect?
  /// The height of the focused field's input accessory view added on top of the frame,
  /// because the frame left the accessory out (``KeyboardFrameCheck/frame(_:withAccessoryAt:)``);
  /// 0 when the frame holds it or there is none.
  package var accessoryAdded: CGFloat = 0

  package init(
    rule: Rule, frameInScreen: CGRect? = nil, frameInScrollView: CGRect? = nil,
    covered: CGFloat = 0, isLocal: Bool = true
  ) {
    self.rule = rule
    self.frameInScreen = frameInScreen
    self.frameInScrollView = frameInScrollView
    self.covered = covered
    self.isLocal = isLocal
  }
}
