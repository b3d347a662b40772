#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Apple's iOS 15 recipe: no notifications at all; the scroll view's bottom is pinned to the
/// keyboard layout guide's top, so the scroll view ends where the docked keyboard begins (and
/// at the safe area's bottom while the keyboard is hidden or undocked). Our own code after
/// the documented pattern.
///
/// Source: Apple, "Adjusting your layout with keyboard layout guide"
/// (https://developer.apple.com/documentation/uikit/keyboards_and_input/adjusting_your_layout_with_keyboard_layout_guide)
/// and WWDC21 session 10259 "Your guide to keyboard layout": constrain the view's bottom to
/// `view.keyboardLayoutGuide.topAnchor`; the guide "follows the keyboard when on screen and
/// docked" and otherwise matches the safe area's bottom (UIView.h, iOS 16.4 SDK).
///
/// What it does, and what it leaves out:
/// - At attach, the scroll view keeps the top, leading and trailing edges the app gave it in
///   its superview, as constraints, and its bottom becomes the superview's keyboard layout
///   guide's top. The frame then follows the guide at each layout pass.
/// - It scrolls nothing itself: what moves the field is UIKit's own scroll of a text field
///   that becomes first responder into its nearest scroll view (HeadlessUIKit README,
///   [seen] radar 20798351), which happens at the focus, not when the bounds shrink.
/// - Insets are never touched.
@MainActor
public final class AppleKeyboardLayoutGuide: KeyboardApproach {
  /// The name shown in tables.
  public static let name = "Apple keyboard guide (iOS 15)"

  /// The document this recipe follows.
  public static let source =
    "Apple, \"Adjusting your layout with keyboard layout guide\" and WWDC21 10259 (scroll "
    + "view's bottom pinned to keyboardLayoutGuide.topAnchor)"

  private var constraints: [NSLayoutConstraint] = []

  /// Attaches to `scrollView`: pins it to its superview's keyboard layout guide.
  public init(scrollView: UIScrollView, rootView: UIView) {
    guard let container = scrollView.superview else { return }
    let frame = scrollView.frame
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    constraints = [
      scrollView.topAnchor.constraint(equalTo: container.topAnchor, constant: frame.minY),
      scrollView.leadingAnchor.constraint(
        equalTo: container.leadingAnchor, constant: frame.minX),
      scrollView.trailingAnchor.constraint(
        equalTo: container.trailingAnchor, constant: frame.maxX - container.bounds.width),
      scrollView.bottomAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    // The app's screen is displayed (one layout pass) before the user can tap a field.
    container.layoutIfNeeded()
  }

  /// Removes the constraints; the scroll view keeps its last frame.
  public func detach() {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
  }
}
