#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Return key moves to the next field; on the last one it ends editing.
extension KeyboardAvoider {
  /// A text field of this scroll view began editing: listen to its Return key, and name
  /// the Return key of every field of the form after what it will do (`.next`, or `.done`
  /// on the last), where the app left the name alone.
  ///
  /// All fields are named at once, not each as it begins editing: the keyboard takes a
  /// field's traits when the field becomes first responder, and a trait changed later
  /// shows only after `reloadInputViews()`, which also resets the keyboard the user chose
  /// [seen: ustwo, "UITextField Keyboard Type Returns Initial Value", 2014; Qt's iOS port,
  /// commit 484d6ce: iOS "asks the new view for its UIKeyInput properties before deciding
  /// how the keyboard should be configured"]. So a field reached by next or Return already
  /// has its title; the field the user tapped first may show its title from the next time.
  func prepareReturnKey(of field: UITextField) {
    guard isReturnKeyNavigationEnabled, !hasNavigatingAncestor else { return }
    returnKeyTarget.register(field)
    // Rows without a cell after the screen may hold more fields [choice: they are not
    // read to find out, which would mean scrolling]: then no field on screen says "done",
    // and a Return that finds no field there ends editing all the same.
    var isLast = !hasRowsAfterCells
    for entry in formFields().reversed() where entry.isEligible {
      if let textField = entry.view as? UITextField {
        returnKeyTarget.setReturnKeyType(isLast ? .done : .next, of: textField)
      }
      isLast = false
    }
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
      // A search of rows without cells that found nothing may have handed the focus to the
      // same row's field in another cell (KeyboardAvoider+CellRows): that one ends editing.
      (currentField ?? field).resignFirstResponder()
    }
  }

  /// Whether an avoiding scroll view around this one moves the focus on Return: then the
  /// outermost one does, over the whole form, and this one leaves the key alone.
  var hasNavigatingAncestor: Bool {
    hasAvoidingAncestor { $0.isReturnKeyNavigationEnabled }
  }
}
