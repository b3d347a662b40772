#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Return key moves to the next field; on the last one it ends editing.
extension KeyboardAvoider {
  /// A text field of this scroll view began editing: listen to its Return key and name the
  /// key after what it will do, where the app left the name alone.
  ///
  /// The key's title is set when editing begins, before the keyboard appears for the field
  /// [choice: the field may be the one the focus just moved to, so the title can only be
  /// known then].
  func prepareReturnKey(of field: UITextField) {
    guard isReturnKeyNavigationEnabled, !hasNavigatingAncestor else { return }
    returnKeyTarget.register(field)
    returnKeyTarget.setReturnKeyType(hasField(after: field) ? .next : .done, of: field)
  }

  /// Return was pressed in `field` and its delegate did not refuse: focus the next field,
  /// or end editing when there is none.
  func returnKeyPressed(in field: UITextField) {
    // The app's own action for the event may have moved the focus already; a field moved
    // out of this scroll view, or into an outer one that navigates, is not ours.
    guard isReturnKeyNavigationEnabled, field.isFirstResponder, scrollView.window != nil,
      field.window === scrollView.window, field.isDescendant(of: scrollView),
      !hasNavigatingAncestor
    else { return }
    if !moveFocus(forward: true, from: field) {
      field.resignFirstResponder()
    }
  }

  /// Whether an avoiding scroll view around this one moves the focus on Return: then the
  /// outermost one does, over the whole form, and this one leaves the key alone.
  var hasNavigatingAncestor: Bool {
    var current = scrollView.superview
    while let view = current {
      if view is UIScrollView, let avoiding = view as? any KeyboardAvoiding,
        avoiding.keyboardAvoider.isReturnKeyNavigationEnabled
      {
        return true
      }
      current = view.superview
    }
    return false
  }
}
