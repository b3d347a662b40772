import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UICollectionViewFlowLayout.scrollDirection = .horizontal`: lines are columns, the
  /// content is as tall as the view and grows in width.
  /// Source: uicollectionviewflowlayout/scrolldirection, minimumlinespacing ("for a
  /// horizontally scrolling grid … the minimum spacing between successive columns").
  @Suite("Horizontal flow layout")
  @MainActor
  struct HorizontalFlowLayoutTests {
    /// A 320 × 130 collection view at (0, 100); 100 × 50 items, the default spacings (10).
    private func makeCarousel(items: [Int]) -> (UICollectionView, FieldItemsDataSource) {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let layout = UICollectionViewFlowLayout()
      #expect(layout.scrollDirection == .vertical)  // the default
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 100, height: 50)
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 100, width: 320, height: 130), collectionViewLayout: layout)
      collection.register(FieldCollectionCell.self, forCellWithReuseIdentifier: "field")
      let source = FieldItemsDataSource(items: items)
      collection.dataSource = source
      window.addSubview(collection)
      window.layoutIfNeeded()
      return (collection, source)
    }

    @Test func columnsFillFromTheTopAndTheContentGrowsInWidth() throws {
      let (collection, source) = makeCarousel(items: [7])
      // Per column: (130 + 10) / (50 + 10) = 2.33 → 2 items; 7 items → 4 columns.
      // Width 4 × 100 + 3 × 10 = 430; height = the view's, 130.
      #expect(collection.contentSize == CGSize(width: 430, height: 130))
      // Item 3: column 1, row 1 → x 110, y 60.
      let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
      #expect(cell.frame == CGRect(x: 110, y: 60, width: 100, height: 50))
      // Bounds 0 … 320 show columns 0 … 2 (x 0 … 310): items 0 … 5.
      #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
      // Scrolled to x 200: columns 1 … 3 (110 … 430) intersect 200 … 520: items 2 … 6.
      collection.contentOffset = CGPoint(x: 200, y: 0)
      collection.layoutIfNeeded()
      #expect(collection.indexPathsForVisibleItems.map(\.item) == [2, 3, 4, 5, 6])
      #expect(source.items == [7])
    }

    @Test func aTallerViewFitsMoreItemsPerColumn() {
      let (collection, _) = makeCarousel(items: [7])
      // 190 tall: (190 + 10) / 60 = 3.33 → 3 per column; 7 items → 3 columns: 320 wide.
      collection.frame = CGRect(x: 0, y: 100, width: 320, height: 190)
      #expect(collection.contentSize == CGSize(width: 320, height: 190))
      // Back to vertical: 320 wide, (320 + 10) / 110 = 3 per line, 3 lines: 3 × 50 + 2 × 10.
      (collection.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection =
        .vertical
      #expect(collection.contentSize == CGSize(width: 320, height: 170))
    }
  }
#endif
