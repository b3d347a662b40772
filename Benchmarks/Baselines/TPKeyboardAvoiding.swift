#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// TPKeyboardAvoiding as most apps install it: the form's scroll view *is* a
/// ``TPKeyboardAvoidingScrollView`` (its own observers, its `setFrame:` and `setContentSize:`
/// overrides). This type only lets the harness treat it like the other approaches.
///
/// Source: https://github.com/michaeltyson/TPKeyboardAvoiding (release 1.3.5),
/// `TPKeyboardAvoiding/TPKeyboardAvoidingScrollView.m` and
/// `TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m`; a literal port, see
/// ``TPKeyboardAvoidingScrollView`` for what is left out and why.
@MainActor
public final class TPKeyboardAvoiding: KeyboardApproach {
  /// The name used in tables.
  public static let name = "TPKeyboardAvoiding"
  /// The repository files the behaviour comes from.
  public static let source =
    "michaeltyson/TPKeyboardAvoiding 1.3.5, TPKeyboardAvoidingScrollView.m and "
    + "UIScrollView+TPKeyboardAvoidingAdditions.m (literal port)"
  /// The app replaces its scroll view with the library's subclass.
  public static var scrollViewClass: UIScrollView.Type { TPKeyboardAvoidingScrollView.self }

  private weak var scrollView: TPKeyboardAvoidingScrollView?

  /// Takes the scene's scroll view, which must be a ``TPKeyboardAvoidingScrollView`` (the
  /// harness creates one, as ``scrollViewClass`` asks); on any other scroll view nothing is
  /// attached, since the library's category does nothing until its subclass calls it.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.scrollView = scrollView as? TPKeyboardAvoidingScrollView
  }

  /// Stops the scroll view observing, as its `dealloc` does when the screen goes away.
  public func detach() {
    scrollView?.stopKeyboardAvoiding()
  }
}
