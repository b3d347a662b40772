#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// A settings-style form cell: one text field in the content view, at x 16, y 8, full width
  /// less 32, 44 tall, so in a 60 pt row the field spans 60 i + 8 … 60 i + 52.
  final class TextFieldCell: UITableViewCell {
    let field = UITextField(frame: .zero)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(field)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      field.frame = CGRect(x: 16, y: 8, width: contentView.bounds.width - 32, height: 44)
    }
  }

  /// The form's rows: `count` rows of `TextFieldCell`, dequeued or created as UIKit apps do.
  final class TextFieldRows: NSObject, UITableViewDataSource {
    var count: Int
    /// Rows for which the data source hands back a plain cell (no field): a data source
    /// that returns a cell of the wrong kind.
    var plainRows: Set<Int> = []
    private(set) var createdCells = 0

    init(count: Int) {
      self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      if plainRows.contains(indexPath.row) {
        return UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      if let cell = tableView.dequeueReusableCell(withIdentifier: "field") { return cell }
      createdCells += 1
      return TextFieldCell(style: .default, reuseIdentifier: "field")
    }
  }

  /// A full-screen `AvoidingTableView` of 60 pt `TextFieldCell` rows on a simulated device,
  /// resting where UIKit puts it (offset −safe.top).
  ///
  /// Arithmetic shared by the table scenarios: row i spans 60 i … 60 i + 60; its field
  /// 60 i + 8 … 60 i + 52; padded by 16: 60 i − 8 … 60 i + 68. With the content taller than
  /// the screen the safe area applies (T = safe.top), and with the keyboard docked the
  /// visible content is offset + T … offset + keyboardTop.
  @MainActor
  final class TableFormScene {
    let stage: EditingStage
    let table = AvoidingTableView(frame: .zero, style: .plain)
    let rows: TextFieldRows

    var device: Device { stage.device }
    var keyboard: SystemKeyboard { stage.keyboard }

    init(device: Device, rowCount: Int = 30) {
      stage = EditingStage(device: device)
      rows = TextFieldRows(count: rowCount)
      table.rowHeight = 60
      table.frame = stage.window.bounds
      table.dataSource = rows
      stage.window.addSubview(table)
      stage.window.layoutIfNeeded()
      table.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      stage.window.layoutIfNeeded()
    }

    /// The field of `row`'s cell, if the row is on screen.
    func field(row: Int) -> UITextField? {
      (table.cellForRow(at: IndexPath(row: row, section: 0)) as? TextFieldCell)?.field
    }

    /// A view's rect in the window: what the user sees.
    func rectInWindow(_ view: UIView) -> CGRect {
      stage.rectInWindow(view)
    }
  }
#endif
