import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A keyboard notification's `userInfo` as a trace keeps it: every value of the five keys
/// the component reads, the type of any that is malformed, and the other keys with the type
/// (and, for numbers and geometry values, the description) of their value. Values of any
/// other kind are never described, so nothing but geometry and numbers is written.
@MainActor
enum RecordedUserInfo {
  /// The trace's name of a notification (`willShow`, …).
  static func name(of kind: KeyboardNotificationKind) -> String {
    switch kind {
    case .willShow: "willShow"
    case .didShow: "didShow"
    case .willHide: "willHide"
    case .didHide: "didHide"
    case .willChangeFrame: "willChangeFrame"
    case .didChangeFrame: "didChangeFrame"
    }
  }

  /// Reads `userInfo`.
  static func read(_ userInfo: [AnyHashable: Any]) -> Trace.UserInfo {
    var info = Trace.UserInfo()
    var rawTypes: [String: String] = [:]
    var extraKeys: [String: String] = [:]
    for (key, value) in userInfo {
      guard let name = key.base as? String else {
        extraKeys["(a key that is not a string)"] = typeName(of: value)
        continue
      }
      switch name {
      case UIResponder.keyboardFrameEndUserInfoKey:
        if let rect = rect(value) {
          info.endFrame = TraceRect(rect)
        } else {
          rawTypes["endFrame"] = typeName(of: value)
        }
      case UIResponder.keyboardFrameBeginUserInfoKey:
        if let rect = rect(value) {
          info.beginFrame = TraceRect(rect)
        } else {
          rawTypes["beginFrame"] = typeName(of: value)
        }
      case UIResponder.keyboardAnimationDurationUserInfoKey:
        if let number = value as? NSNumber {
          info.animationDuration = number.doubleValue
        } else {
          rawTypes["animationDuration"] = typeName(of: value)
        }
      case UIResponder.keyboardAnimationCurveUserInfoKey:
        if let number = value as? NSNumber {
          info.animationCurve = number.doubleValue
        } else {
          rawTypes["animationCurve"] = typeName(of: value)
        }
      case UIResponder.keyboardIsLocalUserInfoKey:
        if let number = value as? NSNumber {
          info.isLocal = number.boolValue
        } else {
          rawTypes["isLocal"] = typeName(of: value)
        }
      default:
        extraKeys[name] = describedValue(value)
      }
    }
    if !rawTypes.isEmpty { info.rawTypes = rawTypes }
    if !extraKeys.isEmpty { info.extraKeys = extraKeys }
    return info
  }

  /// The rectangle `value` holds, if it is an `NSValue` holding one.
  private static func rect(_ value: Any) -> CGRect? {
    guard !(value is NSNumber), let wrapped = value as? NSValue else { return nil }
    return KeyboardFrameChange.rectangle(in: wrapped)
  }

  /// The Foundation type of `value`: `NSNumber`, `NSValue`, `NSString`, or `object`.
  static func typeName(of value: Any) -> String {
    switch value {
    case is NSNumber: "NSNumber"
    case is NSValue: "NSValue"
    case is String, is NSString: "NSString"
    default: "object"
    }
  }

  /// The type of an unknown key's value, with its description when it is a number or a
  /// geometry value (the legacy bounds and centre keys), never otherwise.
  private static func describedValue(_ value: Any) -> String {
    switch value {
    case let number as NSNumber: "NSNumber: \(number)"
    case let wrapped as NSValue:
      rectangleDescription(wrapped).map { "NSValue: \($0)" } ?? "NSValue"
    default: typeName(of: value)
    }
  }

  private static func rectangleDescription(_ value: NSValue) -> String? {
    KeyboardFrameChange.rectangle(in: value).map { DecisionRecord.rect($0) }
  }
}
