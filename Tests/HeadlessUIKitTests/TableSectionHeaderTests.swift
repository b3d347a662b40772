import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// Section headers and footers in the model's table: space before and after each
  /// section's rows (UITableView+SectionHeaders.swift).
  ///
  /// A 320 × 480 plain table, rows of 44 pt, sections of 3 and 2 rows. With a 28 pt header
  /// and a 10 pt footer: section 0's header 0 … 28, rows 28 … 160, footer 160 … 170;
  /// section 1's header 170 … 198, rows 198 … 286, footer 286 … 296 = the content height
  /// (5 × 44 + 2 × (28 + 10) = 220 + 76).
  @MainActor
  @Suite struct TableSectionHeaderTests {
    private func makeTable(header: CGFloat, footer: CGFloat) -> (UITableView, FieldRowsDataSource) {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let rows = FieldRowsDataSource(rows: [3, 2])
      table.rowHeight = 44
      table.sectionHeaderHeight = header
      table.sectionFooterHeight = footer
      table.dataSource = rows
      table.layoutIfNeeded()
      return (table, rows)
    }

    /// UITableView.h: both heights are "default is UITableViewAutomaticDimension"; with no
    /// titles in the model that is no space: rows from y = 0, content 5 × 44 = 220.
    @Test func headersAndFootersDefaultToAutomaticAndTakeNoSpace() {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
      #expect(table.sectionFooterHeight == UITableView.automaticDimension)
      let rows = FieldRowsDataSource(rows: [3, 2])
      table.rowHeight = 44
      table.dataSource = rows
      table.layoutIfNeeded()
      #expect(table.contentSize.height == 220)
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 132)
      #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 132, width: 320, height: 0))
    }

    @Test func rowsFollowTheirSectionsHeaderAndFootersFollowTheRows() {
      let (table, _) = makeTable(header: 28, footer: 10)
      #expect(table.contentSize.height == 296)
      #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
      #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 160, width: 320, height: 10))
      #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 170, width: 320, height: 28))
      #expect(
        table.rectForRow(at: IndexPath(row: 1, section: 1))
          == CGRect(x: 0, y: 242, width: 320, height: 44))
      #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 286, width: 320, height: 10))
      // Out of range: .zero.
      #expect(table.rectForHeader(inSection: 2) == .zero)
      #expect(table.rectForFooter(inSection: -1) == .zero)
    }

    /// Bounds 200 … 300 (100 tall): row (0, 2) ends at 160, section 1's rows span 198 … 242
    /// and 242 … 286: exactly those two have cells, at their rects.
    @Test func onlyRowsInTheBoundsHaveCellsWithHeadersCounted() throws {
      let (table, _) = makeTable(header: 28, footer: 10)
      table.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
      table.contentOffset = CGPoint(x: 0, y: 200)
      table.layoutIfNeeded()
      #expect(
        table.indexPathsForVisibleRows == [
          IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
        ])
      let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
      #expect(cell.frame.minY == 242)
    }

    /// A height change moves the rows and resizes the content at once: header 28 → 0 and
    /// footer 10 → 0 gives back 220.
    @Test func changingTheHeightsResizesTheContent() {
      let (table, _) = makeTable(header: 28, footer: 10)
      table.sectionHeaderHeight = 0
      table.sectionFooterHeight = 0
      #expect(table.contentSize.height == 220)
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 132)
    }

    /// Bad heights (NaN, infinite, negative) reserve nothing: content 220, rows from 0.
    @Test(arguments: [CGFloat.nan, .infinity, -28])
    func badHeightsReserveNothing(height: CGFloat) {
      let (table, _) = makeTable(header: height, footer: height)
      #expect(table.contentSize.height == 220)
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 132)
      #expect(table.visibleCells.count == 5)
    }

    /// Self-sizing rows (estimate 44, none measured before layout) still start after the
    /// header: the first row at 28.
    @Test func selfSizingRowsStartAfterTheHeader() {
      let (table, _) = makeTable(header: 28, footer: 0)
      table.rowHeight = UITableView.automaticDimension
      table.layoutIfNeeded()
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
    }
  }
#endif
