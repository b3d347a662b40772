#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Listens to the keyboard notifications of one screen, as an app would: the last end frame
/// the system reported and when. Live scenarios read the keyboard from here, never from the
/// component, and the device host waits on it for the keyboard to settle.
@MainActor
final class KeyboardWatcher {
  /// The screen whose keyboard it follows (a notification with no `object`, as before
  /// iOS 16.1, counts as this screen's).
  private let screen: UIScreen
  private var tokens: [any NSObjectProtocol] = []
  /// The last end frame reported, in screen coordinates; `nil` before any notification.
  private(set) var endFrame: CGRect?
  /// Whether the last will-notification was a will-hide.
  private(set) var isHidden = true
  /// How many keyboard notifications arrived.
  private(set) var count = 0
  /// When the last one arrived.
  private(set) var lastArrival = Date.distantPast

  /// Starts listening to `screen`'s keyboard.
  init(screen: UIScreen) {
    self.screen = screen
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
    ]
    for name in names {
      // `queue: nil`: the block runs synchronously on the posting thread, the main thread for
      // UIKit's keyboard notifications [doc: UIResponder keyboard notifications are posted on
      // the main thread], which `assumeIsolated` checks.
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          // Reason for `nonisolated(unsafe)`: the block runs synchronously on the posting
          // thread, which `assumeIsolated` checks is the main thread; the notification is read
          // there, within this call, and never kept.
          nonisolated(unsafe) let posted = notification
          MainActor.assumeIsolated { self?.receive(posted) }
        })
    }
  }

  /// Stops listening.
  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens = []
  }

  private func receive(_ notification: Notification) {
    if let object = notification.object {
      guard let named = object as? UIScreen, named === screen else { return }
    }
    count += 1
    lastArrival = Date()
    if notification.name == UIResponder.keyboardWillHideNotification {
      isHidden = true
    } else if notification.name == UIResponder.keyboardWillShowNotification {
      isHidden = false
    }
    if let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
      endFrame = value.cgRectValue
    }
  }
}
