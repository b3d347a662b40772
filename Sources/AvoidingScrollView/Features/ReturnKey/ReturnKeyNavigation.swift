#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Return key moves to the next field; on the last one it ends editing (on by default).
///
/// The feature owns the option, the object the fields' Return keys reach, and the titles it
/// gave; it moves the focus through ``FormNavigation``.
@MainActor
final class ReturnKeyNavigation {
  private unowned let context: any FeatureContext
  private var scrollView: UIScrollView { context.scrollView }

  /// Whether a text field's Return key moves to the next field. Turning it off puts back the
  /// titles this feature gave.
  var isEnabled = true {
    didSet { if !isEnabled { target.restoreReturnKeyTypes() } }
  }

  /// Receives the Return key of the fields this feature has seen begin editing.
  private lazy var target = ReturnKeyTarget { [unowned self] field in
    returnKeyPressed(in: field)
  }

  /// The form's moves.
  private let navigation: FormNavigation
  /// Rows whose cells do not exist yet (a list's last field may not be the form's last).
  private let rows: RowsWithoutCells

  init(context: any FeatureContext, navigation: FormNavigation, rows: RowsWithoutCells) {
    self.context = context
    self.navigation = navigation
    self.rows = rows
  }

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
  func focusDidChange(to field: UITextField, form: inout FormReader) {
    guard isEnabled, !hasNavigatingAncestor else { return }
    target.register(field)
    // Rows without a cell after the screen may hold more fields [choice: they are not
    // read to find out, which would mean scrolling]: then no field on screen says "done",
    // and a Return that finds no field there ends editing all the same.
    var isLast = !rows.hasRowsAfterCells
    let snapshot = form.read(readingReturnKeyTypes: true)
    for position in (0..<snapshot.count).reversed() where snapshot.isEligible(at: position) {
      // A text field (the walk read its title); a field that already shows the title it
      // should is left as it is, untouched (``ReturnKeyTarget/setReturnKeyType(_:of:)``).
      if let current = snapshot.returnKeyType(at: position) {
        let type: UIReturnKeyType = isLast ? .done : .next
        if current != type, let textField = snapshot.field(at: position) as? UITextField {
          target.setReturnKeyType(type, of: textField)
        }
      }
      isLast = false
    }
  }

  /// Return was pressed in `field` and its delegate did not refuse: focus the next field,
  /// or end editing when there is none.
  func returnKeyPressed(in field: UITextField) {
    // The app's own action for the event may have moved the focus already; a field moved
    // out of this scroll view, or into an outer one that navigates, is not ours.
    guard isEnabled, field.isFirstResponder, scrollView.window != nil,
      field.window === scrollView.window, field.isDescendant(of: scrollView),
      !hasNavigatingAncestor
    else { return }
    if !navigation.moveFocus(forward: true, from: field) {
      // A search of rows without cells that found nothing may have handed the focus to the
      // same row's field in another cell (RowsWithoutCells): that one ends editing.
      (navigation.currentField ?? field).resignFirstResponder()
    }
  }

  /// Whether an avoiding scroll view around this one moves the focus on Return: then the
  /// outermost one does, over the whole form, and this one leaves the key alone.
  private var hasNavigatingAncestor: Bool {
    context.hasAvoidingAncestor { $0.returnKey.isEnabled }
  }
}
