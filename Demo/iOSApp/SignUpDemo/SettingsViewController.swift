import AvoidingScrollView
import UIKit

/// Holds the settings form (`Demo/SignUpForm/SettingsForm.swift`, the code the Linux demo
/// plays in its table act): text fields in the cells of an inset-grouped
/// `AvoidingTableView`, full screen, with the table's keyboard toolbar
/// (`showsKeyboardToolbar`).
final class SettingsViewController: UIViewController {
  /// Created on first use, on the main actor, like the view controller itself.
  private lazy var settings = SettingsForm()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    settings.tableView.keyboardDismissMode = .interactive
    settings.configureCell = { cell, name in
      cell.selectionStyle = .none
      cell.field.placeholder = name
      cell.field.clearButtonMode = .whileEditing
    }
    // Previous / next / Done above the keyboard; next and previous go on into rows that
    // have no cell yet.
    (settings.tableView as? AvoidingTableView)?.showsKeyboardToolbar = true
    view.addSubview(settings.tableView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    settings.tableView.frame = view.bounds
  }
}
