import Foundation

/// Where the keyboard frame the component measured came from, when a notification's own
/// frame failed a check of the geometry a keyboard must have (issue 37: iOS 26 and 27 were
/// reported to post frames no documentation describes; ``ReportedKeyboardFault`` in
/// SimulatedDevice names each report). Every decision carries it, so that its explanation and
/// a trace say which source was used and why.
package enum KeyboardFrameSource: Equatable, Sendable {
  /// The notification's end frame, in screen coordinates as documented: it passed its checks
  /// (or there was none to check).
  case notificationFrame
  /// The notification's end frame read in the window's coordinates: in the screen's it is not
  /// shaped as a docked keyboard (spanning the width and reaching the bottom), in the window's
  /// it is (``KeyboardFrameCheck/readsInWindowCoordinates(screenReading:windowReading:screenBounds:windowFrame:)``).
  case windowCoordinates
  /// The keyboard layout guide of the scroll view's window: the notification gave no frame a
  /// shown keyboard can have (an empty show frame) while the guide follows a docked keyboard
  /// (``KeyboardFrameCheck/keyboardFrame(guideInScreen:windowFrame:screenBounds:)``).
  case keyboardLayoutGuide
}
