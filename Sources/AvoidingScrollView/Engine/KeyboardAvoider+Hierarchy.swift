#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where the scroll view sits: whether it acts at all (the container rule), which views of it
/// are shown, and the avoiding scroll views around and inside it.
///
/// Containers that already avoid the keyboard: the owner stands down inside them.
///
/// - `UITableViewController` resizes its table view for the onscreen keyboard ([doc] the
///   archived *Text Programming Guide for iOS*, "Managing the Keyboard": "UITableViewController
///   automatically resizes and repositions its table view when there is inline editing of
///   text fields", quoted in royhsu/tiny-kit #55; the UITableViewController class overview
///   says the same, read in Apple's translated pages only). [seen] Adding a
///   second adjustment doubles the inset (radar 13984333: "the content inset is doubly
///   adjusted"); IQKeyboardManager leaves `UITableViewController` alone for that reason
///   (issues #507, #1217).
/// - `UICollectionViewController` holds the same private keyboard-support object since
///   iOS 9 ([seen] UIKitCore runtime headers for iOS 14.2 and 17:
///   `UIAutoRespondingScrollViewControllerKeyboardSupport *_keyboardSupport`; ekazaev/
///   ChatLayout #19 reports the inset changing; TPKeyboardAvoiding #188 disabled its
///   collection view on iOS 9 for the same reason). Apple's page does not say so.
///
/// Which view they adjust: their scroll view when it is their root view, as they create it
/// ([doc] UITableViewController.h, UICollectionViewController overview). That is exactly
/// when the owner's `next` responder is the controller ([doc] UIResponder.next: a view
/// answers "the UIViewController object that manages it (if it has one)"). A table or
/// collection placed as a subview of a plain `UIViewController`'s view answers its
/// superview, and avoids as usual.
///
/// What the controller writes (inset or offset, and when) is not documented, so the owner
/// does not try to complement it [choice]: it adds no inset, does not reveal, and lets
/// UIKit's own scroll-on-focus requests through, exactly as a plain table or collection
/// view would. Reading `next` is a pointer read, so the rule is checked on every event; a
/// controller whose view is replaced stops counting at the owner's next event.
extension KeyboardAvoider {
  /// Whether the engine acts: switched on by the app and not inside a container that
  /// avoids the keyboard by itself.
  var isAvoiding: Bool {
    isEnabled && !isManagedByAvoidingController
  }

  /// Whether the owner is the root view of a view controller that adjusts it for the
  /// keyboard itself.
  var isManagedByAvoidingController: Bool {
    guard let controller = scrollView.next else { return false }
    return controller is UITableViewController || controller is UICollectionViewController
  }

  /// Whether the view and its ancestors up to the scroll view are shown: [doc] a hidden view
  /// hides its subviews, and so does an alpha of 0 (UIView.isHidden, UIView.alpha).
  package func isShown(_ view: UIView) -> Bool {
    let scrollView = self.scrollView
    var current: UIView? = view
    while let candidate = current, candidate !== scrollView {
      if candidate.hidesSubtree { return false }
      current = candidate.superview
    }
    return true
  }

  /// Whether `view` is the scroll view or one of its descendants, and if so whether it is
  /// shown (``isShown(_:)``): one walk up its ancestors for both questions, which an update
  /// asks together; `nil` when it is not a descendant.
  func shownDescendant(_ view: UIView) -> Bool? {
    let scrollView = self.scrollView
    var current: UIView? = view
    var shown = true
    while let candidate = current {
      if candidate === scrollView { return shown }
      if shown, candidate.hidesSubtree { shown = false }
      current = candidate.superview
    }
    return nil
  }

  /// Whether an avoiding scroll view around this one has features for which `condition`
  /// holds: for the features where the outermost one serves the whole form (the Return key,
  /// the keyboard toolbar).
  func hasAvoidingAncestor(where condition: (Features) -> Bool) -> Bool {
    var current = scrollView.superview
    while let view = current {
      // A class check first: most ancestors are plain views, and a protocol cast is slow.
      if view is UIScrollView, let avoiding = view as? any KeyboardAvoidingScrollView,
        condition(avoiding.keyboardAvoider.features)
      {
        return true
      }
      current = view.superview
    }
    return false
  }

  /// The outermost avoiding scroll view inside this one that holds `focus` (the last found on
  /// the way up from `focus` to this scroll view), if any: it reveals `focus` in itself
  /// first, and this one shows what it left.
  func outermostAvoidingScrollView(holding focus: UIView) -> (any KeyboardAvoidingScrollView)? {
    let scrollView = self.scrollView
    var found: (any KeyboardAvoidingScrollView)?
    var current = focus.superview
    while let candidate = current, candidate !== scrollView {
      // A class check first: most ancestors are plain views, and a protocol cast is slow.
      if candidate is UIScrollView, let avoiding = candidate as? any KeyboardAvoidingScrollView {
        found = avoiding
      }
      current = candidate.superview
    }
    return found
  }
}
