#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Next and previous in an `AvoidingTableView` whose next row has no cell yet (issue 13,
  /// item 1; IQKeyboardManager #96 calls it "can't be fixed"), and the Return key there.
  ///
  /// Arithmetic (TableFormScene, 1,000 rows of 60 pt, content 60,000): row i spans
  /// 60 i … 60 i + 60, its field 60 i + 8 … 60 i + 52, padded by 16 60 i − 8 … 60 i + 68.
  /// Keyboard docked: the visible content is offset + T … offset + keyboardTop.
  /// iPhone SE: H 568, T 0, B 0, keyboardTop 315. At rest (offset 0) bounds 0…568 hold
  /// rows 0…9. iPhone 15: H 852, T 59, B 34, keyboardTop 516. At rest (offset −59) bounds
  /// −59…793 hold rows 0…13. Only rows that intersect the bounds have cells.
  /// `rows[s]` rows in section s, each a `TextFieldCell`: rows stack across sections, so
  /// with sections [r + 1, 0, 0, …] the first row of section 3 is the (r + 1)th row from the
  /// top, where it would be without the empty sections.
  final class SectionedFieldRows: NSObject, UITableViewDataSource {
    let rows: [Int]

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
      tableView.dequeueReusableCell(withIdentifier: "field")
        ?? TextFieldCell(style: .default, reuseIdentifier: "field")
    }
  }

  @MainActor
  @Suite struct TableNavigationScenarioTests {
    /// The last row with a cell at rest: SE 9, iPhone 15 13.
    nonisolated static let lastRowAtRest: [(Device, Int)] = [(.iPhoneSE, 9), (.iPhone15, 13)]

    /// The user focuses the last row with a cell, the keyboard shows (revealing it), then
    /// the user drags the rows back to rest: the focused row is again the last with a cell.
    static func focusLastRowAtRest(
      _ scene: TableFormScene, row: Int, plainRows: Set<Int> = []
    ) throws -> UITextField {
      scene.rows.plainRows = plainRows
      #expect(scene.table.indexPathsForVisibleRows?.last == IndexPath(row: row, section: 0))
      let field = try #require(scene.field(row: row))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.table.contentOffset.y = -scene.device.safeArea.top
      scene.stage.window.layoutIfNeeded()
      #expect(scene.table.indexPathsForVisibleRows?.last == IndexPath(row: row, section: 0))
      #expect(scene.field(row: row + 1) == nil)
      return field
    }

    @Test(arguments: lastRowAtRest)
    func returnInTheLastRowWithACellScrollsTheNextRowInAndFocusesIt(device: Device, row: Int)
      throws
    {
      let scene = TableFormScene(device: device, rowCount: 1000)
      let field = try Self.focusLastRowAtRest(scene, row: row)
      // 990-odd rows follow the last cell on screen: its field is not the form's last.
      #expect(field.returnKeyType == .next)
      field.insertText("\n")
      let next = try #require(scene.field(row: row + 1))
      #expect(next.isFirstResponder)
      #expect(!field.isFirstResponder)
      // Row r + 1 is scrolled in at the visible bottom, then revealed with its padding:
      // offset 60 (r + 1) + 68 − keyboardTop: SE 668 − 315 = 353; iPhone 15 908 − 516 = 392.
      #expect(scene.table.contentOffset.y == CGFloat(60 * (row + 1) + 68) - device.keyboardTop)
      #expect(scene.rectInWindow(next).maxY == device.keyboardTop - 16)
      #expect(next.returnKeyType == .next)
      // Only the rows on screen have cells: 11 on the SE (353…921: rows 5…15), 15 on the
      // iPhone 15 (392…1244: rows 6…20).
      #expect(scene.table.visibleCells.count == (device == .iPhoneSE ? 11 : 15))
    }

    @Test(arguments: lastRowAtRest)
    func nextPassesOverRowsWithoutAFieldThatHadNoCell(device: Device, row: Int) throws {
      let scene = TableFormScene(device: device, rowCount: 1000)
      let field = try Self.focusLastRowAtRest(scene, row: row, plainRows: [row + 1, row + 2])
      #expect(scene.table.focusNextField())
      #expect(!field.isFirstResponder)
      let next = try #require(scene.field(row: row + 3))
      #expect(next.isFirstResponder)
      // SE: row 10 scrolled in (bottom 660 at 0 + 315: offset 345, rows 5…15 get cells), 10
      // and 11 have no field, row 12's does: padded bottom 788 − 315 = 473. iPhone 15: row 14
      // in (900 − 457 = 443 more: offset 384), 14 and 15 plain, row 16: 1028 − 516 = 512.
      #expect(scene.table.contentOffset.y == CGFloat(60 * (row + 3) + 68) - device.keyboardTop)
      #expect(scene.rectInWindow(next).maxY == device.keyboardTop - 16)
    }

    /// 50 rows without a field follow: past the 20 rows the search scrolls in, next gives up
    /// and the rows come back. On the way the focused row left the screen; UIKit keeps the
    /// first responder's cell (HeadlessUIKit README, "cells"), so the field keeps the focus
    /// throughout and, as for any move that fails, nothing has moved in the end.
    @Test(arguments: lastRowAtRest)
    func nextGivesUpAfterTwentyRowsScrolledInAndTheRowKeepsTheFocus(device: Device, row: Int)
      throws
    {
      let scene = TableFormScene(device: device, rowCount: 1000)
      _ = try Self.focusLastRowAtRest(scene, row: row, plainRows: Set(row + 1...row + 50))
      #expect(!scene.table.focusNextField())
      let field = try #require(scene.field(row: row))
      #expect(field.isFirstResponder)
      // Back at rest, offset −T: SE 0, iPhone 15 −59; row r's field where it was, its bottom
      // at 60 r + 52 − offset: SE 592, iPhone 15 780 + 52 + 59 = 891. No row after r got
      // the focus.
      #expect(scene.table.contentOffset.y == -device.safeArea.top)
      #expect(
        scene.rectInWindow(field).maxY == CGFloat(60 * row + 52) - scene.table.contentOffset.y)
    }

    /// With the same 50 rows and no focus lost on the way (a shorter search: 3 rows without a
    /// field and then the end of the table), next gives up and nothing moves.
    @Test(arguments: lastRowAtRest)
    func nextAtTheEndOfTheTableAfterRowsWithoutAFieldPutsTheRowsBack(device: Device, row: Int)
      throws
    {
      let scene = TableFormScene(device: device, rowCount: row + 4)
      let field = try Self.focusLastRowAtRest(
        scene, row: row, plainRows: [row + 1, row + 2, row + 3])
      #expect(!scene.table.focusNextField())
      #expect(field.isFirstResponder)
      #expect(scene.table.contentOffset.y == -device.safeArea.top)
      #expect(scene.table.indexPathsForVisibleRows?.last == IndexPath(row: row, section: 0))
    }

    /// Next and previous cross empty sections into rows without cells: sections
    /// [r + 1, 0, 0, 999 − r], so row (3, 0) stands where row r + 1 stood in one section.
    @Test(arguments: lastRowAtRest)
    func nextAndPreviousCrossEmptySectionsIntoRowsWithoutCells(device: Device, row: Int) throws {
      let scene = TableFormScene(device: device)
      let source = SectionedFieldRows(rows: [row + 1, 0, 0, 999 - row])
      defer { withExtendedLifetime(source) {} }
      scene.table.dataSource = source
      scene.stage.window.layoutIfNeeded()
      let field = try #require(scene.field(row: row))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.table.contentOffset.y = -device.safeArea.top  // the user drags back to rest
      scene.stage.window.layoutIfNeeded()
      let firstOfSection3 = IndexPath(row: 0, section: 3)
      #expect(scene.table.cellForRow(at: firstOfSection3) == nil)
      #expect(scene.table.focusNextField())
      let next = try #require(
        (scene.table.cellForRow(at: firstOfSection3) as? TextFieldCell)?.field)
      #expect(next.isFirstResponder)
      // As in one section: 60 (r + 1) + 68 − keyboardTop (SE 353, iPhone 15 392).
      #expect(scene.table.contentOffset.y == CGFloat(60 * (row + 1) + 68) - device.keyboardTop)

      // The user drags (3, 0) to the top of the bounds, 60 (r + 1): row (0, r) has no cell.
      scene.table.contentOffset.y = CGFloat(60 * (row + 1))
      scene.stage.window.layoutIfNeeded()
      #expect(scene.field(row: row) == nil)
      #expect(scene.table.focusPreviousField())
      let previous = try #require(scene.field(row: row))
      #expect(previous.isFirstResponder)
      // Row r scrolled in at the visible top, its padded top 60 r − 8 there: offset
      // 60 r − 8 − T (SE 532, iPhone 15 713).
      #expect(scene.table.contentOffset.y == CGFloat(60 * row - 8) - device.safeArea.top)
    }

    /// More empty sections than the search looks at (25 > 20) after the last row on screen:
    /// the field there still says "next", as rows may follow, but next gives up there.
    @Test(arguments: lastRowAtRest)
    func aRunOfEmptySectionsLongerThanTheLimitEndsTheSearch(device: Device, row: Int) throws {
      let scene = TableFormScene(device: device)
      let source = SectionedFieldRows(rows: [row + 1] + Array(repeating: 0, count: 25) + [5])
      defer { withExtendedLifetime(source) {} }
      scene.table.dataSource = source
      scene.stage.window.layoutIfNeeded()
      let field = try #require(scene.field(row: row))
      #expect(field.becomeFirstResponder())
      #expect(field.returnKeyType == .next)
      scene.keyboard.show()
      let offset = scene.table.contentOffset.y
      #expect(!scene.table.focusNextField())
      #expect(field.isFirstResponder)
      #expect(scene.table.contentOffset.y == offset)
    }

    /// The user drags row 9 to the top of the bounds: it is the first row with a cell, and
    /// previous scrolls row 8 in above it.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func previousFromTheFirstRowWithACellScrollsTheRowAboveIn(device: Device) throws {
      let scene = TableFormScene(device: device, rowCount: 1000)
      let field = try #require(scene.field(row: 9))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.table.contentOffset.y = 540  // row 9 (540…600) at the top of the bounds
      scene.stage.window.layoutIfNeeded()
      #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 9, section: 0))
      #expect(scene.field(row: 8) == nil)
      #expect(scene.table.focusPreviousField())
      let previous = try #require(scene.field(row: 8))
      #expect(previous.isFirstResponder)
      // Row 8 (480…540) scrolled in at the visible top (540 + T), then revealed with its
      // padding: its padded top 472 at the visible top, offset 472 − T: SE 472, iPhone 15 413.
      let top = device.safeArea.top
      #expect(scene.table.contentOffset.y == 472 - top)
      #expect(scene.rectInWindow(previous).minY == top + 16)
    }

    /// The table's last row: its field says "done", next finds nothing, and Return ends
    /// editing without scrolling.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func theLastRowSaysDoneAndItsReturnEndsEditing(device: Device) throws {
      let scene = TableFormScene(device: device, rowCount: 1000)
      // The user scrolls to the end: 60,000 + B − H (SE 59,432; iPhone 15 59,182).
      scene.table.contentOffset.y = 60_000 + device.safeArea.bottom - device.screenSize.height
      scene.stage.window.layoutIfNeeded()
      let last = try #require(scene.field(row: 999))
      #expect(last.becomeFirstResponder())
      #expect(last.returnKeyType == .done)
      #expect(try #require(scene.field(row: 998)).returnKeyType == .next)
      scene.keyboard.show()
      // The padding stops at the content's end (60,000): offset 60,000 − keyboardTop.
      let offset = 60_000 - device.keyboardTop
      #expect(scene.table.contentOffset.y == offset)
      #expect(!scene.table.focusNextField())
      #expect(last.isFirstResponder)
      last.insertText("\n")
      #expect(!last.isFirstResponder)
      #expect(scene.table.contentOffset.y == offset)
    }

    /// Return-key navigation switched off on a table: the key leaves the focus where it is
    /// and the titles go back to `.default`.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func returnKeyNavigationCanBeSwitchedOff(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 4))
      #expect(field.becomeFirstResponder())
      #expect(field.returnKeyType == .next)
      #expect(scene.table.isReturnKeyNavigationEnabled)
      scene.table.isReturnKeyNavigationEnabled = false
      #expect(field.returnKeyType == .default)
      field.insertText("\n")
      // The model's field stays first responder on Return (the app resigns it).
      #expect(field.isFirstResponder)
      #expect(try #require(scene.field(row: 5)).isFirstResponder == false)
      #expect(try #require(scene.field(row: 5)).becomeFirstResponder())
      #expect(try #require(scene.field(row: 5)).returnKeyType == .default)
    }
  }
#endif
