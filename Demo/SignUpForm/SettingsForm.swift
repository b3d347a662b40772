import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A settings-style form in a table view: sections of text fields, one per cell (see
/// ``SettingsFormSection/all``), with cells dequeued and reused as the table scrolls.
///
/// It runs unchanged on a device and on Linux against `HeadlessUIKit`. The owner sets the
/// table view's frame and adds it to a view:
///
/// ```swift
/// let settings = SettingsForm()
/// settings.tableView.frame = view.bounds
/// view.addSubview(settings.tableView)
/// ```
@MainActor
public final class SettingsForm {
  /// The height of every row: a 44 pt field with 6 pt above and below.
  nonisolated public static let rowHeight: CGFloat = 56

  /// The table view holding the form: an ``AvoidingTableView`` unless another table view
  /// was passed in (the demo passes a plain `UITableView` to compare with older recipes).
  public let tableView: UITableView
  /// The form's sections, top to bottom.
  public var sections: [SettingsFormSection] { dataSource.sections }

  private let dataSource: SettingsFormDataSource

  /// Builds the form in a new ``AvoidingTableView`` of the inset-grouped style.
  public convenience init() {
    // [choice] A separate initializer, not a default argument, for the reason given in
    // SignUpForm.init(width:): it type-checks in Swift 5 mode too.
    self.init(tableView: AvoidingTableView(frame: .zero, style: .insetGrouped))
  }

  /// Builds the form in `tableView`.
  ///
  /// - Parameter tableView: The table view to fill (the demo passes a plain `UITableView`).
  public init(tableView: UITableView) {
    self.tableView = tableView
    dataSource = SettingsFormDataSource(sections: SettingsFormSection.all)
    tableView.rowHeight = Self.rowHeight
    // A form bounces even when it fits, so the safe area is always part of its insets.
    tableView.alwaysBounceVertical = true
    // The table view keeps its data source weakly; the form keeps it alive.
    tableView.dataSource = dataSource
    tableView.reloadData()
  }

  /// Lets the app style each cell as the table hands it out (placeholder, keyboard type):
  /// called with the cell and its field's name.
  public var configureCell: ((SettingsFieldCell, String) -> Void)? {
    get { dataSource.configureCell }
    set { dataSource.configureCell = newValue }
  }

  /// The fields of the cells the table shows now, with their names, top to bottom. A row
  /// scrolled out of view has no cell, so no field here.
  public var visibleFields: [(name: String, view: UITextField)] {
    (tableView.indexPathsForVisibleRows ?? []).compactMap { indexPath in
      guard let name = dataSource.name(at: indexPath),
        let cell = tableView.cellForRow(at: indexPath) as? SettingsFieldCell
      else { return nil }
      return (name, cell.field)
    }
  }

  /// The field named `name`, if its row is on screen.
  public func field(named name: String) -> UITextField? {
    guard let indexPath = dataSource.indexPath(of: name) else { return nil }
    return (tableView.cellForRow(at: indexPath) as? SettingsFieldCell)?.field
  }

  /// The index path of the row of the field named `name`, if the form has it.
  public func indexPath(of name: String) -> IndexPath? {
    dataSource.indexPath(of: name)
  }
}
