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

  /// The rectangle `value` holds, if it is an `NSValue` holding one, non-finite numbers
  /// included: a trace keeps a frame as posted (Docs/TraceFormat.md writes NaN as `"nan"`).
  private static func rect(_ value: Any) -> CGRect? {
    guard !(value is NSNumber), let wrapped = value as? NSValue else { return nil }
    if let rect = KeyboardFrameChange.rectangle(in: wrapped) { return rect }
    #if canImport(Darwin)
      // The component's reading checks the value's type only, so it keeps NaN already.
      return nil
    #else
      // swift-corelibs-foundation: the component's reading keeps only a rectangle equal to a
      // value made from it, which one holding a NaN never is (it is not a sane frame, so the
      // component rightly drops it). The recorder reads the stored payload instead, a
      // `CGRect` only when the value holds one [seen: NSSpecialValue's `_value`,
      // swift-corelibs-foundation]; a `Mirror` costs more, but only a frame the fast reading
      // refused pays it, and only while recording.
      return Mirror(reflecting: wrapped).children.lazy.compactMap { $0.value as? CGRect }.first
    #endif
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
