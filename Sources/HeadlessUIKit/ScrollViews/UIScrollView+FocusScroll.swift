#if !canImport(UIKit)
  import Foundation

  /// UIKit's own scroll when a text field or text view becomes first responder.
  ///
  /// No Apple page documents it; the model follows public observations:
  /// - [seen] radar 20798351 (openradar, 2015, iOS 8+): "UITextField gained the ability to
  ///   scroll its scroller (parent scroll view) in order to make the text view visible when
  ///   gaining first responder status. This is done by looking up the parent scroll view and
  ///   than using its scrollRectToVisible:animated: method passing the appropriately
  ///   converted text field frame." So: the nearest enclosing scroll view only, the field's
  ///   frame converted into it, through the overridable `scrollRectToVisible(_:animated:)`.
  /// - [seen] React Native's `RCTCustomScrollView` overrides `scrollRectToVisible:animated:`
  ///   "to limit certain default UIKit behaviors such as textFields automatically scrolling
  ///   scroll views that contain them", and app code overrides it to stop the "auto
  ///   scrolling when become first responder": an override sees the request.
  /// - [seen] radar 15391357: a `scrollRectToVisible` called from the field's
  ///   `.editingDidBegin` action is ignored because the scroll view "is already scrolling"
  ///   toward the field, and works when dispatched to the next turn. So the request is
  ///   animated and made inside `becomeFirstResponder()`, before the begin-editing messages
  ///   (the model calls this before the delegate and `textDidBeginEditingNotification`).
  /// - [seen] UITextView has a private `scrollRectToVisibleInContainingScrollView` that
  ///   apps override to stop their enclosing scroll view jumping (hanspinckaers/
  ///   GrowingTextView PR #6): a text view asks its containing scroll view too. Which rect
  ///   it asks for is not reported; the model asks for the text view's frame, as for a
  ///   field [choice].
  /// - The visible area is the scroll view's bounds less `adjustedContentInset`
  ///   (scrollRectToVisible's own rule): a keyboard counts only through an inset someone
  ///   already added. [seen] splinter.com.au, "Form scrolling" (2014): with the keyboard's
  ///   height added to `contentInset`, "UIKit automagically scrolls the scroll view so that
  ///   the focused UITextField is in the visible area" as the user tabs between fields. The request comes before `keyboardWillShowNotification` for a text
  ///   field (uikit-reference.md: begin-editing precedes will-show).
  /// - An animated scroll reaches its offset at once here: the model has no frames, and it
  ///   does not model radar 15391357's "ignored while scrolling" [choice].
  extension UIView {
    /// Asks the nearest enclosing scroll view to show this view, as UIKit does when a text
    /// field or text view becomes first responder. Does nothing outside a window or
    /// without an enclosing scroll view.
    func scrollEnclosingScrollViewToShowFocus() {
      guard window != nil else { return }
      var ancestor = superview
      while let view = ancestor, !(view is UIScrollView) {
        ancestor = view.superview
      }
      guard let scrollView = ancestor as? UIScrollView else { return }
      scrollView.scrollRectToVisible(scrollView.convert(bounds, from: self), animated: true)
    }
  }
#endif
