#if !canImport(UIKit)
  import HeadlessUIKit

  /// Posts keyboard notifications as iOS does: on the main thread, with the keyboard's
  /// screen as `object` (iOS 16.1+) and a real `userInfo`: `NSValue` frames in screen
  /// coordinates, `NSNumber` duration 0.25 s, curve 7 (no public case) and is-local.
  @MainActor
  enum KeyboardNotifications {
    /// The keyboard animation's duration, in seconds.
    static let duration = 0.25
    /// The curve the real keyboard sends.
    static let systemCurve = 7

    /// The keyboard appears, or changes frame while shown (QuickType, hardware keyboard):
    /// will-change-frame, will-show, did-show. iOS sends will-show again for each height
    /// change while shown (uikit-reference.md, "Sequences").
    static func show(_ frame: CGRect, from begin: CGRect, in scene: DemoScene) {
      let info = userInfo(begin: begin, end: frame)
      post(UIResponder.keyboardWillChangeFrameNotification, info, scene)
      post(UIResponder.keyboardWillShowNotification, info, scene)
      scene.keyboardFrame = frame
      post(UIResponder.keyboardDidShowNotification, info, scene)
    }

    /// The frame changes without a show: a floating keyboard dragged or dropped.
    static func changeFrame(to frame: CGRect, in scene: DemoScene) {
      let info = userInfo(begin: scene.keyboardFrame, end: frame)
      post(UIResponder.keyboardWillChangeFrameNotification, info, scene)
      scene.keyboardFrame = frame
      post(UIResponder.keyboardDidChangeFrameNotification, info, scene)
    }

    /// The keyboard goes: will-change-frame, will-hide, did-hide, to below the screen.
    static func hide(in scene: DemoScene) {
      let end = scene.device.hiddenKeyboardFrame
      let info = userInfo(begin: scene.keyboardFrame, end: end)
      post(UIResponder.keyboardWillChangeFrameNotification, info, scene)
      post(UIResponder.keyboardWillHideNotification, info, scene)
      scene.keyboardFrame = end
      post(UIResponder.keyboardDidHideNotification, info, scene)
    }

    private static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
      [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: systemCurve),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
      ]
    }

    private static func post(
      _ name: Notification.Name, _ userInfo: [AnyHashable: Any], _ scene: DemoScene
    ) {
      NotificationCenter.default.post(name: name, object: scene.screen, userInfo: userInfo)
    }
  }
#endif
