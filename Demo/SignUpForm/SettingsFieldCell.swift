#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A settings-style cell holding one text field: inset 16 pt left and right and
/// ``fieldInset`` top and bottom, so in a ``SettingsForm/rowHeight`` row the field is
/// 56 − 2 × 6 = 44 pt tall.
public final class SettingsFieldCell: UITableViewCell {
  /// The reuse identifier of every settings cell.
  nonisolated public static let reuseIdentifier = "SettingsFieldCell"
  /// The space above and below the field in the cell.
  nonisolated public static let fieldInset: CGFloat = 6

  /// The cell's text field. It stays the same object when the cell is reused for another
  /// row; the data source gives it that row's text.
  public let field = UITextField(frame: .zero)
  /// Called with the field's text after each edit, for the row the cell shows now.
  var onTextChange: ((String) -> Void)?

  /// A new cell with its field, for ``reuseIdentifier``.
  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    addField()
  }

  /// A cell from a storyboard or nib, with its field added in code.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addField()
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let inset = Self.fieldInset
    field.frame = CGRect(
      x: 16, y: inset, width: max(0, contentView.bounds.width - 32),
      height: max(0, contentView.bounds.height - 2 * inset))
  }

  public override func prepareForReuse() {
    super.prepareForReuse()
    onTextChange = nil
  }

  private func addField() {
    contentView.addSubview(field)
    // Weak: the field keeps its actions and the cell keeps the field.
    field.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.onTextChange?(self.field.text ?? "")
      }, for: .editingChanged)
  }
}
