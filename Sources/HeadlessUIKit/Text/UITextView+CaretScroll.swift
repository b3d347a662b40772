#if !canImport(UIKit)
  import Foundation

  /// A text view keeps its caret visible inside itself while the user types.
  ///
  /// - [seen] "Ordinarily, UITextView would handle this for us. Whenever the cursor moves,
  ///   it would simply scroll itself so that the cursor is visible" (shadowfacts.net,
  ///   "Automatically Scroll the Text View Caret into View", 2020), and not when its
  ///   scrolling is disabled (a self-sizing text view must scroll its container itself).
  /// - [seen] Overriding `scrollRectToVisible:animated:` in a UITextView subclass stops
  ///   the caret autoscroll (widely repeated workaround): it goes through that method.
  /// - Not animated [choice]: the caret moves with each keystroke.
  /// - Whether typing in a text view with scrolling disabled scrolls the *enclosing* scroll
  ///   view is reported both ways (GrowingTextView PR #6, 2011: yes, on `setText:`;
  ///   shadowfacts.net, 2020: no): the model does not do it, and the component follows the
  ///   caret itself either way.
  extension UITextView {
    /// Scrolls the text view's own content so the caret at the end of the selection is
    /// visible; nothing when scrolling is disabled.
    func scrollCaretToVisible() {
      guard isScrollEnabled, let end = selectedTextRange?.end else { return }
      scrollRectToVisible(caretRect(for: end), animated: false)
    }
  }
#endif
