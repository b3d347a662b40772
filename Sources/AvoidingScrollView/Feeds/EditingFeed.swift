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
  /// The text fields and views that began editing and have not ended, at most one per
  /// window in practice (UIKit keeps one first responder per window).
  private var editingViews: [WeakView] = []

  private struct WeakView {
    weak var view: UIView?
  }

  private struct WeakEngine {
    weak var engine: KeyboardAvoider?
  }

  /// Whether a text field or view of the app in a window on `screen` is editing: one that
  /// began editing has not ended and is still first responder (the keyboard give-back's first
  /// fact, KeyboardGiveBackRule). [choice] A screen's keyboard serves a first responder on
  /// that screen, so a field editing on another screen (an external display's scene) says
  /// nothing of this one's keyboard.
  func isEditing(on screen: UIScreen) -> Bool {
    editingViews.contains { entry in
      guard let view = entry.view, view.isFirstResponder else { return false }
      return view.window?.screen === screen
    }
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

  /// Keeps the editing views: a begin adds its view, the view's own end removes it (UIKit
  /// may post the next field's begin before or after the last one's end); views gone or no
  /// longer first responder are dropped as views are added.
  private func note(_ event: AvoiderEvent) {
    switch event {
    case .editingBegan(let began):
      editingViews.removeAll { entry in
        guard let view = entry.view else { return true }
        return view === began || !view.isFirstResponder
      }
      editingViews.append(WeakView(view: began))
    case .editingEnded(let ended):
      editingViews.removeAll { $0.view == nil || $0.view === ended }
    default: break
    }
  }

  private func observe(
    _ name: Notification.Name, _ event: @escaping @MainActor @Sendable (UIView) -> AvoiderEvent
  ) {
    observers.observe(name) { notification in
      guard let view = notification.object as? UIView else { return }
      MainActor.assumeIsolated {
        EditingFeed.shared.note(event(view))
        // The engines subscribed when the notification arrived (see KeyboardFeed).
        for entry in EditingFeed.shared.engines {
          entry.engine?.handle(event(view))
        }
      }
    }
  }
}
