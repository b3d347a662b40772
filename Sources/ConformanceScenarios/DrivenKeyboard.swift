#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The keyboard of a driven scenario: it posts the keyboard notifications itself, as iOS posts
/// them, on the main thread to `NotificationCenter.default`, naming the window's screen (as
/// iOS 16.1 and later do), with the `userInfo` keys and the order of `SimulatedDevice`'s
/// `SystemKeyboard` (`Sources/SimulatedDevice/Keyboard/KeyboardSequence+Catalog.swift` cites
/// the source of each sequence; `DrivenKeyboardTests` checks that both post the same):
///
/// | the keyboard | notifications |
/// |---|---|
/// | shows, or is announced again | will-change-frame, will-show, did-change-frame, did-show |
/// | changes frame | will-change-frame, did-change-frame |
/// | hides | will-change-frame, will-hide, did-change-frame, did-hide; end frame just below the screen, full width, at the keyboard's height |
///
/// Every notification of one sequence carries the same `userInfo`: both frames in screen
/// coordinates as `NSValue`, the duration 0.25 s and the curve 7 as `NSNumber`, and
/// `keyboardIsLocalUserInfoKey` `true`. The did-notifications follow the will-notifications
/// at once, as on the model, whose animations finish at once [choice: on a device they come
/// 0.25 s later; the component measures again on each, and a scenario checks after both].
///
/// On a device the system's own keyboard is up too (a field is first responder): its
/// notifications come from UIKit when the run loop turns, never during a synchronous
/// post-and-check. The scenarios settle the system's keyboard before each post and post
/// frames taller than any system keyboard (``dockedFrame(fraction:)``), so whatever the
/// system keyboard did before, the driven post decides the values checked.
@MainActor
final class DrivenKeyboard {
  /// The screen the keyboard is on.
  let screen: UIScreen
  /// The last end frame posted, in screen coordinates.
  private(set) var frame: CGRect
  /// Whether the last sequence left the keyboard up.
  private(set) var isShown = false

  init(screen: UIScreen) {
    self.screen = screen
    frame = CGRect(x: 0, y: screen.bounds.height, width: screen.bounds.width, height: 0)
  }

  /// A docked keyboard `fraction` of the screen's height tall, rounded down to a whole point:
  /// full screen width, at the screen's bottom.
  func dockedFrame(fraction: CGFloat) -> CGRect {
    let bounds = screen.bounds
    let height = (bounds.height * fraction).rounded(.down)
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  /// The keyboard appears with `end`, or (when up) is announced again with it.
  func show(_ end: CGRect) {
    let begin = isShown ? frame : end.offsetBy(dx: 0, dy: max(end.height, 1))
    post(["willChangeFrame", "willShow", "didChangeFrame", "didShow"], from: begin, to: end)
    isShown = true
  }

  /// The keyboard changes frame without a show or a hide (floating, undocked).
  func changeFrame(to end: CGRect) {
    post(["willChangeFrame", "didChangeFrame"], from: frame, to: end)
    isShown = true
  }

  /// The keyboard goes: it slides to just below the screen, full width, at its current
  /// height.
  func hide() {
    guard isShown else { return }
    let bounds = screen.bounds
    let end = CGRect(
      x: 0, y: bounds.height, width: bounds.width, height: max(frame.height, 1))
    post(["willChangeFrame", "willHide", "didChangeFrame", "didHide"], from: frame, to: end)
    isShown = false
  }

  /// The notification names, by the short names the table above uses.
  static func notificationName(_ short: String) -> Notification.Name {
    switch short {
    case "willShow": UIResponder.keyboardWillShowNotification
    case "didShow": UIResponder.keyboardDidShowNotification
    case "willHide": UIResponder.keyboardWillHideNotification
    case "didHide": UIResponder.keyboardDidHideNotification
    case "willChangeFrame": UIResponder.keyboardWillChangeFrameNotification
    default: UIResponder.keyboardDidChangeFrameNotification
    }
  }

  private func post(_ names: [String], from begin: CGRect, to end: CGRect) {
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    frame = end
    for name in names {
      NotificationCenter.default.post(
        name: Self.notificationName(name), object: screen, userInfo: userInfo)
    }
  }
}
