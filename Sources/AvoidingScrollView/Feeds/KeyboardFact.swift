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
  /// The empty end frame of a will-show or will-change-frame read as hidden or floating
  /// (``KeyboardReading``), `nil` for any other notification: a frame a shown keyboard cannot have when
  /// the keyboard in fact docks [seen: finn-no/FinniversKit PR #1208, react-native-keyboard-
  /// controller #1141, with Prefer Cross-Fade Transitions], so the coverage checks it against
  /// the window's keyboard layout guide (``KeyboardFrameCheck``). A will-hide never sets it:
  /// a hide is authoritative whatever its frame.
  package var emptyShowFrame: CGRect?
  /// Which notification established this fact: a number that grows with each fact made, so
  /// that a reading tied to one fact (the guide read for an empty show frame) is told apart
  /// from the next fact's.
  package var serial: UInt64 = 0

  /// Whether this keyboard is on `windowScreen`, the screen that shows the window asking.
  func isOn(_ windowScreen: UIScreen) -> Bool {
    guard namedScreen else { return true }
    return screen === windowScreen
  }
}

extension KeyboardFact {
  /// The last serial given (the main actor's: facts are made on it).
  private static var serials: UInt64 = 0

  /// The fact a notification of `kind` with `endFrame`, read as `reading`, establishes; `nil`
  /// when it establishes none and the fact before it stands (no information, or a
  /// did-notification).
  init?(
    reading: KeyboardReading, kind: KeyboardNotificationKind, endFrame: CGRect,
    screen: UIScreen?, namedScreen: Bool, isLocal: Bool
  ) {
    switch reading {
    case .noInformation, .settled: return nil
    case .hidden, .floating:
      self.frameInScreen = nil
      if kind == .willShow || kind == .willChangeFrame { emptyShowFrame = endFrame }
    case .frame(let frame): self.frameInScreen = frame
    }
    self.screen = screen
    self.namedScreen = namedScreen
    self.isLocal = isLocal
    Self.serials &+= 1
    serial = Self.serials
  }
}
