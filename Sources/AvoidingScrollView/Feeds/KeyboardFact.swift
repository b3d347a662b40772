import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The last keyboard frame the system reported, kept in screen coordinates (never in the
/// scroll view's, which go stale as soon as anything moves).
@MainActor
package struct KeyboardFact {
  /// The end frame, in the coordinate space of the keyboard's screen; `nil` when the last
  /// will-notification said that no keyboard covers anything (a hide, an empty frame, a
  /// floating shortcuts bar), whatever frame it carried (see ``KeyboardReading``).
  package var frameInScreen: CGRect?
  /// The screen the notification named; `nil` before iOS 16.1, meaning the window's screen.
  package weak var screen: UIScreen?
  /// Whether the notification named a screen at all (to tell "released" from "not given").
  package var namedScreen: Bool
  /// Whether the keyboard belongs to this app.
  package var isLocal: Bool

  /// Whether this keyboard is on `windowScreen`, the screen that shows the window asking.
  func isOn(_ windowScreen: UIScreen) -> Bool {
    guard namedScreen else { return true }
    return screen === windowScreen
  }
}

extension KeyboardFact {
  /// The fact a notification read as `reading` establishes; `nil` when it establishes none
  /// and the fact before it stands (no information, or a did-notification).
  init?(reading: KeyboardReading, screen: UIScreen?, namedScreen: Bool, isLocal: Bool) {
    switch reading {
    case .noInformation, .settled: return nil
    case .hidden, .floating: self.frameInScreen = nil
    case .frame(let frame): self.frameInScreen = frame
    }
    self.screen = screen
    self.namedScreen = namedScreen
    self.isLocal = isLocal
  }
}
