import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The opt-in previous / next / done toolbar above the keyboard.
///
/// The toolbar goes into the `inputAccessoryView` of every text field and text view of the
/// form the app left without one, so that the keyboard shows it whichever field the user
/// taps: iOS reads a field's accessory view when the field becomes first responder, and a
/// change made later shows only after `reloadInputViews()` [doc: UITextField.h, "If set
/// while first responder, will not take effect until reloadInputViews is called"]. The
/// keyboard's frame then includes the toolbar [seen: see SystemKeyboard+InputAccessory in
/// SimulatedDevice], so the inset and the reveal count it with no extra code.
extension KeyboardAvoider {
  /// Whether the toolbar is on (the public property of each avoiding scroll view).
  var showsKeyboardToolbar: Bool {
    get { keyboardToolbar != nil }
    set {
      guard newValue != showsKeyboardToolbar else { return }
      if newValue {
        // iOS 14: `primaryAction`. On iOS 13 the option stays off [choice, documented].
        guard #available(iOS 14.0, *) else { return }
        keyboardToolbar = KeyboardToolbar(
          width: scrollView.window?.bounds.width ?? 0,
          move: { [weak self] forward in self?.toolbarMove(forward: forward) },
          done: { [weak self] in self?.toolbarDone() })
        refreshKeyboardToolbar()
      } else {
        keyboardToolbar?.uninstall()
        keyboardToolbar = nil
      }
    }
  }

  /// A field of this scroll view began editing: put the toolbar on fields added since, take
  /// it off fields that left, and set the buttons for the new position.
  func keyboardToolbarFocusDidChange() {
    guard keyboardToolbar != nil else { return }
    refreshKeyboardToolbar()
  }

  /// A field ended editing. A field removed from the hierarchy resigns while it is still
  /// in it (UIKit resigns it on the way out), so whether it left the form is looked at on
  /// the next turn of the main queue; if it did, the toolbar is taken off it.
  func keyboardToolbarFieldDidEndEditing(_ view: UIView) {
    guard let toolbar = keyboardToolbar, toolbar.isInstalled(on: view) else { return }
    DispatchQueue.main.async { [weak self, weak view] in
      MainActor.assumeIsolated {
        guard let self, let view, let toolbar = self.keyboardToolbar,
          !view.isDescendant(of: self.scrollView)
        else { return }
        toolbar.uninstall { $0 !== view }
      }
    }
  }

  /// Installs the toolbar where it is missing, removes it where the field left the form or
  /// an outer avoiding scroll view shows its own, and updates the buttons' enabled state.
  func refreshKeyboardToolbar() {
    guard let toolbar = keyboardToolbar else { return }
    // With nested avoiding scroll views the outermost one that shows a toolbar serves the
    // whole form, as for the Return key: one toolbar, one order [choice].
    guard !hasToolbarAncestor else {
      toolbar.uninstall()
      return
    }
    let fields = formFields()
    takeOverNestedToolbars(of: fields)
    var inForm: Set<ObjectIdentifier> = []
    for entry in fields {
      inForm.insert(ObjectIdentifier(entry.view))
      if toolbar.install(on: entry.view), entry.view.isFirstResponder {
        // The keyboard is up without the toolbar: show it now [doc: reloadInputViews].
        entry.view.reloadInputViews()
      }
    }
    toolbar.uninstall { inForm.contains(ObjectIdentifier($0)) }
    let current = currentField
    let position = current.flatMap { current in fields.firstIndex { $0.view === current } }
    let availability = NavigationAvailability.of(
      position: position, eligible: fields.map(\.isEligible))
    // In a table or collection view, next and previous go on into rows that have no cell
    // yet (KeyboardAvoider+CellRows), so a button stays enabled while such rows remain.
    let reachesRowsWithoutCells = current.map(isInCell) ?? false
    toolbar.previousItem.isEnabled =
      availability.previous || (reachesRowsWithoutCells && hasRowsBeforeCells)
    toolbar.nextItem.isEnabled = availability.next || (reachesRowsWithoutCells && hasRowsAfterCells)
  }

  /// Previous or next was tapped: the same move as `focusPreviousField()` /
  /// `focusNextField()`. The buttons are refreshed by the begin-editing that follows.
  private func toolbarMove(forward: Bool) {
    guard currentField != nil else { return }
    _ = moveFocus(forward: forward)
  }

  /// Done was tapped: editing ends, as with the Return key on the last field.
  private func toolbarDone() {
    currentField?.resignFirstResponder()
  }

  /// Takes the toolbar of avoiding scroll views nested in this one off the form's fields,
  /// so that this one's goes there: the outermost serves the whole form.
  private func takeOverNestedToolbars(of fields: [FormField]) {
    for entry in fields {
      var current = entry.view.superview
      while let view = current, view !== scrollView {
        if view is UIScrollView, let avoiding = view as? any KeyboardAvoidingScrollView {
          avoiding.keyboardAvoider.keyboardToolbar?.uninstall()
        }
        current = view.superview
      }
    }
  }

  /// Whether an avoiding scroll view around this one shows the toolbar.
  private var hasToolbarAncestor: Bool {
    hasAvoidingAncestor { $0.keyboardToolbar != nil }
  }
}
