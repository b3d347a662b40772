#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The last keyboard frame the system reported, kept in screen coordinates (never in the
/// scroll view's, which go stale as soon as anything moves).
@MainActor
struct KeyboardFact {
  /// The end frame, in the coordinate space of the keyboard's screen; `nil` when the last
  /// will-notification said that no keyboard covers anything (a hide, an empty frame, a
  /// floating shortcuts bar), whatever frame it carried (see ``KeyboardReading``).
  var frameInScreen: CGRect?
  /// The screen the notification named; `nil` before iOS 16.1, meaning the window's screen.
  weak var screen: UIScreen?
  /// Whether the notification named a screen at all (to tell "released" from "not given").
  var namedScreen: Bool
  /// Whether the keyboard belongs to this app.
  var isLocal: Bool

  /// Whether this keyboard is on the screen that shows `window`.
  func isOnScreen(of window: UIWindow) -> Bool {
    guard namedScreen else { return true }
    return screen === window.screen
  }
}
