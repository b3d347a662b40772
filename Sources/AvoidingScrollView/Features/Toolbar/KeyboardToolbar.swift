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
/// - VoiceOver labels and hints in the app's language (``KeyboardToolbarLabels``): "Previous"
///   and "Next" in English (IQKeyboardManager's defaults), each with a hint that says what it
///   does; the system Done item carries its own localized title and gets a hint only (a label
///   set on it would replace UIKit's translation [seen: douglashill/KeyboardKit,
///   KeyboardBarButtonItem.swift, b916120: "Neither the title nor the accessibilityLabel is
///   set on the item for system items"]). No traits are set: UIKit gives bar button items
///   the button trait, and a disabled one is read as dimmed [doc: UIAccessibility.h, "default
///   on UIKit controls == traits that best characterize individual controls";
///   UIAccessibilityConstants.h, `UIAccessibilityTraitNotEnabled`].
/// - The large content viewer (a long press on a bar item for users of the accessibility text
///   sizes) is UIKit's own for these items: "shown by default in standard UIKit bars …
///   toolbars", and symbol images are vectors that scale in it [doc: WWDC19 session 261,
///   "Large Content Viewer"; UILargeContentViewer.h]. Bar items do not grow with Dynamic Type
///   ("buttons in a tab bar remain small", the same header), so nothing more is set; a custom
///   view in place of an item would need `showsLargeContentViewer` and a
///   `UILargeContentViewerInteraction` [doc: UILargeContentViewer.h].
/// - Right to left, UIKit mirrors the bar (previous at the right edge, Done at the left) and
///   the component keeps the items in their order [doc: Human Interface Guidelines, "Right to
///   left": "allowing system-provided UI components to flip automatically in the RTL
///   context"]; the chevrons are not flipped (above).
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

  /// Creates the toolbar with `labels` (default: in the app's language); `move` is called with
  /// `true` for next and `false` for previous, `done` for Done. The closures must not hold the
  /// engine strongly: the toolbar may outlive it in a field's `inputAccessoryView`. iOS 14:
  /// `primaryAction` and its initializers.
  @available(iOS 14.0, *)
  init(
    width: CGFloat, labels: KeyboardToolbarLabels = .current(),
    move: @escaping (Bool) -> Void, done: @escaping () -> Void
  ) {
    toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
    previousItem = UIBarButtonItem(
      image: UIImage(systemName: KeyboardToolbarLabels.previousSymbol),
      primaryAction: UIAction { _ in move(false) })
    nextItem = UIBarButtonItem(
      image: UIImage(systemName: KeyboardToolbarLabels.nextSymbol),
      primaryAction: UIAction { _ in move(true) })
    doneItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in done() })
    previousItem.accessibilityLabel = labels.previous
    nextItem.accessibilityLabel = labels.next
    // An app's table may empty a hint to drop it [choice].
    previousItem.accessibilityHint = labels.previousHint.nilIfEmpty
    nextItem.accessibilityHint = labels.nextHint.nilIfEmpty
    doneItem.accessibilityHint = labels.doneHint.nilIfEmpty
    toolbar.items = [
      previousItem, nextItem, UIBarButtonItem(systemItem: .flexibleSpace), doneItem,
    ]
  }

  /// Puts the toolbar in `field`'s accessory view if the app left it empty. Returns whether
  /// it did (so a first responder can reload its input views).
  @discardableResult
  func install(on field: UIView) -> Bool {
    // A `switch` casts without a new reference to the field (`if let … as?` makes one): this
    // runs for every field of the form on every focus change.
    switch field {
    case let textField as UITextField:
      guard textField.inputAccessoryView == nil else { return false }
      textField.inputAccessoryView = toolbar
    case let textView as UITextView:
      guard textView.inputAccessoryView == nil else { return false }
      textView.inputAccessoryView = toolbar
    default:
      return false
    }
    fields[ObjectIdentifier(field)] = WeakView(view: field)
    return true
  }

  /// How many fields are listed as having had the toolbar put in them, including any that
  /// have gone since (``uninstall(keeping:)`` drops those).
  var listedCount: Int { fields.count }

  /// Whether `field`'s identity is listed. A field that has gone may have left its identity
  /// to a new object; counted over the distinct fields of a form, these answers still tell
  /// whether every listed field is alive and in it: a listed field that is alive has an
  /// identity no other object has (``KeyboardToolbarController``).
  func lists(_ field: UIView) -> Bool {
    fields.index(forKey: ObjectIdentifier(field)) != nil
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

extension String {
  /// `nil` for the empty string.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
