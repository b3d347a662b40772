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
  init?(userInfo: [AnyHashable: Any]?) {
    guard let userInfo else { return nil }
    self.init(
      endFrame: Self.frameValue(userInfo[UIResponder.keyboardFrameEndUserInfoKey]),
      beginFrame: Self.frameValue(userInfo[UIResponder.keyboardFrameBeginUserInfoKey]),
      duration: userInfo[UIResponder.keyboardAnimationDurationUserInfoKey],
      curve: userInfo[UIResponder.keyboardAnimationCurveUserInfoKey],
      isLocal: userInfo[UIResponder.keyboardIsLocalUserInfoKey])
  }

  private static func frameValue(_ value: Any?) -> FrameValue {
    guard let value else { return .absent }
    guard let wrapped = value as? NSValue, String(cString: wrapped.objCType) == rectTypeEncoding
    else { return .wrongType }
    return .rect(wrapped.cgRectValue)
  }
}
