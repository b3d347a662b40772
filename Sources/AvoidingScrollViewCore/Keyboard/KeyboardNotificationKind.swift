import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Which of UIKit's six keyboard notifications arrived, as a plain value the core can reason
/// about without UIKit.
///
/// The names are UIKit's (`UIResponder.keyboardWillShowNotification` and the rest); the shell
/// maps each observed notification to one of these cases. The raw values are the trace
/// format's and ``UpdateEvent``'s: [choice] one vocabulary, which no other list maps.
package enum KeyboardNotificationKind: String, Equatable, Sendable, CaseIterable {
  /// `keyboardWillShowNotification`.
  case willShow
  /// `keyboardWillHideNotification`.
  case willHide
  /// `keyboardWillChangeFrameNotification`.
  case willChangeFrame
  /// `keyboardDidShowNotification`.
  case didShow
  /// `keyboardDidHideNotification`.
  case didHide
  /// `keyboardDidChangeFrameNotification`.
  case didChangeFrame

  /// Whether this is a will-notification: the ones whose end frame the component acts on.
  package var isWill: Bool {
    switch self {
    case .willShow, .willHide, .willChangeFrame: true
    case .didShow, .didHide, .didChangeFrame: false
    }
  }
}
