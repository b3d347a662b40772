import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A cell whose height is `height` through `sizeThatFits(_:)` (a self-sizing cell without
  /// Auto Layout).
  final class SizedTableCell: UITableViewCell {
    var height: CGFloat = 50

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: height)
    }
  }

  /// Rows of `SizedTableCell`, each `heights[row]` tall.
  final class SizedRowsDataSource: NSObject, UITableViewDataSource {
    var heights: [CGFloat]

    init(heights: [CGFloat]) {
      self.heights = heights
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      heights.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "sized") as? SizedTableCell
        ?? SizedTableCell(style: .default, reuseIdentifier: "sized")
      cell.height = heights[indexPath.row]
      return cell
    }
  }

  /// Rows moved and reloaded, the first responder's cell kept off screen, self-sizing rows
  /// (UITableView+Updates, +FirstResponderCell, +SelfSizing; UICollectionView+Updates).
  @Suite("Table and collection updates")
  @MainActor
  struct ListUpdatesTests {
    /// A 320 × 200 table at (0, 100) in a phone window, 50 pt rows of `FieldTableCell`.
    @MainActor
    struct TableScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 200), style: .plain)
      let source: FieldRowsDataSource

      init(rows: Int) {
        source = FieldRowsDataSource(rows: [rows])
        table.rowHeight = 50
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
      }

      func cell(_ row: Int) -> FieldTableCell? {
        table.cellForRow(at: IndexPath(row: row, section: 0)) as? FieldTableCell
      }
    }

    // [doc] uitableview/moverow(at:to:): the cell goes with its row; the rows between close up.
    @Test func movingARowMovesItsCell() throws {
      let scene = TableScene(rows: 20)
      let first = try #require(scene.cell(0))
      let second = try #require(scene.cell(1))
      scene.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      // Row 0 is now the old row 1; the old row 0 is row 2, at y 2 × 50 = 100.
      #expect(scene.cell(0) === second)
      #expect(scene.cell(2) === first)
      #expect(first.frame.minY == 100)
      #expect(scene.table.contentSize.height == 1_000)  // still 20 × 50
    }

    // [doc] uitableview/reloadrows(at:with:): a new cell is asked for; the old one's field
    // resigns.
    @Test func reloadingARowAsksForItsCellAgainAndResignsItsField() throws {
      let scene = TableScene(rows: 20)
      let cell = try #require(scene.cell(1))
      #expect(cell.field.becomeFirstResponder())
      let asked = scene.source.cellRequests.count
      scene.table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      #expect(!cell.field.isFirstResponder)
      #expect(scene.source.cellRequests.count == asked + 1)
      #expect(scene.source.cellRequests.last == IndexPath(row: 1, section: 0))
    }

    // [seen] UIKit keeps the first responder's cell (UITableView+FirstResponderCell.swift).
    @Test func theFirstRespondersCellIsKeptOffScreen() throws {
      let scene = TableScene(rows: 20)
      let cell = try #require(scene.cell(1))
      #expect(cell.field.becomeFirstResponder())
      scene.table.contentOffset = CGPoint(x: 0, y: 500)
      scene.window.layoutIfNeeded()
      // Bounds 500..<700: rows 10…13 listed; row 1's cell stays at y 50, not listed.
      #expect(
        scene.table.indexPathsForVisibleRows == (10...13).map { IndexPath(row: $0, section: 0) })
      #expect(cell.superview === scene.table)
      #expect(cell.frame.minY == 50)
      #expect(cell.field.isFirstResponder)
      #expect(scene.table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
      // Rows inserted above it move it with its row.
      scene.source.rows = [22]
      scene.table.insertRows(
        at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
      #expect(scene.table.indexPath(for: cell) == IndexPath(row: 3, section: 0))
      #expect(cell.frame.minY == 150)
      // Once its field resigns, the next layout lets it go.
      #expect(cell.field.resignFirstResponder())
      scene.window.layoutIfNeeded()
      #expect(cell.superview == nil)
    }

    // [doc] rowheight / estimatedrowheight; [choice] measured through sizeThatFits(_:).
    @Test func selfSizingRowsAreMeasuredOnScreenAndEstimatedElsewhere() throws {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
      let source = SizedRowsDataSource(heights: Array(repeating: 80, count: 10))
      #expect(table.estimatedRowHeight == UITableView.automaticDimension)
      table.rowHeight = UITableView.automaticDimension
      table.estimatedRowHeight = 40
      table.dataSource = source
      window.addSubview(table)
      window.layoutIfNeeded()
      // At the 40 pt estimate, rows 0…4 fill the bounds 0..<200: their cells are asked for
      // and measured at 80. Measured, only rows 0, 1, 2 (0…240) are on screen; rows 3 and 4
      // keep their measured 80, rows 5…9 the estimate.
      #expect(table.indexPathsForVisibleRows == (0...2).map { IndexPath(row: $0, section: 0) })
      #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 240)
      #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)).minY == 400)
      #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)).height == 40)
      #expect(table.contentSize.height == 600)  // 5 × 80 + 5 × 40
      // The cell of row 1 grows to 120; endUpdates measures it again.
      let cell = try #require(
        table.cellForRow(at: IndexPath(row: 1, section: 0)) as? SizedTableCell)
      cell.height = 120
      table.beginUpdates()
      table.endUpdates()
      // Row 2 starts below rows 0 (80) and 1 (120): 200.
      let row2 = table.rectForRow(at: IndexPath(row: 2, section: 0))
      #expect(row2.minY == 200, "\(row2)")
      #expect(cell.frame.height == 120)
      // 80 + 120 + 80 (on screen) + 80 + 80 (rows 3, 4) + 5 × 40.
      #expect(table.contentSize.height == 640)
    }

    // [doc] uicollectionview/moveitem(at:to:), reloaditems(at:), performbatchupdates.
    @Test func collectionItemsMoveAndReload() throws {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 320, height: 50)
      layout.minimumLineSpacing = 0
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
      let source = FieldItemsDataSource(items: [20])
      collection.register(FieldCollectionCell.self, forCellWithReuseIdentifier: "field")
      collection.dataSource = source
      window.addSubview(collection)
      window.layoutIfNeeded()
      let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
      var finished = false
      collection.performBatchUpdates(
        {
          collection.moveItem(
            at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        }, completion: { finished = $0 })
      #expect(finished)
      #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === first)
      #expect(first.frame.minY == 150)  // 3 × 50
      let field = try #require((first as? FieldCollectionCell)?.field)
      #expect(field.becomeFirstResponder())
      collection.reloadItems(at: [IndexPath(item: 3, section: 0)])
      #expect(!field.isFirstResponder)
    }
  }
#endif
