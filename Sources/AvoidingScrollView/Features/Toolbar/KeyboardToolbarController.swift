import AvoidingScrollViewCore
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
@MainActor
final class KeyboardToolbarController {
  private unowned let context: any FeatureContext
  private var scrollView: UIScrollView { context.scrollView }
  /// The toolbar, while the app opted in.
  private var toolbar: KeyboardToolbar?

  /// The form's moves, which the buttons make.
  private let navigation: FormNavigation
  /// Rows whose cells do not exist yet (a button stays on while the form goes on in them).
  private let rows: RowsWithoutCells

  init(context: any FeatureContext, navigation: FormNavigation, rows: RowsWithoutCells) {
    self.context = context
    self.navigation = navigation
    self.rows = rows
  }

  /// Whether the toolbar is on (the public `showsKeyboardToolbar`).
  var isShown: Bool {
    get { toolbar != nil }
    set {
      guard newValue != isShown else { return }
      if newValue {
        // iOS 14: `primaryAction`. On iOS 13 the option stays off [choice, documented].
        guard #available(iOS 14.0, *) else { return }
        toolbar = KeyboardToolbar(
          width: scrollView.window?.bounds.width ?? 0,
          move: { [weak self] forward in self?.move(forward: forward) },
          done: { [weak self] in self?.done() })
        var form = FormReader(navigation: navigation)
        refresh(form: &form)
      } else {
        toolbar?.uninstall()
        toolbar = nil
      }
    }
  }

  /// A field of this scroll view began editing: put the toolbar on fields added since, take
  /// it off fields that left, and set the buttons for the new position.
  func focusDidChange(form: inout FormReader) {
    guard toolbar != nil else { return }
    refresh(form: &form)
  }

  /// A field ended editing. A field removed from the hierarchy resigns while it is still
  /// in it (UIKit resigns it on the way out), so whether it left the form is looked at on
  /// the next turn of the main queue; if it did, the toolbar is taken off it.
  func fieldDidEndEditing(_ view: UIView) {
    guard let toolbar, toolbar.isInstalled(on: view) else { return }
    DispatchQueue.main.async { [weak self, weak view] in
      MainActor.assumeIsolated {
        guard let self, let view, let toolbar = self.toolbar,
          !view.isDescendant(of: self.scrollView)
        else { return }
        toolbar.uninstall { $0 !== view }
      }
    }
  }

  /// An avoiding scroll view around this one serves the whole form with its own toolbar:
  /// take this one's off the fields it was put in.
  func yieldToOuterToolbar() {
    toolbar?.uninstall()
  }

  /// Installs the toolbar where it is missing, removes it where the field left the form or
  /// an outer avoiding scroll view shows its own, and updates the buttons' enabled state.
  private func refresh(form reader: inout FormReader) {
    guard let toolbar else { return }
    // With nested avoiding scroll views the outermost one that shows a toolbar serves the
    // whole form, as for the Return key: one toolbar, one order [choice].
    guard !hasToolbarAncestor else {
      toolbar.uninstall()
      return
    }
    let form = reader.read()
    // The nested avoiding scroll views give their fields to this one's toolbar.
    for nested in form.nestedScrollViews {
      nested.keyboardAvoider.features.toolbar.yieldToOuterToolbar()
    }
    // The fields of the form the toolbar lists are counted on the way: when they are all it
    // lists, no field it was put in has left the form, and there is nothing to take off
    // [choice: one lookup per field on every focus change; the set of the form and a pass
    // over the list only when a field left].
    var listedInForm = 0
    form.forEachField { field in
      if toolbar.install(on: field), field.isFirstResponder {
        // The keyboard is up without the toolbar: show it now [doc: reloadInputViews].
        field.reloadInputViews()
      }
      if toolbar.lists(field) { listedInForm += 1 }
    }
    if listedInForm != toolbar.listedCount {
      var inForm = Set<ObjectIdentifier>(minimumCapacity: form.count)
      form.forEachField { inForm.insert(ObjectIdentifier($0)) }
      toolbar.uninstall { inForm.contains(ObjectIdentifier($0)) }
    }
    let current = navigation.currentField
    let position = current.flatMap { form.position(of: $0) }
    // In a table or collection view, next and previous go on into rows that have no cell
    // yet (RowsWithoutCells), so a button stays enabled while such rows remain.
    let buttons = NavigationAvailability.buttons(
      position: position, count: form.count,
      reachesRowsWithoutCells: current.map(rows.isInCell) ?? false, isEligible: form.isEligible)
    toolbar.previousItem.isEnabled = buttons.previous.isEnabled { rows.hasRowsBeforeCells }
    toolbar.nextItem.isEnabled = buttons.next.isEnabled { rows.hasRowsAfterCells }
  }

  /// Previous or next was tapped: the same move as `focusPreviousField()` /
  /// `focusNextField()`. The buttons are refreshed by the begin-editing that follows.
  private func move(forward: Bool) {
    guard navigation.currentField != nil else { return }
    _ = navigation.moveFocus(forward: forward)
  }

  /// Done was tapped: editing ends, as with the Return key on the last field.
  private func done() {
    context.currentField?.resignFirstResponder()
  }

  /// Whether an avoiding scroll view around this one shows the toolbar.
  private var hasToolbarAncestor: Bool {
    context.hasAvoidingAncestor { $0.toolbar.isShown }
  }
}

extension NavigationAvailability.ButtonState {
  /// Whether the button is enabled, asking `rowsWithoutCells` only when it decides.
  fileprivate func isEnabled(rowsWithoutCells: () -> Bool) -> Bool {
    switch self {
    case .enabled: true
    case .disabled: false
    case .enabledIfRowsWithoutCells: rowsWithoutCells()
    }
  }
}
