#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The recipe of Apple's "Managing the Keyboard" section (Text Programming Guide for iOS), as
/// its current listing reads; a literal port of the listing (our own code, no copied text).
///
/// Source: Apple, Text Programming Guide for iOS, "Managing the Keyboard", section "Moving
/// Content That Is Located Under the Keyboard", listing "Handling the keyboard
/// notifications" (archived:
/// https://developer.apple.com/library/archive/documentation/StringsTextFonts/Conceptual/TextAndWebiPhoneOS/KeyboardManagement/KeyboardManagement.html).
/// The guide's revision history dates the one change to the listing: on 2018-01-16 it was
/// "corrected" to read the keyboard's size from `UIKeyboardFrameEndUserInfoKey`; from 2010
/// until then it read `UIKeyboardFrameBeginUserInfoKey`. The current (end-frame) listing is
/// the one ported here; the earlier one differs only in that key, and is not kept.
///
/// What it does, and what it leaves out, exactly as the listing:
/// - On `keyboardDidShowNotification`: `kbSize` is the size of the end frame (no coordinate
///   conversion, the origin ignored). `contentInset` and the indicator insets become
///   `(0, 0, kbSize.height, 0)`, overwriting the app's own insets. `aRect` is the root
///   view's `frame` shortened by `kbSize.height`; if it does not contain the active field's
///   `frame.origin` (only the top-left corner, in the field's superview coordinates), the
///   scroll view scrolls to `activeField.frame` with `scrollRectToVisible(_:animated:)`.
/// - On `keyboardWillHideNotification`: both insets become zero.
/// - No safe area, no padding, no reaction to focus moves or to a change of frame that
///   posts no did-show.
@MainActor
public final class AppleManagingTheKeyboardGuide: KeyboardApproach {
  /// The name shown in tables.
  public static let name = "Apple guide"

  /// The document this recipe follows.
  public static let source =
    "Apple, Text Programming Guide for iOS, \"Managing the Keyboard\", listing \"Handling "
    + "the keyboard notifications\" as revised in 2018 (UIKeyboardFrameEndUserInfoKey; "
    + "literal port)"

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
  /// delivers these notifications (`queue: .main` can deadlock on Linux, where the test
  /// thread is not serviced by a run loop).
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
    guard let endFrame = posted.endFrame else { return }
    let kbSize = endFrame.size
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
  /// `UIKeyboardFrameEndUserInfoKey`, when present and a rect (a malformed value must
  /// change nothing, so it is type-checked rather than trusted).
  var endFrame: CGRect?

  init(_ notification: Notification) {
    screen = notification.object as? UIScreen
    view = notification.object as? UIView
    hasObject = notification.object != nil
    // The iOS 18.0 SDK isolates the key to the main actor, where the system posts.
    let key = MainActor.assumeIsolated { UIResponder.keyboardFrameEndUserInfoKey }
    endFrame = rectangle(in: notification.userInfo?[key])
  }
}
