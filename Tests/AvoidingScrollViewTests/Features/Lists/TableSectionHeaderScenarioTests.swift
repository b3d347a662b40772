#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A table whose `rectForHeader(inSection:)` reports `reportedHeaderHeight` however the
  /// sections are laid out: bad input from an app's override (or a delegate height gone
  /// wrong) that the component must survive.
  final class MisreportingHeaderTable: AvoidingTableView {
    var reportedHeaderHeight: CGFloat = 0

    override func rectForHeader(inSection section: Int) -> CGRect {
      CGRect(x: 0, y: 0, width: bounds.width, height: reportedHeaderHeight)
    }
  }

  /// Issue 12 item 2 for table views: a plain table's section headers and footers float
  /// over its rows (PinnedSectionBars), a grouped table's scroll with them.
  ///
  /// A full-screen `AvoidingTableView` of 30 rows of 60 pt `TextFieldCell`s in one section
  /// (TableFormScene's rows), with `sectionHeaderHeight` 40: row i spans 40 + 60 i …
  /// 100 + 60 i, its field 48 + 60 i … 92 + 60 i; row 4's field 288 … 332, padded by 16
  /// 272 … 348. Content 40 + 30 × 60 = 1840.
  /// iPhone SE: T 0, keyboardTop 315. iPhone 15: T 59, keyboardTop 516.
  @MainActor
  @Suite struct TableSectionHeaderScenarioTests {
    @MainActor
    private final class Scene {
      let stage: EditingStage
      let table: AvoidingTableView
      let rows = TextFieldRows(count: 30)

      init(
        device: Device, table: AvoidingTableView, header: CGFloat, footer: CGFloat = 0
      ) {
        stage = EditingStage(device: device)
        self.table = table
        table.rowHeight = 60
        table.sectionHeaderHeight = header
        table.sectionFooterHeight = footer
        table.frame = stage.window.bounds
        table.dataSource = rows
        stage.window.addSubview(table)
        stage.window.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
        stage.window.layoutIfNeeded()
      }

      func field(row: Int) -> UITextField? {
        (table.cellForRow(at: IndexPath(row: row, section: 0)) as? TextFieldCell)?.field
      }

      /// The keyboard up with row 7's field focused; the user scrolls the content to
      /// offset 260, then taps row 4's field.
      func scrollAndFocusRow4() throws -> UITextField {
        #expect(try #require(field(row: 7)).becomeFirstResponder())
        stage.keyboard.show()
        table.contentOffset = CGPoint(x: 0, y: 260)  // the user scrolls
        stage.window.layoutIfNeeded()
        let tapped = try #require(field(row: 4))
        #expect(tapped.becomeFirstResponder())
        stage.window.layoutIfNeeded()
        return tapped
      }
    }

    /// Plain style, header pinned: at offset 260 the visible top is 260 + T and the floating
    /// header covers the next 40 pt, so the padded field's top 272 must come to 260… + T +
    /// 40: offset 272 − 40 − T = 232 (SE), 173 (iPhone 15). On screen the field starts at
    /// 288 − offset = T + 56 (56, 115): below the header's bottom T + 40, not under it.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func fieldRevealedUpwardLandsBelowTheFloatingHeader(device: Device) throws {
      let scene = Scene(
        device: device, table: AvoidingTableView(frame: .zero, style: .plain), header: 40)
      #expect(scene.table.contentSize.height == 1840)
      let field = try scene.scrollAndFocusRow4()
      let top = device.safeArea.top
      #expect(scene.table.contentOffset.y == 232 - top)
      #expect(scene.stage.rectInWindow(field).minY == top + 56)
      #expect(scene.stage.rectInWindow(field).minY - 16 >= top + 40)
    }

    /// Grouped and inset grouped: headers scroll with the rows, so no extra room. SE: the
    /// padded top 272 is below the visible top 260 + 0: nothing moves (field at 288 − 260 =
    /// 28). iPhone 15: visible top 260 + 59 = 319 > 272 → offset 272 − 59 = 213, field at
    /// 288 − 213 = 75 = T + 16, where a floating header would have covered it.
    @Test(
      arguments: [UITableView.Style.grouped, .insetGrouped],
      Array(zip([Device.iPhoneSE, .iPhone15], [(260.0, 28.0), (213.0, 75.0)])))
    func aGroupedTableGivesNoExtraRoom(
      style: UITableView.Style, onDevice: (Device, (CGFloat, CGFloat))
    ) throws {
      let (device, expected) = onDevice
      let scene = Scene(
        device: device, table: AvoidingTableView(frame: .zero, style: style), header: 40)
      let field = try scene.scrollAndFocusRow4()
      #expect(scene.table.contentOffset.y == expected.0)
      #expect(scene.stage.rectInWindow(field).minY == expected.1)
    }

    /// Plain style, but the field sits in the table outside any cell (an app's own subview
    /// at row 4's field's place, 288 … 332): its section is unknown, so no header is counted
    /// and the reveal is the grouped one: SE offset 260, field at 28; iPhone 15 offset 213,
    /// field at 75.
    @Test(arguments: zip([Device.iPhoneSE, .iPhone15], [(260.0, 28.0), (213.0, 75.0)]))
    func aFieldOutsideTheCellsCountsNoHeader(device: Device, expected: (CGFloat, CGFloat))
      throws
    {
      let scene = Scene(
        device: device, table: AvoidingTableView(frame: .zero, style: .plain), header: 40)
      let loose = UITextField(frame: CGRect(x: 16, y: 288, width: 200, height: 44))
      scene.table.addSubview(loose)
      #expect(try #require(scene.field(row: 7)).becomeFirstResponder())
      scene.stage.keyboard.show()
      scene.table.contentOffset = CGPoint(x: 0, y: 260)  // the user scrolls
      scene.stage.window.layoutIfNeeded()
      #expect(loose.becomeFirstResponder())
      #expect(scene.table.contentOffset.y == expected.0)
      #expect(scene.stage.rectInWindow(loose).minY == expected.1)
    }

    /// Plain style, a 30 pt footer and no header: the section's footer floats above the
    /// keyboard while the section runs on below. Row 8's field 480 + 8 … 480 + 52 = 488 …
    /// 532, padded bottom 548, must end 30 pt above the keyboard's top: offset 548 + 30 −
    /// keyboardTop = 263 (SE), 62 (iPhone 15). Content 30 × 60 + 30 = 1830.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func fieldRevealedDownwardStopsAboveTheFloatingFooter(device: Device) throws {
      let scene = Scene(
        device: device, table: AvoidingTableView(frame: .zero, style: .plain), header: 0,
        footer: 30)
      #expect(scene.table.contentSize.height == 1830)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.stage.keyboard.show()
      #expect(scene.table.contentOffset.y == 578 - device.keyboardTop)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.stage.rectInWindow(field).maxY == device.keyboardTop - 16 - 30)
    }

    /// Bad input: the table reports a NaN, negative or huge header height for the field's
    /// section while laying out none (`sectionHeaderHeight` left automatic: row i at 60 i,
    /// row 4's field 248 … 292, padded 232 … 308). NaN and negative count as no header; a
    /// header taller than the visible area cannot be avoided: all three reveal as without a
    /// header, offset 232 − T (visible top 260 + T > 232), field at T + 16. The keyboard
    /// inset is untouched: keyboard height − B (SE 253 − 0; iPhone 15 336 − 34 = 302).
    @Test(
      arguments: [CGFloat.nan, -40, 1e9],
      [Device.iPhoneSE, .iPhone15])
    func aBadHeaderHeightIsNoHeader(height: CGFloat, device: Device) throws {
      let table = MisreportingHeaderTable(frame: .zero, style: .plain)
      table.reportedHeaderHeight = height
      let scene = Scene(device: device, table: table, header: UITableView.automaticDimension)
      #expect(scene.table.contentSize.height == 1800)
      let field = try scene.scrollAndFocusRow4()
      let top = device.safeArea.top
      #expect(scene.table.contentOffset.y == 232 - top)
      #expect(scene.stage.rectInWindow(field).minY == top + 16)
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
    }
  }
#endif
