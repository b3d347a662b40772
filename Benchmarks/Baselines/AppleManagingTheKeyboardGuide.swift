#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The recipe of Apple's "Managing the Keyboard" section (Text Programming Guide for iOS,
/// archived), re-implemented literally.
///
/// Source: Apple, Text Programming Guide for iOS, "Managing the Keyboard", listing
/// "Handling the keyboard notifications"
/// (https://developer.apple.com/library/archive/documentation/StringsTextFonts/Conceptual/TextAndWebiPhoneOS/KeyboardManagement/KeyboardManagement.html),
/// as copied verbatim in gist mjjimenez/7957224 (2013). The guide's revision history
/// (entry of 2018-01-16: "Corrected code to show using UIKeyboardFrameEndUserInfoKey to get
/// the keyboard height") shows that the listing read **`UIKeyboardFrameBeginUserInfoKey`**
/// from 2010 until 2018, most of its published life, and that is the key used here. For a
/// plain show the begin frame has the same size as the end frame; after a height change
/// (QuickType bar, emoji) it is the *previous* size.
///
/// What it does, and what it leaves out, exactly as the listing:
/// - On `keyboardDidShowNotification`: `kbSize` is the size of the begin frame (no
///   coordinate conversion, the origin ignored). `contentInset` and the indicator insets
///   become `(0, 0, kbSize.height, 0)`, overwriting the app's own insets. `aRect` is the
///   root view's `frame` shortened by `kbSize.height`; if it does not contain the active
///   field's `frame.origin` (only the top-left corner, in the field's superview
///   coordinates), the scroll view scrolls to `activeField.frame`.
/// - On `keyboardWillHideNotification`: both insets become zero.
/// - No safe area, no padding, no reaction to focus moves or frame changes.
@MainActor
public final class AppleManagingTheKeyboardGuide: KeyboardApproach {
  /// The name shown in tables.
  public static let name = "Apple guide"

  /// The document this recipe follows.
  public static let source =
    "Apple, Text Programming Guide for iOS, \"Managing the Keyboard\" (archived), listing "
    + "with UIKeyboardFrameBeginUserInfoKey (2010-2018)"

  private weak var scrollView: UIScrollView?
  private weak var rootView: UIView?
  /// The field being edited. The guide learns it from the text field delegate's
  /// begin/end-editing callbacks; the notifications carry the same events without taking
  /// the app's delegate slot.
  private weak var activeField: UIView?
  private var tokens: [any NSObjectProtocol] = []

  /// Attaches to `scrollView` (the form) inside `rootView` (the view controller's view) and
  /// registers for the notifications the guide registers for.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.scrollView = scrollView
    self.rootView = rootView
    registerForKeyboardNotifications()
  }

  /// Removes every observer; the insets stay as the recipe left them.
  public func detach() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens.removeAll()
  }

  // MARK: Registration ("Call this method somewhere in your view controller setup code.")

  private func registerForKeyboardNotifications() {
    observe(UIResponder.keyboardDidShowNotification) { $0.keyboardWasShown($1) }
    observe(UIResponder.keyboardWillHideNotification) { $0.keyboardWillBeHidden($1) }
    // The guide's listing tracks only text fields; text views post the same pair of
    // notifications, and following them too keeps the comparison about the maths.
    for name in [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ] {
      observe(name) { recipe, posted in
        if let view = posted.view { recipe.textFieldDidBeginEditing(view) }
      }
    }
    for name in [
      UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
    ] {
      observe(name) { recipe, posted in
        if let view = posted.view { recipe.textFieldDidEndEditing(view) }
      }
    }
  }

  /// Registers a block that runs synchronously on the posting (main) thread, as UIKit
  /// delivers these notifications; `queue: .main` can deadlock on Linux
  /// (uikit-reference.md, "Linux facts").
  private func observe(
    _ name: Notification.Name,
    _ handler: @escaping @MainActor (AppleManagingTheKeyboardGuide, Posted) -> Void
  ) {
    let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
      [weak self] notification in
      // `Notification` is not Sendable: decode what the listing reads before crossing.
      let posted = Posted(notification)
      MainActor.assumeIsolated {
        guard let self else { return }
        handler(self, posted)
      }
    }
    tokens.append(token)
  }

  // MARK: The listing

  /// "Called when the UIKeyboardDidShowNotification is sent."
  private func keyboardWasShown(_ posted: Posted) {
    guard let scrollView, let rootView, isAboutOurScreen(posted) else { return }
    // The Objective-C listing would read a zero size from a missing key; returning early
    // changes nothing either, without writing garbage.
    guard let beginFrame = posted.beginFrame else { return }
    let kbSize = beginFrame.size
    let contentInsets = UIEdgeInsets(top: 0, left: 0, bottom: kbSize.height, right: 0)
    scrollView.contentInset = contentInsets
    // The guide sets `scrollIndicatorInsets`, deprecated since iOS 13 (and marked so in
    // the model); `verticalScrollIndicatorInsets` is the same write for a vertical form.
    scrollView.verticalScrollIndicatorInsets = contentInsets

    // "If active text field is hidden by keyboard, scroll it so it's visible."
    var aRect = rootView.frame
    aRect.size.height -= kbSize.height
    if let activeField, !aRect.contains(activeField.frame.origin) {
      scrollView.scrollRectToVisible(activeField.frame, animated: true)
    }
  }

  /// "Called when the UIKeyboardWillHideNotification is sent."
  private func keyboardWillBeHidden(_ posted: Posted) {
    guard let scrollView, isAboutOurScreen(posted) else { return }
    scrollView.contentInset = .zero
    scrollView.verticalScrollIndicatorInsets = .zero
  }

  /// `textFieldDidBeginEditing(_:)` in the guide: remember the field.
  private func textFieldDidBeginEditing(_ view: UIView) {
    guard let window = scrollView?.window, view.window === window else { return }
    activeField = view
  }

  /// `textFieldDidEndEditing(_:)` in the guide: forget it.
  private func textFieldDidEndEditing(_ view: UIView) {
    if view === activeField { activeField = nil }
  }

  /// The guide predates iOS 16.1, where `object` became the keyboard's screen, and has
  /// one window; a harness that runs several scenes at once gives each its own screen, so
  /// a notification naming another screen belongs to another scene. A single-screen app
  /// sees no difference.
  private func isAboutOurScreen(_ posted: Posted) -> Bool {
    guard let screen = posted.screen else { return !posted.hasObject }
    return screen === scrollView?.window?.screen
  }
}

/// The parts of a notification the recipe reads, decoded on the posting thread.
private struct Posted: Sendable {
  /// The keyboard's screen (iOS 16.1+), when the object is one.
  var screen: UIScreen?
  /// The text field or text view, when the object is one.
  var view: UIView?
  /// Whether the notification had an object at all.
  var hasObject: Bool
  /// `UIKeyboardFrameBeginUserInfoKey`, when present and a rect.
  var beginFrame: CGRect?

  init(_ notification: Notification) {
    screen = notification.object as? UIScreen
    view = notification.object as? UIView
    hasObject = notification.object != nil
    // Reading `cgRectValue` from an `NSValue` of another type (an `NSNumber`, say) traps
    // on Linux and is undefined on iOS: a malformed notification must change nothing, so
    // the held type is checked first.
    if let value = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue,
      holdsRect(value)
    {
      beginFrame = value.cgRectValue
    } else {
      beginFrame = nil
    }
  }
}

/// Whether `value` holds a `CGRect`: by its type encoding on Apple platforms; on Linux by
/// its stored payload, because swift-corelibs-foundation's `objCType` leaks a C string on
/// every call (LeakSanitizer reports it).
private func holdsRect(_ value: NSValue) -> Bool {
  #if canImport(Darwin)
    String(cString: value.objCType) == String(cString: NSValue(cgRect: .zero).objCType)
  #else
    Mirror(reflecting: value).children.first?.value is CGRect
  #endif
}
