#if !canImport(UIKit)
  import HeadlessUIKit

  /// Posts keyboard notifications in the order iOS sends them, on the main thread, with the
  /// keyboard's screen as `object` (iOS 16.1+) and `NSValue` / `NSNumber` values: will-change-
  /// frame and will-show (or will-hide) before the animation, did-change-frame and did-show
  /// (or did-hide) after it. The recipes that act on did-show need the second pair.
  @MainActor
  enum KeyboardEvents {
    /// The duration the system keyboard animates with.
    static let duration: TimeInterval = 0.25
    /// The curve the real keyboard sends (no public `UIView.AnimationCurve` case).
    static let curve = 7

    /// A keyboard appears (or a shown keyboard is re-announced) with `frame`.
    static func show(_ frame: CGRect, from begin: CGRect, on screen: UIScreen, isLocal: Bool) {
      let info = userInfo(begin: begin, end: frame, isLocal: isLocal)
      post(UIResponder.keyboardWillChangeFrameNotification, info, screen)
      post(UIResponder.keyboardWillShowNotification, info, screen)
      post(UIResponder.keyboardDidChangeFrameNotification, info, screen)
      post(UIResponder.keyboardDidShowNotification, info, screen)
    }

    /// A shown keyboard changes frame without a will-show (QuickType, dragging, undocking).
    static func change(to frame: CGRect, from begin: CGRect, on screen: UIScreen, isLocal: Bool) {
      let info = userInfo(begin: begin, end: frame, isLocal: isLocal)
      post(UIResponder.keyboardWillChangeFrameNotification, info, screen)
      post(UIResponder.keyboardDidChangeFrameNotification, info, screen)
    }

    /// The keyboard leaves, to a frame just below the screen.
    static func hide(from begin: CGRect, on screen: UIScreen, isLocal: Bool) {
      let bounds = screen.bounds
      let end = CGRect(
        x: 0, y: bounds.height, width: bounds.width, height: max(begin.height, 1))
      let info = userInfo(begin: begin, end: end, isLocal: isLocal)
      post(UIResponder.keyboardWillChangeFrameNotification, info, screen)
      post(UIResponder.keyboardWillHideNotification, info, screen)
      post(UIResponder.keyboardDidChangeFrameNotification, info, screen)
      post(UIResponder.keyboardDidHideNotification, info, screen)
    }

    private static func userInfo(begin: CGRect, end: CGRect, isLocal: Bool) -> [AnyHashable: Any] {
      [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
      ]
    }

    private static func post(
      _ name: Notification.Name, _ info: [AnyHashable: Any], _ screen: UIScreen
    ) {
      NotificationCenter.default.post(name: name, object: screen, userInfo: info)
    }
  }
#endif
