import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A form row as most are built today: a vertical stack (a 20 pt label over a 30 pt field,
  /// 8 pt apart) pinned 10 pt from the content view's top and bottom and 16 pt from its
  /// sides. The stack makes its own constraints in `updateConstraints()`.
  final class StackTableCell: UITableViewCell {
    let label = IntrinsicView(naturalSize: CGSize(width: 100, height: 20))
    let field = IntrinsicView(naturalSize: CGSize(width: 100, height: 30))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      let stack = UIStackView(arrangedSubviews: [label, field])
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      ])
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  /// Three stack rows.
  final class StackRowsDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      StackTableCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// `systemLayoutSizeFitting` runs the update-constraints pass of the subtree it measures
  /// first, so a stack view's own constraints take part [seen: a public iOS 10.2.1 crash log
  /// whose stack shows `_updateConstraintsIfNeeded…` called from
  /// `_systemLayoutSizeFittingSize…` (fidelity-audit-3, E1)].
  @Suite("Auto Layout: stack views in self-sizing cells")
  @MainActor
  struct StackSelfSizingTests {
    @Test("A stack view measured before any layout pass")
    func measuredDirectly() {
      let cell = StackTableCell(style: .default, reuseIdentifier: nil)
      let size = cell.contentView.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      // 10 + 20 + 8 + 30 + 10 = 78 tall, 320 wide as asked.
      #expect(size == CGSize(width: 320, height: 78))
    }

    @Test("Rows of stack views as tall as their stacks make them")
    func rowsOfStacks() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
      let source = StackRowsDataSource()
      table.rowHeight = UITableView.automaticDimension
      table.estimatedRowHeight = 44
      table.dataSource = source
      window.addSubview(table)
      window.layoutIfNeeded()
      // Each row 78 (above): rows at 0, 78, 156; content 3 × 78 = 234.
      #expect(
        table.rectForRow(at: IndexPath(row: 1, section: 0))
          == CGRect(x: 0, y: 78, width: 320, height: 78))
      #expect(table.contentSize.height == 234)
    }
  }
#endif
