import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A cell holding one text field that fills its content view's width (x 16, 16 pt margins).
  final class FieldTableCell: UITableViewCell {
    let field = UITextField(frame: CGRect(x: 16, y: 4, width: 288, height: 36))
    private(set) var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(field)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// A data source with `rows[section]` rows per section that dequeues or creates
  /// `FieldTableCell`s, and counts what the table asks of it.
  final class FieldRowsDataSource: NSObject, UITableViewDataSource {
    var rows: [Int]
    private(set) var cellRequests: [IndexPath] = []
    private(set) var createdCells = 0
    /// When set, every row gets this cell (a data source that hands back a wrong cell).
    var fixedCell: UITableViewCell?

    init(rows: [Int]) {
      self.rows = rows
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      cellRequests.append(indexPath)
      if let fixedCell { return fixedCell }
      if let cell = tableView.dequeueReusableCell(withIdentifier: "field") { return cell }
      createdCells += 1
      return FieldTableCell(style: .default, reuseIdentifier: "field")
    }
  }

  /// `UITableView`: fixed-height rows stacked across sections, cells only for the rows that
  /// intersect the bounds, reuse on scroll, and row updates.
  @Suite("Table view")
  @MainActor
  struct TableViewTests {
    /// A 320 × 200 table at (0, 100) in a phone window, 50 pt rows.
    @MainActor
    struct TableScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 200), style: .plain)
      let source: FieldRowsDataSource

      init(rows: [Int]) {
        source = FieldRowsDataSource(rows: rows)
        table.rowHeight = 50
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
      }
    }

    // [doc] uitableview/rectforrow(at:), uitableview/numberofrows(insection:); the stacking is
    // the model's fixed-height layout.
    @Test func rowsAreStackedAcrossSectionsAndSizeTheContent() {
      let scene = TableScene(rows: [3, 2])
      #expect(scene.table.numberOfSections == 2)
      #expect(scene.table.numberOfRows(inSection: 1) == 2)
      #expect(scene.table.numberOfRows(inSection: 5) == 0)
      // Row 2 of section 0: 2 rows above it × 50 = y 100.
      #expect(
        scene.table.rectForRow(at: IndexPath(row: 2, section: 0))
          == CGRect(x: 0, y: 100, width: 320, height: 50))
      // Row 1 of section 1: 3 + 1 rows above it × 50 = y 200.
      #expect(
        scene.table.rectForRow(at: IndexPath(row: 1, section: 1))
          == CGRect(x: 0, y: 200, width: 320, height: 50))
      #expect(scene.table.rectForRow(at: IndexPath(row: 2, section: 1)) == .zero)
      // 5 rows × 50 = 250 tall, as wide as the table.
      #expect(scene.table.contentSize == CGSize(width: 320, height: 250))
    }

    // [doc] "a table view … only creates cells for the rows that are visible".
    @Test func onlyRowsInsideTheBoundsHaveCells() throws {
      let scene = TableScene(rows: [100])
      // Bounds y 0..<200 with 50 pt rows: rows 0, 1, 2, 3.
      #expect(
        scene.table.indexPathsForVisibleRows == (0..<4).map { IndexPath(row: $0, section: 0) })
      #expect(scene.source.cellRequests.count == 4)
      #expect(scene.table.cellForRow(at: IndexPath(row: 4, section: 0)) == nil)
      let third = try #require(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)))
      #expect(third.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
      #expect(third.superview === scene.table)
      #expect(third.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
      #expect(scene.table.indexPath(for: third) == IndexPath(row: 2, section: 0))
      #expect(scene.table.contentSize.height == 5_000)  // 100 rows × 50
    }

    // [doc] uitableview/dequeuereusablecell(withidentifier:) and
    // uitableviewcell/prepareforreuse().
    @Test func scrollingReusesTheCellsThatLeft() {
      let scene = TableScene(rows: [100])
      scene.table.contentOffset = CGPoint(x: 0, y: 125)
      scene.window.layoutIfNeeded()
      // Bounds y 125..<325: rows 2 (100..<150) to 6 (300..<350).
      #expect(
        scene.table.indexPathsForVisibleRows == (2...6).map { IndexPath(row: $0, section: 0) })
      // Rows 0 and 1 left and were reused for two of rows 4, 5, 6; one more was created.
      #expect(scene.source.createdCells == 5)
      let reused = scene.table.visibleCells.compactMap { $0 as? FieldTableCell }.map(\.reuses)
      #expect(reused.reduce(0, +) == 2)
      #expect(scene.table.subviews.filter { $0 is UITableViewCell }.count == 5)
    }

    // [doc] uitableview/reloaddata(): counts read again, cells asked for again.
    @Test func reloadDataReadsTheNewCountsAndAsksForCellsAgain() {
      let scene = TableScene(rows: [2])
      #expect(scene.source.cellRequests.count == 2)
      scene.source.rows = [6]
      scene.table.reloadData()
      #expect(scene.table.contentSize.height == 300)  // 6 × 50, at once
      scene.window.layoutIfNeeded()
      // Bounds 200 tall: rows 0..<4 now; all four asked for again.
      #expect(scene.source.cellRequests.count == 2 + 4)
      #expect(scene.table.visibleCells.count == 4)
    }

    // [doc] uitableview/insertrows(at:with:): the cells below move down by one row; [seen]
    // within the call.
    @Test func insertedRowsPushTheCellsBelowThemDown() throws {
      let scene = TableScene(rows: [3])
      let second = try #require(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)))
      scene.source.rows = [4]
      scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(scene.table.contentSize.height == 200)  // 4 × 50, at once
      // Within the call: the cell moved to row 2 (y 2 × 50) and the new row 0 has a cell.
      #expect(scene.table.indexPath(for: second) == IndexPath(row: 2, section: 0))
      #expect(second.frame.minY == 100)
      #expect(scene.source.cellRequests.count == 3 + 1)
      #expect(scene.table.visibleCells.count == 4)
    }

    // [doc] uitableview/deleterows(at:with:); the focused field resigns because its cell
    // leaves the hierarchy (the model's rule for removed views).
    @Test func deletingTheFocusedRowRemovesItsCellAndResignsTheField() throws {
      let scene = TableScene(rows: [3])
      let first = try #require(
        scene.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FieldTableCell)
      let third = try #require(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)))
      #expect(first.field.becomeFirstResponder())
      scene.source.rows = [2]
      scene.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      #expect(!first.field.isFirstResponder)
      #expect(first.superview == nil)
      #expect(scene.table.contentSize.height == 100)  // 2 × 50
      #expect(scene.table.indexPath(for: third) == IndexPath(row: 1, section: 0))
      #expect(third.frame.minY == 50)
    }

    // [choice] A data source that returns one cell for every row: the cell sits at the last
    // row asked for, and no row keeps a stale entry.
    @Test func aDataSourceReturningOneCellForEveryRowLeavesOneCellOnScreen() {
      let scene = TableScene(rows: [0])
      let shared = UITableViewCell(style: .default, reuseIdentifier: nil)
      scene.source.fixedCell = shared
      scene.source.rows = [3]
      scene.table.reloadData()
      scene.window.layoutIfNeeded()
      #expect(scene.table.visibleCells.count == 1)
      #expect(scene.table.indexPath(for: shared) == IndexPath(row: 2, section: 0))
      #expect(shared.frame.minY == 100)  // row 2 × 50
    }

    // [doc] UITableView.h: numberOfSectionsInTableView "Default is 1 if not implemented";
    // no data source, no rows.
    @Test func sectionsDefaultToOneAndNoDataSourceMeansNoRows() {
      final class OneSection: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
          -> UITableViewCell
        { UITableViewCell(style: .default, reuseIdentifier: nil) }
      }
      let source = OneSection()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .grouped)
      #expect(table.numberOfSections == 0)
      table.dataSource = source
      #expect(table.numberOfSections == 1)
      #expect(table.numberOfRows(inSection: 0) == 2)
      #expect(table.style == .grouped)
    }
  }
#endif
