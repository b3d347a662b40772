#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 12, item 2: cells moved, reloaded, scrolled off screen and kept, with the keyboard
  /// up, and bad updates.
  ///
  /// Arithmetic (TableFormScene / CollectionFormScene): 30 rows of 60 pt, content 1800; row
  /// i's field spans 60 i + 8 … 60 i + 52, padded by 16: 60 i − 8 … 60 i + 68. Docked
  /// keyboard: added inset = keyboard height − B; visible content = offset + T … offset +
  /// keyboardTop. iPhone SE: T 0, B 0, keyboard 253, keyboardTop 315. iPhone 15: T 59, B 34,
  /// keyboard 336, keyboardTop 516. Resting offset −T.
  @MainActor
  @Suite struct CellUpdatesScenarioTests {
    /// The focused row is moved under the keyboard (`moveRow(at:to:)`): the cell goes with
    /// its row, the field keeps editing, and the table's next layout pass follows it.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func movingTheFocusedRowUnderTheKeyboardFollowsIt(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 2))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // Row 2 padded 112…188 is inside 0…315 (SE) and 0…457 (iPhone 15): no scroll.
      #expect(scene.table.contentOffset.y == -device.safeArea.top)
      // The app moves its model's row 2 to 9, then tells the table.
      scene.table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 9, section: 0))
      scene.stage.window.layoutIfNeeded()
      #expect(field.isFirstResponder)
      #expect(scene.field(row: 9) === field)
      // Row 9 padded 532…608, below keyboardTop: offset 608 − keyboardTop = 293, 92.
      #expect(scene.table.contentOffset.y == 608 - device.keyboardTop)
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 16)
    }

    /// Rows moved below the focused one do not move it: no scroll (the user's place holds).
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func movingOtherRowsBelowTheFocusedOneDoesNotScroll(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 2))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.table.contentOffset = CGPoint(x: 0, y: 40)
      scene.table.moveRow(at: IndexPath(row: 12, section: 0), to: IndexPath(row: 5, section: 0))
      scene.stage.window.layoutIfNeeded()
      // Row 2 stayed at 120…180: the offset the user chose stays.
      #expect(scene.table.contentOffset.y == 40)
      #expect(scene.field(row: 2) === field)
      #expect(field.isFirstResponder)
    }

    /// `reloadRows(at:with:)` on the focused row: UIKit asks for a new cell, the old one
    /// leaves and its field resigns; the inset stays for the keyboard that is still up and
    /// the hide gives the app its insets back.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func reloadingTheFocusedRowResignsItsField(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      let offset = scene.table.contentOffset.y  // 548 − keyboardTop: 233, 32
      scene.table.reloadRows(at: [IndexPath(row: 8, section: 0)], with: .automatic)
      scene.stage.window.layoutIfNeeded()
      #expect(!field.isFirstResponder)
      // Row 8 has a cell again (on the iPhone 15, the same one, back from the reuse queue).
      #expect(scene.field(row: 8) != nil)
      #expect(scene.table.contentOffset.y == offset)
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      scene.keyboard.hide()
      #expect(scene.table.contentInset == .zero)
      #expect(scene.table.verticalScrollIndicatorInsets == .zero)
    }

    /// Reloading another row, or `reloadData()` after it: the first keeps the focused cell
    /// and its field editing; `reloadData()` lets every cell go and the field resigns.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func reloadingAnotherRowKeepsTheFieldAndReloadDataResignsIt(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.table.reloadRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
      scene.stage.window.layoutIfNeeded()
      #expect(field.isFirstResponder)
      #expect(scene.field(row: 8) === field)
      #expect(scene.table.contentOffset.y == 548 - device.keyboardTop)
      scene.table.reloadData()
      scene.stage.window.layoutIfNeeded()
      #expect(!field.isFirstResponder)
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
    }

    /// A focused row scrolled off screen and back: UIKit keeps its cell (the field keeps
    /// editing), the table is not pulled back, and the row gets the same cell again without
    /// a new one from the data source.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func aFocusedRowScrolledOffScreenKeepsItsCell(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 8, section: 0)))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // At offset 900 the bounds start at 900: row 8 (480…540) is off screen.
      scene.table.contentOffset = CGPoint(x: 0, y: 900)
      scene.stage.window.layoutIfNeeded()
      #expect(field.isFirstResponder)
      #expect(scene.table.cellForRow(at: IndexPath(row: 8, section: 0)) == nil)
      #expect(cell.superview === scene.table)
      #expect(scene.table.contentOffset.y == 900)
      // Bounds 900…900 + H: rows 15…24 on the SE (10), 15…29 on the iPhone 15 (15): the kept
      // cell is not listed.
      #expect(scene.table.visibleCells.count == (device.screenSize.height == 568 ? 10 : 15))
      // Back to where the reveal left it (233, 32): the same cell is row 8's again.
      scene.table.contentOffset = CGPoint(x: 0, y: 548 - device.keyboardTop)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.table.cellForRow(at: IndexPath(row: 8, section: 0)) === cell)
      #expect(scene.field(row: 8) === field)
      #expect(field.isFirstResponder)
      scene.keyboard.hide()
      #expect(scene.table.contentInset == .zero)
    }

    /// The kept cell's field resigns while off screen: the next layout queues the cell for
    /// reuse, and the hide restores the app's insets.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func aKeptCellIsReusedOnceItsFieldResigns(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 8, section: 0)))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.table.contentOffset = CGPoint(x: 0, y: 900)
      scene.stage.window.layoutIfNeeded()
      #expect(field.resignFirstResponder())
      scene.stage.window.layoutIfNeeded()
      #expect(cell.superview == nil)
      scene.keyboard.hide()
      #expect(scene.table.contentInset == .zero)
      #expect(scene.table.verticalScrollIndicatorInsets == .zero)
    }

    /// Bad input: updates with index paths out of range (a data source whose count lies)
    /// are ignored; the focused field keeps editing and the inset stays.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func updatesOutOfRangeAreIgnored(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      let offset = scene.table.contentOffset.y
      scene.table.moveRow(at: IndexPath(row: 99, section: 0), to: IndexPath(row: 0, section: 0))
      scene.table.moveRow(at: IndexPath(row: 8, section: 0), to: IndexPath(row: 40, section: 3))
      scene.table.reloadRows(at: [IndexPath(row: 50, section: 0)], with: .none)
      scene.table.deleteRows(at: [IndexPath(row: 70, section: 2)], with: .none)
      // The data source now claims fewer rows than the table shows, without telling it.
      scene.rows.count = 5
      scene.stage.window.layoutIfNeeded()
      #expect(field.isFirstResponder)
      #expect(scene.table.cellForRow(at: IndexPath(row: 99, section: 0)) == nil)
      #expect(scene.table.contentOffset.y == offset)
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      scene.keyboard.hide()
      #expect(scene.table.contentInset == .zero)
    }

    /// The collection view: the focused item moved under the keyboard is followed; reloaded,
    /// its field resigns and the inset stays.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func collectionItemsMovedAndReloaded(device: Device) throws {
      let scene = CollectionFormScene(device: device)
      let field = try #require(scene.field(item: 2))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.collection.performBatchUpdates {
        scene.collection.moveItem(
          at: IndexPath(item: 2, section: 0), to: IndexPath(item: 9, section: 0))
      }
      scene.stage.window.layoutIfNeeded()
      #expect(field.isFirstResponder)
      #expect(scene.field(item: 9) === field)
      // Item 9 padded 532…608: offset 608 − keyboardTop = 293, 92.
      #expect(scene.collection.contentOffset.y == 608 - device.keyboardTop)
      scene.collection.reloadItems(at: [IndexPath(item: 9, section: 0)])
      scene.stage.window.layoutIfNeeded()
      #expect(!field.isFirstResponder)
      #expect(scene.collection.contentOffset.y == 608 - device.keyboardTop)
      #expect(
        scene.collection.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      scene.keyboard.hide()
      #expect(scene.collection.contentInset == .zero)
    }

    /// The collection view keeps the focused item's cell off screen too.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func aFocusedItemScrolledOffScreenKeepsItsCell(device: Device) throws {
      let scene = CollectionFormScene(device: device)
      let field = try #require(scene.field(item: 8))
      let cell = try #require(scene.collection.cellForItem(at: IndexPath(item: 8, section: 0)))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.collection.contentOffset = CGPoint(x: 0, y: 900)
      scene.stage.window.layoutIfNeeded()
      #expect(field.isFirstResponder)
      #expect(scene.collection.cellForItem(at: IndexPath(item: 8, section: 0)) == nil)
      #expect(!scene.collection.visibleCells.contains { $0 === cell })
      #expect(scene.collection.contentOffset.y == 900)
      scene.collection.contentOffset = CGPoint(x: 0, y: 548 - device.keyboardTop)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.collection.cellForItem(at: IndexPath(item: 8, section: 0)) === cell)
      #expect(field.isFirstResponder)
    }
  }
#endif
