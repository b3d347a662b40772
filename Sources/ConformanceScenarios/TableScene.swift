import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A settings-style cell: one text field, 16 pt from the sides, 8 pt from the top, 44 tall,
/// so in a 60-pt row the field spans 60 i + 8 … 60 i + 52.
final class FieldCell: UITableViewCell {
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

/// `count` rows of ``FieldCell``, dequeued or created as apps do.
final class FieldRows: NSObject, UITableViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "field")
      ?? FieldCell(style: .default, reuseIdentifier: "field")
  }
}

/// A plain `WatchedTableView` of 60-pt ``FieldCell`` rows filling the stage, twice as tall
/// as the screen, resting at −adjustedContentInset.top.
@MainActor
final class TableScene {
  let stage: ScenarioStage
  let table = WatchedTableView(frame: .zero, style: .plain)
  let rows: FieldRows
  let padding: CGFloat = 16

  var window: UIWindow { stage.window }

  init(stage: ScenarioStage) {
    self.stage = stage
    table.frame = stage.rootView.bounds
    table.rowHeight = 60
    table.keyboardPadding = padding
    rows = FieldRows(count: Int(table.bounds.height * 2 / 60) + 4)
    table.dataSource = rows
    stage.rootView.addSubview(table)
    window.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
    window.layoutIfNeeded()
  }

  /// The field of the first row on screen whose field's bottom plus the padding lies below
  /// `y` (window coordinates).
  func firstField(below y: CGFloat) -> UITextField? {
    let cells = table.visibleCells.compactMap { $0 as? FieldCell }
      .sorted { $0.frame.minY < $1.frame.minY }
    return cells.first { Geometry.rect(of: $0.field, in: window).maxY + padding > y }?.field
  }
}
