#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit

  /// Posts keyboard notifications as the system does: on the main thread, with the screen
  /// as `object` (iOS 16.1+) and a `userInfo` of `NSValue` frames and `NSNumber`s.
  @MainActor
  enum KeyboardPoster {
    /// The curve the real keyboard sends; no public `UIView.AnimationCurve` case.
    static let systemCurve = 7

    static func userInfo(
      begin: CGRect, end: CGRect, duration: Double = 0.25, curve: Int = systemCurve,
      isLocal: Bool = true
    ) -> [AnyHashable: Any] {
      [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
      ]
    }

    static func post(
      _ name: Notification.Name, on screen: UIScreen?, userInfo: [AnyHashable: Any]?
    ) {
      NotificationCenter.default.post(name: name, object: screen, userInfo: userInfo)
    }

    /// will-change-frame then will-show, as iOS sends when the keyboard appears.
    static func show(
      _ frame: CGRect, on screen: UIScreen, from begin: CGRect? = nil, duration: Double = 0.25,
      isLocal: Bool = true
    ) {
      let start = begin ?? frame.offsetBy(dx: 0, dy: frame.height)
      let info = userInfo(begin: start, end: frame, duration: duration, isLocal: isLocal)
      post(UIResponder.keyboardWillChangeFrameNotification, on: screen, userInfo: info)
      post(UIResponder.keyboardWillShowNotification, on: screen, userInfo: info)
    }

    /// A will-change-frame alone, as for height changes while shown.
    static func changeFrame(
      to frame: CGRect, on screen: UIScreen, from begin: CGRect = .zero, duration: Double = 0.25,
      isLocal: Bool = true
    ) {
      post(
        UIResponder.keyboardWillChangeFrameNotification, on: screen,
        userInfo: userInfo(begin: begin, end: frame, duration: duration, isLocal: isLocal))
    }

    /// will-change-frame then will-hide, to a frame below the screen.
    static func hide(to frame: CGRect, on screen: UIScreen, from begin: CGRect = .zero) {
      let info = userInfo(begin: begin, end: frame)
      post(UIResponder.keyboardWillChangeFrameNotification, on: screen, userInfo: info)
      post(UIResponder.keyboardWillHideNotification, on: screen, userInfo: info)
    }
  }
#endif
