#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The settings form's rows: one ``SettingsFieldCell`` per field of ``SettingsFormSection``,
/// dequeued and reused as UIKit apps do, each given back its row's text.
final class SettingsFormDataSource: NSObject, UITableViewDataSource {
  let sections: [SettingsFormSection]
  /// The text typed in each row, kept here because cells are reused for other rows.
  private(set) var texts: [IndexPath: String] = [:]
  /// Lets the app style each cell (placeholder, keyboard type) as it is handed out.
  var configureCell: ((SettingsFieldCell, String) -> Void)?

  init(sections: [SettingsFormSection]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let identifier = SettingsFieldCell.reuseIdentifier
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier) as? SettingsFieldCell
      ?? SettingsFieldCell(style: .default, reuseIdentifier: identifier)
    cell.field.text = texts[indexPath] ?? ""
    cell.onTextChange = { [weak self] text in self?.texts[indexPath] = text }
    if let name = name(at: indexPath) { configureCell?(cell, name) }
    return cell
  }

  /// The section's title. UIKit shows it above a grouped section; the headless model's
  /// table draws no section headers and never asks.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].title : nil
  }

  /// The field name of the row at `indexPath`, if there is such a row.
  func name(at indexPath: IndexPath) -> String? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].rows[indexPath.row]
  }

  /// Where the field named `name` is, if the form has it.
  func indexPath(of name: String) -> IndexPath? {
    for (section, content) in sections.enumerated() {
      if let row = content.rows.firstIndex(of: name) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }
}
