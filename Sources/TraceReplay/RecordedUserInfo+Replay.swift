#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation
  import HeadlessUIKit

  extension Trace.UserInfo {
    /// The `userInfo` to post: each recorded value as UIKit sends it (rects as `NSValue`,
    /// numbers as `NSNumber`), and for each key recorded with a wrong type, a value of that
    /// type, so that the component meets the same malformed notification.
    @MainActor
    var rebuilt: [AnyHashable: Any] {
      var info: [AnyHashable: Any] = [:]
      if let frame = endFrame {
        info[UIResponder.keyboardFrameEndUserInfoKey] = NSValue(cgRect: frame.rect)
      }
      if let frame = beginFrame {
        info[UIResponder.keyboardFrameBeginUserInfoKey] = NSValue(cgRect: frame.rect)
      }
      if let animationDuration {
        info[UIResponder.keyboardAnimationDurationUserInfoKey] = NSNumber(value: animationDuration)
      }
      if let animationCurve {
        info[UIResponder.keyboardAnimationCurveUserInfoKey] =
          animationCurve == animationCurve.rounded() && abs(animationCurve) < 1e9
          ? NSNumber(value: Int(animationCurve)) : NSNumber(value: animationCurve)
      }
      if let isLocal { info[UIResponder.keyboardIsLocalUserInfoKey] = NSNumber(value: isLocal) }
      let keys: [String: String] = [
        "endFrame": UIResponder.keyboardFrameEndUserInfoKey,
        "beginFrame": UIResponder.keyboardFrameBeginUserInfoKey,
        "animationDuration": UIResponder.keyboardAnimationDurationUserInfoKey,
        "animationCurve": UIResponder.keyboardAnimationCurveUserInfoKey,
        "isLocal": UIResponder.keyboardIsLocalUserInfoKey,
      ]
      for (member, type) in rawTypes ?? [:] {
        guard let key = keys[member] else { continue }
        info[key] = Self.value(ofType: type)
      }
      for (key, description) in extraKeys ?? [:] where !description.isEmpty {
        // Kept as the string the recorder wrote: the component reads none of these keys.
        info[key] = description
      }
      return info
    }

    /// A value of the Foundation type `type` as the recorder names types.
    private static func value(ofType type: String) -> Any {
      switch type {
      case "NSNumber": NSNumber(value: 0)
      case "NSValue": NSValue(range: NSRange(location: 0, length: 0))
      case "NSString": "not a value of the expected type"
      default: NSObject()
      }
    }
  }
#endif
