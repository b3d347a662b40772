import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UICollectionView.scrollToItem(at:at:animated:)` with a vertical flow layout.
  @Suite("Collection view scrolling to an item")
  @MainActor
  struct CollectionScrollToItemTests {
    /// A 320 × 200 collection view at (0, 100) on a phone: 60 items of 100 × 50, three to a
    /// line, lines 60 pt apart (item k on line k / 3 spans 60 (k / 3) … 60 (k / 3) + 50);
    /// content 20 × 60 − 10 = 1,190. A bottom content inset of 40 leaves a visible area 160
    /// tall; the offset ranges over 0 … 1,190 + 40 − 200 = 1,030.
    @MainActor
    struct Scene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let layout = UICollectionViewFlowLayout()
      let collection: UICollectionView
      let source = FieldItemsDataSource(items: [60])

      init() {
        layout.itemSize = CGSize(width: 100, height: 50)
        collection = UICollectionView(
          frame: CGRect(x: 0, y: 100, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(FieldCollectionCell.self, forCellWithReuseIdentifier: "field")
        collection.dataSource = source
        collection.contentInset.bottom = 40
        window.addSubview(collection)
        window.layoutIfNeeded()
      }

      func scroll(to item: Int, at position: UICollectionView.ScrollPosition) -> CGFloat {
        collection.scrollToItem(
          at: IndexPath(item: item, section: 0), at: position, animated: false)
        return collection.contentOffset.y
      }
    }

    // [doc] uicollectionview/scrolltoitem(at:at:animated:) and UICollectionView.h's positions.
    @Test func verticalPositionsPlaceTheItemInTheVisibleArea() {
      let scene = Scene()
      // Item 16: line 5, 300…350.
      #expect(scene.scroll(to: 16, at: .bottom) == 190)  // 350 − 160
      #expect(scene.collection.cellForItem(at: IndexPath(item: 16, section: 0)) == nil)
      scene.window.layoutIfNeeded()
      #expect(scene.collection.cellForItem(at: IndexPath(item: 16, section: 0)) != nil)
      // Item 4: line 1, 60…110.
      #expect(scene.scroll(to: 4, at: .top) == 60)
      #expect(scene.scroll(to: 4, at: .centeredVertically) == 5)  // 85 − 160 / 2
      // A horizontal position alongside changes nothing in a vertical layout.
      #expect(scene.scroll(to: 4, at: [.top, .left]) == 60)
    }

    // [choice] no vertical position: the least motion; the offset stays in range; an index
    // path out of range does nothing.
    @Test func noVerticalPositionMovesTheLeastAndBadIndexPathsDoNothing() {
      let scene = Scene()
      #expect(scene.scroll(to: 16, at: []) == 190)  // below 0…160: 350 − 160
      #expect(scene.scroll(to: 17, at: []) == 190)  // same line, visible: no motion
      #expect(scene.scroll(to: 0, at: []) == 0)  // above: its top, 0
      #expect(scene.scroll(to: 59, at: .top) == 1_030)  // 1,140 wanted, 1,030 at most
      #expect(scene.scroll(to: 60, at: .top) == 1_030)
      #expect(scene.scroll(to: 0, at: .bottom) == 0)  // 50 − 160 = −110, 0 at least
    }
  }
#endif
