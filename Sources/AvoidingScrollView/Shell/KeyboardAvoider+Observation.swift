import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Which notifications the engine follows, and only while its scroll view is in a window.
extension KeyboardAvoider {
  /// Starts observing; called when the scroll view enters a window.
  func startObserving() {
    guard !observers.isObserving else { return }
    let keyboardNotifications: [(Notification.Name, KeyboardNotificationKind)] = [
      (UIResponder.keyboardWillShowNotification, .willShow),
      (UIResponder.keyboardWillHideNotification, .willHide),
      (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
      (UIResponder.keyboardDidShowNotification, .didShow),
      (UIResponder.keyboardDidHideNotification, .didHide),
      (UIResponder.keyboardDidChangeFrameNotification, .didChangeFrame),
    ]
    for (name, kind) in keyboardNotifications {
      observers.observe(name) { [weak self] notification in
        // Decoded here, on the posting thread, into Sendable values; the userInfo keys are
        // read on the main actor, where the system posts (KeyboardFrameChange+Notification).
        let change = KeyboardFrameChange(userInfo: notification.userInfo)
        let object = notification.object
        let screen = object as? UIScreen
        let namedScreen = object != nil
        guard let change, !namedScreen || screen != nil else { return }
        MainActor.assumeIsolated {
          self?.keyboardNotification(kind, change, screen: screen, namedScreen: namedScreen)
        }
      }
    }
    observeText(UITextField.textDidBeginEditingNotification) { $0.textDidBeginEditing($1) }
    observeText(UITextView.textDidBeginEditingNotification) { $0.textDidBeginEditing($1) }
    observeText(UITextField.textDidEndEditingNotification) { $0.textDidEndEditing($1) }
    observeText(UITextView.textDidEndEditingNotification) { $0.textDidEndEditing($1) }
    observeText(UITextView.textDidChangeNotification) { $0.textDidChange($1) }
    adoptTrackedKeyboard()
  }

  /// Stops observing and gives the app its own insets back; called when the scroll view
  /// leaves its window. What the keyboard did while it was away is unknown, so the keyboard
  /// fact and the focus are dropped too.
  func stopObserving() {
    observers.removeAll()
    keyboard = nil
    focusedView = nil
    features.focusScroll.dropAll()
    // The size may change while the view is away; the next layout must not compare against
    // a size measured before.
    forgetLayoutSize()
    update(animation: nil, reveal: false)
  }

  private func observeText(
    _ name: Notification.Name,
    _ handler: @escaping @MainActor (KeyboardAvoider, UIView) -> Void
  ) {
    observers.observe(name) { [weak self] notification in
      guard let view = notification.object as? UIView else { return }
      MainActor.assumeIsolated {
        guard let self else { return }
        handler(self, view)
      }
    }
  }
}
