import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The type encoding of an `NSValue` that holds a `CGRect`; reading `cgRectValue` from a
/// value of another type is undefined on iOS and traps on Linux, so it is checked first.
private let rectTypeEncoding = String(cString: NSValue(cgRect: .zero).objCType)

extension KeyboardFrameChange {
  /// Decodes a keyboard notification's `userInfo`; `nil` when it is missing or malformed.
  ///
  /// One pass over the entries: the system's dictionary may hold bridged string keys, and
  /// five hashed look-ups would convert each of them again and again.
  init?(userInfo: [AnyHashable: Any]?) {
    guard let userInfo else { return nil }
    var end: Any?
    var begin: Any?
    var duration: Any?
    var curve: Any?
    var isLocal: Any?
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      switch name {
      case UIResponder.keyboardFrameEndUserInfoKey: end = value
      case UIResponder.keyboardFrameBeginUserInfoKey: begin = value
      case UIResponder.keyboardAnimationDurationUserInfoKey: duration = value
      case UIResponder.keyboardAnimationCurveUserInfoKey: curve = value
      case UIResponder.keyboardIsLocalUserInfoKey: isLocal = value
      default: continue
      }
    }
    self.init(
      endFrame: Self.frameValue(end), beginFrame: Self.frameValue(begin), duration: duration,
      curve: curve, isLocal: isLocal)
  }

  private static func frameValue(_ value: Any?) -> FrameValue {
    guard let value else { return .absent }
    guard let wrapped = value as? NSValue, String(cString: wrapped.objCType) == rectTypeEncoding
    else { return .wrongType }
    return .rect(wrapped.cgRectValue)
  }
}
