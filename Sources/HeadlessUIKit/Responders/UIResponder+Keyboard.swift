#if !canImport(UIKit)
  import Foundation

  // Source: https://developer.apple.com/documentation/uikit/uiresponder#Responding-to-keyboard-notifications
  // The names and keys are the string values UIKit declares (UIWindow.h:
  // `UIKeyboardWillShowNotification`, `UIKeyboardFrameEndUserInfoKey`, …). The model never
  // posts these itself: there is no keyboard. Tests post them, as the system would, on
  // the main thread, with the `UIScreen` the keyboard is on as `object` (iOS 16.1+).
  // Isolation follows the iOS 18.0 SDK: the notification names are `NS_SWIFT_NONISOLATED`
  // in UIWindow.h, so `nonisolated`; the five userInfo keys are not, so they import as
  // members of the main-actor `UIResponder` and are `@MainActor` here too (later SDKs mark
  // them nonisolated). Code that reads them must run on the main actor.
  extension UIResponder {
    /// A notification that posts immediately prior to displaying the keyboard.
    nonisolated public static let keyboardWillShowNotification = Notification.Name(
      "UIKeyboardWillShowNotification")
    /// A notification that posts immediately after displaying the keyboard.
    nonisolated public static let keyboardDidShowNotification = Notification.Name(
      "UIKeyboardDidShowNotification")
    /// A notification that posts immediately prior to dismissing the keyboard.
    nonisolated public static let keyboardWillHideNotification = Notification.Name(
      "UIKeyboardWillHideNotification")
    /// A notification that posts immediately after dismissing the keyboard.
    nonisolated public static let keyboardDidHideNotification = Notification.Name(
      "UIKeyboardDidHideNotification")
    /// A notification that posts immediately prior to a change in the keyboard's frame.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// A notification that posts immediately after a change in the keyboard's frame.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
      "UIKeyboardDidChangeFrameNotification")

    /// A user info key to retrieve the keyboard's frame at the beginning of its animation:
    /// an `NSValue` wrapping a `CGRect` in screen coordinates.
    @preconcurrency @MainActor public static let keyboardFrameBeginUserInfoKey =
      "UIKeyboardFrameBeginUserInfoKey"
    /// A user info key to retrieve the keyboard's frame at the end of its animation:
    /// an `NSValue` wrapping a `CGRect` in screen coordinates.
    @preconcurrency @MainActor public static let keyboardFrameEndUserInfoKey =
      "UIKeyboardFrameEndUserInfoKey"
    /// A user info key to retrieve the duration of the keyboard animation in seconds
    /// (an `NSNumber` holding a `Double`).
    @preconcurrency @MainActor public static let keyboardAnimationDurationUserInfoKey =
      "UIKeyboardAnimationDurationUserInfoKey"
    /// A user info key to retrieve the animation curve the system uses to animate the
    /// keyboard (an `NSNumber` holding a `UIView.AnimationCurve` raw value).
    @preconcurrency @MainActor public static let keyboardAnimationCurveUserInfoKey =
      "UIKeyboardAnimationCurveUserInfoKey"
    /// A user info key to retrieve a Boolean that indicates whether the keyboard belongs to
    /// the current app.
    @preconcurrency @MainActor public static let keyboardIsLocalUserInfoKey =
      "UIKeyboardIsLocalUserInfoKey"
  }
#endif
