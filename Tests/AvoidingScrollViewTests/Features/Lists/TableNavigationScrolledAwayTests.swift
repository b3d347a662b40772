#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Next from a field whose row the user scrolled off screen. UIKit keeps the first
  /// responder's cell while it is away (HeadlessUIKit, UITableView+FirstResponderCell.swift),
  /// so its field is still in the table; the rows between it and the screen come next in
  /// reading order, not the rows on screen.
  ///
  /// Arithmetic (TableFormScene: rows of 60 pt, row i's field 60 i + 8 … 60 i + 52, padded
  /// 60 i − 8 … 60 i + 68; visible content offset + T … offset + keyboardTop).
  @MainActor
  @Suite struct TableNavigationScrolledAwayTests {
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func nextFromARowScrolledAwayFocusesTheRowAfterItNotTheFirstRowOnScreen(device: Device)
      throws
    {
      let scene = TableFormScene(device: device, rowCount: 1000)
      let first = try #require(scene.field(row: 0))
      #expect(first.becomeFirstResponder())
      scene.keyboard.show()
      // The user drags the rows to offset 600: rows 10 and on have cells, row 1 has none.
      scene.table.contentOffset.y = 600
      scene.stage.window.layoutIfNeeded()
      #expect(scene.field(row: 1) == nil)
      #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
      #expect(first.isFirstResponder)

      #expect(scene.table.focusNextField())
      let second = try #require(scene.field(row: 1))
      #expect(second.isFirstResponder)
      // Row 1 (60 … 120) comes in at the top of the visible area, least motion: offset
      // 60 − T; then its padded field (52 … 128) is revealed at the top: offset 52 − T.
      // SE (T 0): 52; iPhone 15 (T 59): −7.
      #expect(scene.table.contentOffset.y == 52 - device.safeArea.top)
      #expect(scene.rectInWindow(second).minY == device.safeArea.top + 16)
    }
  }
#endif
