#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The previous / next / done toolbar an avoiding scroll view puts above the keyboard, and
/// the fields it was put on.
///
/// One toolbar serves the whole form: only the first responder's accessory view is shown,
/// so the fields can share it, and its buttons act on whichever field is being edited.
///
/// Its look follows what iOS apps and libraries show above the keyboard [seen]:
/// - Previous and next are the SF Symbols `chevron.up` and `chevron.down`, leading; Done is
///   the system Done item, trailing. Vertical chevrons need no mirroring in right-to-left
///   layouts: "previous" is up the form in both directions, while a toolbar mirrors the
///   order of its items itself. Left/right arrows had to be flipped for right-to-left
///   languages (IQKeyboardManager bug #448, fixed there with
///   `imageFlippedForRightToLeftLayoutDirection()`; its iOS 10+ images are up/down arrows);
///   `chevron.backward` / `chevron.forward` would mirror, but they read as "back in
///   navigation", not "the field above".
/// - Accessibility labels "Previous" and "Next" (IQKeyboardManager's defaults); the system
///   Done item carries its own localized title.
/// - 44 pt tall, the toolbar's standard height on iPhone, set in its frame as apps do for an
///   input accessory toolbar (`UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))`
///   [seen in public apps; IQKeyboardManager's toolbar is 44 pt]).
///
/// The buttons use `primaryAction` (iOS 14), not target-action: a closure that compiles the
/// same on iOS and on the headless model, which has no Objective-C runtime.
@MainActor
final class KeyboardToolbar {
  /// The toolbar's height, in points (see above).
  static let height: CGFloat = 44

  let toolbar: UIToolbar
  let previousItem: UIBarButtonItem
  let nextItem: UIBarButtonItem
  let doneItem: UIBarButtonItem

  /// The fields whose `inputAccessoryView` this toolbar was put in, by identity, weakly.
  private var fields: [ObjectIdentifier: WeakView] = [:]

  private struct WeakView {
    weak var view: UIView?
  }

  /// Creates the toolbar; `move` is called with `true` for next and `false` for previous,
  /// `done` for Done. The closures must not hold the engine strongly: the toolbar may outlive it in a
  /// field's `inputAccessoryView`. iOS 14: `primaryAction` and its initializers.
  @available(iOS 14.0, *)
  init(width: CGFloat, move: @escaping (Bool) -> Void, done: @escaping () -> Void) {
    toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
    previousItem = UIBarButtonItem(
      image: UIImage(systemName: KeyboardToolbarLabels.previousSymbol),
      primaryAction: UIAction { _ in move(false) })
    nextItem = UIBarButtonItem(
      image: UIImage(systemName: KeyboardToolbarLabels.nextSymbol),
      primaryAction: UIAction { _ in move(true) })
    doneItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in done() })
    previousItem.accessibilityLabel = KeyboardToolbarLabels.previous
    nextItem.accessibilityLabel = KeyboardToolbarLabels.next
    toolbar.items = [
      previousItem, nextItem, UIBarButtonItem(systemItem: .flexibleSpace), doneItem,
    ]
  }

  /// Puts the toolbar in `field`'s accessory view if the app left it empty. Returns whether
  /// it did (so a first responder can reload its input views).
  @discardableResult
  func install(on field: UIView) -> Bool {
    if let textField = field as? UITextField, textField.inputAccessoryView == nil {
      textField.inputAccessoryView = toolbar
    } else if let textView = field as? UITextView, textView.inputAccessoryView == nil {
      textView.inputAccessoryView = toolbar
    } else {
      return false
    }
    fields[ObjectIdentifier(field)] = WeakView(view: field)
    return true
  }

  /// Takes the toolbar out of the fields it was put in, where it is still theirs, except
  /// the fields `keep` accepts; the app's own accessory views are never touched.
  func uninstall(keeping keep: (UIView) -> Bool = { _ in false }) {
    for (key, entry) in fields {
      guard let field = entry.view else {
        fields[key] = nil
        continue
      }
      if keep(field) { continue }
      fields[key] = nil
      if let textField = field as? UITextField, textField.inputAccessoryView === toolbar {
        textField.inputAccessoryView = nil
        textField.reloadInputViews()
      } else if let textView = field as? UITextView, textView.inputAccessoryView === toolbar {
        textView.inputAccessoryView = nil
        textView.reloadInputViews()
      }
    }
  }

  /// Whether the toolbar was put in `field` and is still there.
  func isInstalled(on field: UIView) -> Bool {
    fields[ObjectIdentifier(field)]?.view === field && field.inputAccessoryView === toolbar
  }
}
