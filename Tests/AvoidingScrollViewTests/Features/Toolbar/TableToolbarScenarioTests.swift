#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The keyboard toolbar in a table whose next (previous) row has no cell yet: the toolbar's
  /// buttons offer the moves `focusNextField()` / `focusPreviousField()` make, and those go on
  /// into rows without a cell (TableNavigationScenarioTests), so a button is enabled while
  /// such rows remain.
  ///
  /// Arithmetic as in TableNavigationScenarioTests (1,000 rows of 60 pt; row i's field
  /// 60 i + 8 … 60 i + 52, padded 60 i − 8 … 60 i + 68). With the toolbar the keyboard is
  /// 44 pt taller: keyboardTop SE 315 − 44 = 271, iPhone 15 516 − 44 = 472.
  @MainActor
  @Suite struct TableToolbarScenarioTests {
    private func items(of field: UIView) -> (previous: UIBarButtonItem, next: UIBarButtonItem)? {
      guard let toolbar = field.inputAccessoryView as? UIToolbar, let items = toolbar.items,
        items.count == 4
      else { return nil }
      return (items[0], items[1])
    }

    @Test(arguments: TableNavigationScenarioTests.lastRowAtRest)
    func nextIsEnabledInTheLastRowWithACellAndReachesTheRowAfter(device: Device, row: Int)
      throws
    {
      let scene = TableFormScene(device: device, rowCount: 1000)
      scene.table.showsKeyboardToolbar = true
      let field = try TableNavigationScenarioTests.focusLastRowAtRest(scene, row: row)
      #expect(scene.field(row: row + 1) == nil)
      let buttons = try #require(items(of: field))
      // 986 or more rows follow the last cell on screen, each with a field: next can move.
      #expect(buttons.next.isEnabled)
      #expect(buttons.previous.isEnabled)
      buttons.next.simulateTap()
      let next = try #require(scene.field(row: row + 1))
      #expect(next.isFirstResponder)
      // Row r + 1 revealed with its padding above the toolbar:
      // offset 60 (r + 1) + 68 − 271 = SE 600 + 68 − 271 = 397;
      // iPhone 15: 60 · 14 + 68 − 472 = 436.
      #expect(
        scene.table.contentOffset.y == CGFloat(60 * (row + 1) + 68) - (device.keyboardTop - 44))
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func previousIsDisabledOnlyInTheTableFirstRow(device: Device) throws {
      let scene = TableFormScene(device: device, rowCount: 1000)
      scene.table.showsKeyboardToolbar = true
      // At rest row 0 has a cell and no row precedes it.
      let first = try #require(scene.field(row: 0))
      #expect(first.becomeFirstResponder())
      scene.keyboard.show()
      let atTop = try #require(items(of: first))
      #expect(!atTop.previous.isEnabled)
      #expect(atTop.next.isEnabled)
      #expect(first.resignFirstResponder())
      scene.keyboard.hide()
      // In another table scrolled to offset 6,000 (row 100 at the top; rows 0…99 have no
      // cell), the first row with a cell is 100: its field's previous button can move into
      // row 99, although no field on screen comes before it.
      let scrolled = TableFormScene(device: device, rowCount: 1000)
      scrolled.table.showsKeyboardToolbar = true
      scrolled.table.contentOffset.y = 6000
      scrolled.stage.window.layoutIfNeeded()
      #expect(scrolled.table.indexPathsForVisibleRows?.first == IndexPath(row: 100, section: 0))
      let upper = try #require(scrolled.field(row: 100))
      #expect(upper.becomeFirstResponder())
      scrolled.keyboard.show()
      let inTheMiddle = try #require(items(of: upper))
      #expect(inTheMiddle.previous.isEnabled)
      inTheMiddle.previous.simulateTap()
      let previous = try #require(scrolled.field(row: 99))
      #expect(previous.isFirstResponder)
      // Row 99 (padded 5,932 … 6,008) comes in at the top: offset 5,932 − T,
      // T = SE 0, iPhone 15 59: 5,932 / 5,873.
      #expect(scrolled.table.contentOffset.y == 5932 - device.safeArea.top)
    }
  }
#endif
