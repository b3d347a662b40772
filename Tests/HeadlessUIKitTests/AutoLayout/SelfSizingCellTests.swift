import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A cell whose content is a label-like view pinned 10 pt from the content view's top and
  /// bottom and 16 pt from its sides: its height comes from its constraints.
  final class ConstrainedTableCell: UITableViewCell {
    let label = IntrinsicView(naturalSize: CGSize(width: 100, height: 20))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      ])
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  /// Rows whose labels are the given heights.
  final class ConstrainedRowsDataSource: NSObject, UITableViewDataSource {
    let labelHeights: [CGFloat]

    init(labelHeights: [CGFloat]) {
      self.labelHeights = labelHeights
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      labelHeights.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = ConstrainedTableCell(style: .default, reuseIdentifier: nil)
      cell.label.naturalSize.height = labelHeights[indexPath.row]
      return cell
    }
  }

  /// Self-sizing rows measured through their constraints (`systemLayoutSizeFitting`).
  @Suite("Auto Layout: self-sizing cells")
  @MainActor
  struct SelfSizingCellTests {
    @Test("Rows as tall as their constraints make their content views")
    func rowsFromConstraints() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
      let source = ConstrainedRowsDataSource(labelHeights: [20, 60, 20])
      table.rowHeight = UITableView.automaticDimension
      table.estimatedRowHeight = 44
      table.dataSource = source
      window.addSubview(table)
      window.layoutIfNeeded()
      // 10 + 20 + 10 = 40; 10 + 60 + 10 = 80; rows at 0, 40, 120; content 40 + 80 + 40.
      #expect(
        table.rectForRow(at: IndexPath(row: 1, section: 0))
          == CGRect(x: 0, y: 40, width: 320, height: 80))
      #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 120)
      #expect(table.contentSize.height == 160)
      // The cell's content is laid out by the same constraints: 320 − 32 = 288 wide.
      let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ConstrainedTableCell
      window.layoutIfNeeded()
      #expect(cell?.label.frame == CGRect(x: 16, y: 10, width: 288, height: 60))
    }
  }
#endif
