import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The text fields' and text views' editing notifications, subscribed to once for the whole
/// process and handed to every engine in a window, in the order they entered their windows.
///
/// Focus is learnt from these: UIKit posts begin-editing with the field that became first
/// responder as the object [doc: UITextField.textDidBeginEditingNotification,
/// UITextView.textDidBeginEditingNotification], end-editing when it resigns, and
/// text-did-change after each edit of a text view.
@MainActor
final class EditingFeed {
  /// The one feed of the process.
  static let shared = EditingFeed()

  private let observers = NotificationObservers()
  private var engines: [WeakEngine] = []

  private struct WeakEngine {
    weak var engine: KeyboardAvoider?
  }

  /// Starts observing the five notifications, once.
  func startIfNeeded() {
    guard !observers.isObserving else { return }
    observe(UITextField.textDidBeginEditingNotification) { .editingBegan($0) }
    observe(UITextView.textDidBeginEditingNotification) { .editingBegan($0) }
    observe(UITextField.textDidEndEditingNotification) { .editingEnded($0) }
    observe(UITextView.textDidEndEditingNotification) { .editingEnded($0) }
    observe(UITextView.textDidChangeNotification) { .textChanged($0) }
  }

  /// Adds `engine` at the end of the engines notified (it entered a window).
  func subscribe(_ engine: KeyboardAvoider) {
    engines.removeAll { $0.engine == nil || $0.engine === engine }
    engines.append(WeakEngine(engine: engine))
  }

  /// Removes `engine` (it left its window).
  func unsubscribe(_ engine: KeyboardAvoider) {
    engines.removeAll { $0.engine == nil || $0.engine === engine }
  }

  private func observe(
    _ name: Notification.Name, _ event: @escaping @MainActor @Sendable (UIView) -> AvoiderEvent
  ) {
    observers.observe(name) { notification in
      guard let view = notification.object as? UIView else { return }
      MainActor.assumeIsolated {
        // The engines subscribed when the notification arrived (see KeyboardFeed).
        for entry in EditingFeed.shared.engines {
          entry.engine?.handle(event(view))
        }
      }
    }
  }
}
