import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A registered cell with one text field; it builds its field in both initializers (the
  /// model creates registered cells with `init(coder:)`).
  final class FieldCollectionCell: UICollectionViewCell {
    let field = UITextField(frame: CGRect(x: 8, y: 8, width: 84, height: 34))
    private(set) var reuses = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(field)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// `items[section]` items per section, each a dequeued `FieldCollectionCell`.
  final class FieldItemsDataSource: NSObject, UICollectionViewDataSource {
    var items: [Int]
    private(set) var cellRequests = 0

    init(items: [Int]) {
      self.items = items
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { items[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      cellRequests += 1
      return collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath)
    }
  }

  /// `UICollectionView` with a flow layout: the grid, cells only for visible items, reuse,
  /// item updates.
  @Suite("Collection view")
  @MainActor
  struct CollectionViewTests {
    /// A 320 × 200 collection view at (0, 100) in a phone window; 100 × 50 items, 10 pt
    /// between items and lines (the flow layout's defaults for spacing).
    @MainActor
    struct GridScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let layout = UICollectionViewFlowLayout()
      let collection: UICollectionView
      let source: FieldItemsDataSource

      init(items: [Int]) {
        layout.itemSize = CGSize(width: 100, height: 50)
        collection = UICollectionView(
          frame: CGRect(x: 0, y: 100, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(FieldCollectionCell.self, forCellWithReuseIdentifier: "field")
        source = FieldItemsDataSource(items: items)
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
      }
    }

    // [doc] flow layout defaults (itemSize 50 × 50, spacing 10); the grid is the model's.
    @Test func theFlowLayoutHasUIKitsDefaults() {
      let layout = UICollectionViewFlowLayout()
      #expect(layout.itemSize == CGSize(width: 50, height: 50))
      #expect(layout.minimumLineSpacing == 10)
      #expect(layout.minimumInteritemSpacing == 10)
      #expect(layout.collectionView == nil)
      #expect(layout.collectionViewContentSize == .zero)
    }

    // [doc] "the collection view … requests only the cells for the items that are visible".
    @Test func itemsFillLinesAndOnlyVisibleItemsHaveCells() throws {
      let scene = GridScene(items: [20])
      // (320 + 10) / (100 + 10) = 3 items per line; 20 items → 7 lines of 60 less the last
      // spacing: 7 × 60 − 10 = 410.
      #expect(scene.collection.contentSize == CGSize(width: 320, height: 410))
      #expect(scene.layout.collectionView === scene.collection)
      #expect(scene.layout.collectionViewContentSize == CGSize(width: 320, height: 410))
      // Bounds y 0..<200: lines 0 (0…50), 1 (60…110), 2 (120…170), 3 (180…230) → 12 items.
      #expect(scene.collection.visibleCells.count == 12)
      #expect(scene.source.cellRequests == 12)
      // Item 4: line 1, column 1 → x 110, y 60.
      let item4 = try #require(scene.collection.cellForItem(at: IndexPath(item: 4, section: 0)))
      #expect(item4.frame == CGRect(x: 110, y: 60, width: 100, height: 50))
      #expect(item4.reuseIdentifier == "field")
      #expect(item4.superview === scene.collection)
      #expect(scene.collection.cellForItem(at: IndexPath(item: 12, section: 0)) == nil)
    }

    // [doc] dequeueReusableCell(withReuseIdentifier:for:) and prepareForReuse().
    @Test func scrollingReusesCells() {
      let scene = GridScene(items: [20])
      scene.collection.contentOffset = CGPoint(x: 0, y: 130)
      scene.window.layoutIfNeeded()
      // Bounds 130..<330: lines 2 (120…170) to 5 (300…350) → items 6..<18: 12 cells.
      #expect(
        scene.collection.indexPathsForVisibleItems
          == (6..<18).map { IndexPath(item: $0, section: 0) })
      // Lines 0, 1 (6 cells) left; 6 new items (lines 4, 5) reused them.
      let reuses = scene.collection.visibleCells.compactMap { $0 as? FieldCollectionCell }
        .map(\.reuses).reduce(0, +)
      #expect(reuses == 6)
      #expect(scene.collection.subviews.filter { $0 is UICollectionViewCell }.count == 12)
    }

    // [doc] insertItems(at:) / deleteItems(at:); sections start new lines.
    @Test func itemUpdatesMoveCellsAndResizeTheContent() throws {
      let scene = GridScene(items: [3, 2])
      // Section 1 starts on line 1: its item 0 at y 60.
      let s1 = try #require(scene.collection.cellForItem(at: IndexPath(item: 0, section: 1)))
      #expect(s1.frame.origin == CGPoint(x: 0, y: 60))
      scene.source.items = [4, 2]
      scene.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
      // Section 0 now needs 2 lines: section 1 starts on line 2 (y 120); 3 lines: 170 tall.
      #expect(s1.frame.origin == CGPoint(x: 0, y: 120))
      #expect(scene.collection.contentSize.height == 170)
      let focused = try #require(
        scene.collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? FieldCollectionCell)
      #expect(focused.field.becomeFirstResponder())
      scene.source.items = [3, 2]
      scene.collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
      #expect(!focused.field.isFirstResponder)
      #expect(s1.frame.origin == CGPoint(x: 0, y: 60))
      #expect(scene.collection.numberOfItems(inSection: 0) == 3)
      #expect(scene.collection.numberOfSections == 2)
    }
  }
#endif
