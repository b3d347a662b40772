import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UITableView.scrollToRow(at:at:animated:)`: each scroll position, relative to the
  /// visible area (the bounds less `adjustedContentInset`), within the scrollable range.
  @Suite("Table view scrolling to a row")
  @MainActor
  struct TableScrollToRowTests {
    /// A 320 × 200 table at (0, 100) on a phone (clear of the safe area), 100 rows of 50 pt
    /// (content 5,000), with a bottom content inset of 40: the visible area is 160 tall and
    /// the offset ranges over 0 … 5,000 + 40 − 200 = 4,840.
    @MainActor
    struct Scene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 200), style: .plain)
      let source = FieldRowsDataSource(rows: [100])

      init() {
        table.rowHeight = 50
        table.dataSource = source
        table.contentInset.bottom = 40
        window.addSubview(table)
        window.layoutIfNeeded()
      }

      func scroll(to row: Int, at position: UITableView.ScrollPosition) -> CGFloat {
        table.scrollToRow(at: IndexPath(row: row, section: 0), at: position, animated: false)
        return table.contentOffset.y
      }
    }

    // [doc] uitableview/scrollposition/none: "fully visible with a minimum of movement. If
    // the row is already fully visible, no scrolling occurs … if the row is above the
    // visible area, the behavior is identical to that specified by top."
    @Test func noneMovesTheLeastAndNotAtAllWhenTheRowIsVisible() throws {
      let scene = Scene()
      // Row 5 (250…300) below the visible 0…160: its bottom to 160, offset 140.
      #expect(scene.scroll(to: 5, at: .none) == 140)
      // The row's cell exists after the next layout pass: bounds 140…340 hold rows 2…6.
      #expect(scene.table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
      scene.window.layoutIfNeeded()
      #expect(scene.table.cellForRow(at: IndexPath(row: 5, section: 0)) != nil)
      // Row 4 (200…250) within the visible 140…300: no scrolling.
      #expect(scene.scroll(to: 4, at: .none) == 140)
      // Row 1 (50…100) above: as top, offset 50.
      #expect(scene.scroll(to: 1, at: .none) == 50)
    }

    // [doc] uitableview/scrollposition: top, middle, bottom "of the visible table view".
    @Test func topMiddleAndBottomPlaceTheRowInTheVisibleArea() {
      let scene = Scene()
      // Row 10 spans 500…550.
      #expect(scene.scroll(to: 10, at: .top) == 500)
      #expect(scene.scroll(to: 10, at: .middle) == 445)  // 525 − 160 / 2
      #expect(scene.scroll(to: 10, at: .bottom) == 390)  // 550 − 160
    }

    // [choice] A raw value no case names (an imported enum accepts any) scrolls as `.none`,
    // the least motion.
    @Test func anUnknownPositionScrollsAsNone() throws {
      let scene = Scene()
      let unknown = try #require(UITableView.ScrollPosition(rawValue: 9))
      #expect(scene.scroll(to: 5, at: unknown) == 140)  // row 5 (250…300): its bottom to 160
      #expect(scene.scroll(to: 4, at: unknown) == 140)  // row 4 (200…250) visible: no motion
    }

    // [choice] the offset stays within the scrollable range; an index path out of range does
    // nothing.
    @Test func theOffsetStaysInRangeAndABadIndexPathDoesNothing() {
      let scene = Scene()
      #expect(scene.scroll(to: 99, at: .top) == 4_840)  // 4,950 wanted, 4,840 at most
      #expect(scene.scroll(to: 0, at: .bottom) == 0)  // 50 − 160 = −110, 0 at least
      #expect(scene.scroll(to: 100, at: .top) == 0)
      scene.table.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top, animated: true)
      #expect(scene.table.contentOffset.y == 0)
    }
  }
#endif
