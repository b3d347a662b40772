#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// `AvoidingTableView`: fields in cells (F10), rows inserted and deleted while the keyboard
  /// is up (S7), hide restores the app's insets (S3, S6), and bad input.
  ///
  /// Arithmetic (TableFormScene): 30 rows of 60 pt, content 1800 tall (taller than every
  /// screen used, so the safe area applies: T = safe.top, B = safe.bottom). Row i's field
  /// padded by 16 spans 60 i − 8 … 60 i + 68. Docked keyboard: added inset = keyboard height
  /// − B; visible content = offset + T … offset + keyboardTop.
  /// iPhone SE: H 568, T 0, B 0, keyboard 253, keyboardTop 315.
  /// iPhone 15: H 852, T 59, B 34, keyboard 336, keyboardTop 516.
  /// iPad Pro 12.9": H 1366, T 24, B 20, keyboard 398, keyboardTop 968.
  @MainActor
  @Suite struct TableViewScenarioTests {
    /// F10: the field in row `row` is under the keyboard once it shows; the table insets by
    /// the covered height and scrolls the least distance that shows the padded field.
    @Test(arguments: zip([Device.iPhoneSE, .iPhone15, .iPadPro], [8, 8, 16]))
    func fieldInACellHiddenByTheKeyboardIsRevealed(device: Device, row: Int) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: row))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // SE 253 − 0 = 253; iPhone 15 336 − 34 = 302; iPad 398 − 20 = 378.
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(scene.table.contentInset.bottom == added)
      #expect(scene.table.verticalScrollIndicatorInsets.bottom == added)
      // Padded bottom 60 row + 68 (548, 548, 1028) was below keyboardTop (315, 516, 968):
      // offset = 60 row + 68 − keyboardTop = 233, 32, 60.
      #expect(scene.table.contentOffset.y == CGFloat(60 * row + 68) - device.keyboardTop)
      scene.stage.window.layoutIfNeeded()
      // On screen the field ends 16 pt above the keyboard, and is still being edited.
      #expect(field.isFirstResponder)
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 16)
    }

    /// F1 in a table: focus moves row 8 → 9 → 4 with the keyboard up (no keyboard
    /// notification). Each move is the least one, and only the rows on screen have cells.
    @Test(arguments: zip([Device.iPhoneSE, .iPhone15], [(232.0, 11), (92.0, 15)]))
    func focusMovesBetweenCellsWithTheKeyboardUp(device: Device, expected: (CGFloat, Int))
      throws
    {
      let scene = TableFormScene(device: device)
      let top = device.safeArea.top
      let keyboardTop = device.keyboardTop
      #expect(try #require(scene.field(row: 8)).becomeFirstResponder())
      scene.keyboard.show()
      #expect(scene.table.contentOffset.y == 548 - keyboardTop)  // 233, 32
      scene.stage.window.layoutIfNeeded()

      // Row 9 padded 532…608, below the visible bottom 548: offset 608 − keyboardTop.
      #expect(try #require(scene.field(row: 9)).becomeFirstResponder())
      #expect(scene.table.contentOffset.y == 608 - keyboardTop)  // 293, 92
      scene.stage.window.layoutIfNeeded()

      // Row 4 padded 232…308; visible top 608 − keyboardTop + T = 293 (SE): scroll up to
      // 232 − T = 232; iPhone 15: 151 ≤ 232, already visible: stays at 92.
      #expect(try #require(scene.field(row: 4)).becomeFirstResponder())
      #expect(scene.table.contentOffset.y == expected.0)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      // Cells only for the rows on screen: bounds 232…800 hold rows 3…13 (11) on the SE;
      // 92…944 hold rows 1…15 (15) on the iPhone 15.
      #expect(scene.table.visibleCells.count == expected.1)
      #expect(scene.rectInWindow(try #require(scene.field(row: 4))).minY >= top)
    }

    /// S7/F10: two rows inserted above the focused field while the keyboard is up push it
    /// under the keyboard; the table follows it, and the inset does not change.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func rowsInsertedAboveTheFocusedFieldKeepItVisible(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      let added = device.keyboardHeight - device.safeArea.bottom
      scene.rows.count = 32
      scene.table.insertRows(
        at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
      // The field is now in row 10, padded 592…668: offset 668 − keyboardTop = 353, 152.
      #expect(scene.table.contentOffset.y == 668 - device.keyboardTop)
      #expect(scene.table.contentInset.bottom == added)
      #expect(scene.table.contentSize.height == 1920)  // 32 × 60
      scene.stage.window.layoutIfNeeded()
      #expect(field.isFirstResponder)
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 16)
    }

    /// Bad input: the focused row is deleted while the keyboard is up. Its field resigns
    /// with the cell; the inset stays for the keyboard that is still up, and the hide that
    /// iOS then sends gives the app its insets back.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func deletingTheFocusedRowKeepsTheInsetUntilTheKeyboardHides(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      let offset = scene.table.contentOffset.y  // 233, 32
      scene.rows.count = 29
      scene.table.deleteRows(at: [IndexPath(row: 8, section: 0)], with: .fade)
      #expect(!field.isFirstResponder)
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      #expect(scene.table.contentSize.height == 1740)  // 29 × 60
      // Nothing focused: no scroll.
      #expect(scene.table.contentOffset.y == offset)
      scene.keyboard.hide()
      #expect(scene.table.contentInset == .zero)
      #expect(scene.table.verticalScrollIndicatorInsets == .zero)
      // Within the range 1740 − H + B (1172, 922) after the hide: stays.
      #expect(scene.table.contentOffset.y == offset)
    }

    /// S3 + S6: the app changes the table's top inset while the keyboard is up; on hide
    /// exactly the app's insets remain.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func keyboardHideRestoresTheAppsInsets(device: Device) throws {
      let scene = TableFormScene(device: device)
      #expect(try #require(scene.field(row: 8)).becomeFirstResponder())
      scene.keyboard.show()
      scene.table.contentInset.top = 10
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(
        scene.table.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: added, right: 0))
      scene.keyboard.hide()
      #expect(scene.table.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
      #expect(scene.table.verticalScrollIndicatorInsets == .zero)
    }

    /// Bad input: the table leaves its window while the keyboard is up (a nil window mid
    /// update), then the keyboard changes: insets back at once, nothing written afterwards.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func leavingTheWindowWithTheKeyboardUpRestoresInsets(device: Device) throws {
      let scene = TableFormScene(device: device)
      #expect(try #require(scene.field(row: 8)).becomeFirstResponder())
      scene.keyboard.show()
      scene.table.removeFromSuperview()
      #expect(scene.table.contentInset == .zero)
      scene.keyboard.show(quickType: false)
      scene.keyboard.hide()
      #expect(scene.table.contentInset == .zero)
      #expect(scene.table.verticalScrollIndicatorInsets == .zero)
    }

    /// Bad input: a reload while the keyboard is up, with a data source that hands back a
    /// cell of the wrong kind (no field) for one row: no crash, the inset stays.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func reloadWithAWrongCellKeepsTheInset(device: Device) throws {
      let scene = TableFormScene(device: device)
      #expect(try #require(scene.field(row: 8)).becomeFirstResponder())
      scene.keyboard.show()
      scene.rows.plainRows = [9]
      scene.table.reloadData()
      scene.stage.window.layoutIfNeeded()
      #expect(scene.field(row: 9) == nil)
      #expect(scene.table.cellForRow(at: IndexPath(row: 9, section: 0)) != nil)
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
    }

    /// S9 in a table: the user scrolls the focused row off screen with the keyboard up. Its
    /// cell leaves the table (in the model the field resigns with it: UIKit's behaviour is not
    /// documented, and the component does not rely on it); the inset stays for the keyboard
    /// still up and nothing pulls the table back toward the row.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func scrollingTheFocusedRowOffScreenDoesNotPullBack(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // Row 8 spans 480…540; at offset 900 the bounds start at 900 (plus T): row 8 is gone.
      scene.table.contentOffset = CGPoint(x: 0, y: 900)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.table.cellForRow(at: IndexPath(row: 8, section: 0)) == nil)
      #expect(scene.table.contentOffset.y == 900)
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      // Bounds 900…900 + H: rows 15 … (900 + H) / 60 − 1: SE 15…24 (10), iPhone 15 15…29 (15).
      #expect(scene.table.visibleCells.count == (device.screenSize.height == 568 ? 10 : 15))
    }

    /// `isKeyboardAvoidanceEnabled` and `keyboardPadding` act at once on a table too.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func configurationActsAtOnce(device: Device) throws {
      let scene = TableFormScene(device: device)
      scene.table.isKeyboardAvoidanceEnabled = false
      #expect(try #require(scene.field(row: 8)).becomeFirstResponder())
      scene.keyboard.show()
      #expect(scene.table.contentInset == .zero)
      scene.table.keyboardPadding = 0
      scene.table.isKeyboardAvoidanceEnabled = true
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      // No padding: the field's bottom 532 meets keyboardTop: offset 532 − keyboardTop.
      #expect(scene.table.contentOffset.y == 532 - device.keyboardTop)
    }
  }
#endif
