#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A keyboard notification's `userInfo`, read the way the recipes of their time read it: no
/// validation beyond "is there a rectangle", since none of the sources validates more.
///
/// Decoded on the posting thread into `Sendable` values, so the main-actor handler does not
/// capture the notification itself.
struct KeyboardNote: Sendable {
  /// The notification's name.
  var name: Notification.Name
  /// The end frame (screen coordinates), or `nil` when absent.
  var endFrame: CGRect?
  /// The begin frame (screen coordinates), or `nil` when absent.
  var beginFrame: CGRect?
  /// The animation duration in seconds; 0 when absent.
  var duration: TimeInterval
  /// The raw animation curve; 0 when absent.
  var curve: UInt
  /// The notification's `object`, when it is a screen (iOS 16.1+).
  var screen: UIScreen?

  init(_ notification: Notification) {
    let info = notification.userInfo
    // The iOS 18.0 SDK isolates the userInfo keys to the main actor; the system posts
    // keyboard notifications on the main thread, so they are read there.
    let keys = MainActor.assumeIsolated {
      (
        end: UIResponder.keyboardFrameEndUserInfoKey,
        begin: UIResponder.keyboardFrameBeginUserInfoKey,
        duration: UIResponder.keyboardAnimationDurationUserInfoKey,
        curve: UIResponder.keyboardAnimationCurveUserInfoKey
      )
    }
    name = notification.name
    endFrame = rectangle(in: info?[keys.end])
    beginFrame = rectangle(in: info?[keys.begin])
    duration = (info?[keys.duration] as? NSNumber)?.doubleValue ?? 0
    curve = (info?[keys.curve] as? NSNumber)?.uintValue ?? 0
    screen = notification.object as? UIScreen
  }

  /// The curve shifted into `UIView.AnimationOptions` (UIKit's documented recipe).
  var curveOptions: UIView.AnimationOptions {
    UIView.AnimationOptions(rawValue: curve << 16)
  }
}

/// The rectangle a `userInfo` value holds, or `nil` when it is absent or not an `NSValue`
/// holding a `CGRect`.
///
/// `cgRectValue` on an `NSValue` of another type (an `NSNumber`, say) traps on Linux and is
/// undefined on iOS, so the type is checked first: by `objCType` on Apple platforms; on
/// Linux by the stored payload's type, because swift-corelibs-foundation's `objCType` leaks
/// a C string on every call.
func rectangle(in value: Any?) -> CGRect? {
  guard let value = value as? NSValue else { return nil }
  #if canImport(Darwin)
    guard String(cString: value.objCType) == String(cString: NSValue(cgRect: .zero).objCType)
    else { return nil }
  #else
    guard Mirror(reflecting: value).children.first?.value is CGRect else { return nil }
  #endif
  return value.cgRectValue
}

extension UIView {
  /// The first responder in this view's subtree, found by walking the whole tree depth-first,
  /// as TPKeyboardAvoiding's `TPKeyboardAvoiding_findFirstResponderBeneathView:` does.
  func firstResponderBeneath() -> UIView? {
    for child in subviews {
      if child.isFirstResponder { return child }
      if let found = child.firstResponderBeneath() { return found }
    }
    return nil
  }
}
