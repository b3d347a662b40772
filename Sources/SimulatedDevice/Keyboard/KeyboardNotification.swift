#if !canImport(UIKit)
  import HeadlessUIKit

  /// One keyboard notification as iOS posts it: a name, the keyboard's frames in the screen's
  /// coordinate space before and after its animation, the animation's timing and whether the
  /// keyboard belongs to this app. The only place in the package that builds a well-formed
  /// keyboard `userInfo`.
  public struct KeyboardNotification: Sendable, Hashable, CustomStringConvertible {
    /// Which of the six keyboard notifications.
    public enum Name: String, Sendable, Hashable, CaseIterable {
      /// `UIResponder.keyboardWillShowNotification`.
      case willShow
      /// `UIResponder.keyboardDidShowNotification`.
      case didShow
      /// `UIResponder.keyboardWillHideNotification`.
      case willHide
      /// `UIResponder.keyboardDidHideNotification`.
      case didHide
      /// `UIResponder.keyboardWillChangeFrameNotification`.
      case willChangeFrame
      /// `UIResponder.keyboardDidChangeFrameNotification`.
      case didChangeFrame

      /// The notification's name in `NotificationCenter`.
      public var notificationName: Notification.Name {
        switch self {
        case .willShow: UIResponder.keyboardWillShowNotification
        case .didShow: UIResponder.keyboardDidShowNotification
        case .willHide: UIResponder.keyboardWillHideNotification
        case .didHide: UIResponder.keyboardDidHideNotification
        case .willChangeFrame: UIResponder.keyboardWillChangeFrameNotification
        case .didChangeFrame: UIResponder.keyboardDidChangeFrameNotification
        }
      }

      /// Whether it is posted before the keyboard's animation (a will-notification).
      public var isWill: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: true
        case .didShow, .didHide, .didChangeFrame: false
        }
      }
    }

    /// The keyboard's animation duration, in seconds: 0.25 [seen] (the `userInfo` dump
    /// `UIKeyboardAnimationDurationUserInfoKey = "0.25"`, hk.javashuo.com/article/
    /// p-tekoqtqj-em.html).
    public static let systemDuration: TimeInterval = 0.25
    /// The keyboard's animation curve: 7, which no public `UIView.AnimationCurve` case names
    /// [seen] (the same dump, `UIKeyboardAnimationCurveUserInfoKey = 7`; uikit-reference.md).
    public static let systemCurve = 7

    /// Which notification.
    public var name: Name
    /// `keyboardFrameBeginUserInfoKey`: the frame before the animation, in screen
    /// coordinates.
    public var beginFrame: CGRect
    /// `keyboardFrameEndUserInfoKey`: the frame after the animation, in screen coordinates.
    public var endFrame: CGRect
    /// `keyboardAnimationDurationUserInfoKey`, in seconds.
    public var animationDuration: TimeInterval
    /// `keyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value.
    public var animationCurve: Int
    /// `keyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app [doc].
    public var isLocal: Bool

    /// A notification; timing defaults to the system keyboard's.
    public init(
      _ name: Name, begin: CGRect, end: CGRect, duration: TimeInterval = systemDuration,
      curve: Int = systemCurve, isLocal: Bool = true
    ) {
      self.name = name
      beginFrame = begin
      endFrame = end
      animationDuration = duration
      animationCurve = curve
      self.isLocal = isLocal
    }

    /// The `userInfo` iOS attaches [doc: the keys' pages]: frames as `NSValue`, numbers as
    /// `NSNumber`. Main-actor: the iOS 18.0 SDK isolates the keys to the main actor.
    @MainActor public var userInfo: [AnyHashable: Any] {
      [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: beginFrame),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: endFrame),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
      ]
    }

    /// Posts it on the main thread to `NotificationCenter.default` with `screen` as `object`
    /// (the keyboard's screen since iOS 16.1, `nil` before [doc]).
    @MainActor public func post(on screen: UIScreen?) {
      NotificationCenter.default.post(
        name: name.notificationName, object: screen, userInfo: userInfo)
    }

    /// Whether `other` carries the same `userInfo` (its name may differ).
    public func hasSamePayload(as other: KeyboardNotification) -> Bool {
      beginFrame == other.beginFrame && endFrame == other.endFrame
        && animationDuration == other.animationDuration
        && animationCurve == other.animationCurve && isLocal == other.isLocal
    }

    /// The name and both frames.
    public var description: String {
      func text(_ r: CGRect) -> String {
        "(\(r.origin.x), \(r.origin.y), \(r.size.width), \(r.size.height))"
      }
      return "\(name.rawValue) \(text(beginFrame)) → \(text(endFrame))"
    }
  }
#endif
