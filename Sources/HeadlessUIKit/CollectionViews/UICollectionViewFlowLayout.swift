#if !canImport(UIKit)
  import Foundation

  /// A layout object that organizes items into a grid with optional header and footer views
  /// for each section.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout and
  /// UICollectionViewFlowLayout.h. The model scrolls vertically or horizontally (a
  /// horizontal layout is the vertical one with the axes swapped: lines are columns filled
  /// from the top), has no section insets,
  /// headers, footers or self-sizing, and fills each line from the left with
  /// `minimumInteritemSpacing` between items [choice: UIKit spreads the spare width of a line
  /// between its items; the two agree when items are as wide as the collection view, which is
  /// how the project's tests use it]. Each section starts a new line; lines are
  /// `minimumLineSpacing` apart, also across sections [choice].
  @MainActor
  open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The default size to use for cells.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    /// "The default size value is (50.0, 50.0)."
    open var itemSize = CGSize(width: 50, height: 50) {
      didSet { collectionView?.layoutDidChange() }
    }

    /// The minimum spacing to use between lines of items in the grid.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
    /// "The default value of this property is 10.0."
    open var minimumLineSpacing: CGFloat = 10 {
      didSet { collectionView?.layoutDidChange() }
    }

    /// The minimum spacing to use between items in the same row.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
    /// "The default value of this property is 10.0."
    open var minimumInteritemSpacing: CGFloat = 10 {
      didSet { collectionView?.layoutDidChange() }
    }

    /// The scroll direction of the grid.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
    /// "The default value of this property is UICollectionView.ScrollDirection.vertical."
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
      didSet { collectionView?.layoutDidChange() }
    }

    /// The width and height of the collection view's contents: the collection view's width,
    /// and every line's height plus the spacing between lines.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    open override var collectionViewContentSize: CGSize {
      guard let collectionView else { return .zero }
      return contentSize(itemCounts: collectionView.loadedItemCounts)
    }

    // MARK: Model internals

    private var axes: FlowAxes { FlowAxes(isHorizontal: scrollDirection == .horizontal) }
    /// The item size and the collection view's size, in the vertical frame of reference.
    private var flowItemSize: CGSize { axes.flow(itemSize) }
    private var flowBoundsSize: CGSize { axes.flow(collectionView?.bounds.size ?? .zero) }

    /// Items per line: as many as fit the width with the spacing between them, at least one.
    private var itemsPerLine: Int {
      let width = flowBoundsSize.width
      let item = flowItemSize
      let step = item.width + max(0, minimumInteritemSpacing)
      guard item.width > 0, step > 0, width.isFinite else { return 1 }
      return max(1, Int(((width + max(0, minimumInteritemSpacing)) / step).rounded(.down)))
    }

    private var lineStep: CGFloat { max(0, flowItemSize.height) + max(0, minimumLineSpacing) }

    private func lineCount(items: Int) -> Int {
      items == 0 ? 0 : (items + itemsPerLine - 1) / itemsPerLine
    }

    /// The line (counted over all sections) where `section` starts.
    private func firstLine(ofSection section: Int, itemCounts: [Int]) -> Int {
      itemCounts[..<section].reduce(0) { $0 + lineCount(items: $1) }
    }

    override func frameForItem(at indexPath: IndexPath, itemCounts: [Int]) -> CGRect? {
      guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section),
        (0..<itemCounts[indexPath.section]).contains(indexPath.item)
      else { return nil }
      let perLine = itemsPerLine
      let line =
        firstLine(ofSection: indexPath.section, itemCounts: itemCounts) + indexPath.item / perLine
      let column = indexPath.item % perLine
      let item = flowItemSize
      return axes.flow(
        CGRect(
          x: CGFloat(column) * (item.width + max(0, minimumInteritemSpacing)),
          y: CGFloat(line) * lineStep, width: item.width, height: item.height))
    }

    override func contentSize(itemCounts: [Int]) -> CGSize {
      let lines = itemCounts.reduce(0) { $0 + lineCount(items: $1) }
      let height = lines == 0 ? 0 : CGFloat(lines) * lineStep - max(0, minimumLineSpacing)
      return axes.flow(CGSize(width: flowBoundsSize.width, height: height))
    }

    override func indexPathsForItems(in visibleRect: CGRect, itemCounts: [Int]) -> [IndexPath] {
      let rect = axes.flow(visibleRect)
      let step = lineStep
      guard step > 0, step.isFinite, rect.minY.isFinite, rect.maxY.isFinite, rect.height > 0
      else { return [] }
      let firstVisibleLine = max(0, Int((rect.minY / step).rounded(.down)))
      let endLine = Int((rect.maxY / step).rounded(.up))
      let perLine = itemsPerLine
      var result: [IndexPath] = []
      var sectionFirstLine = 0
      for (section, count) in itemCounts.enumerated() {
        let lines = lineCount(items: count)
        let from = max(firstVisibleLine, sectionFirstLine)
        let to = min(endLine, sectionFirstLine + lines)
        if from < to {
          for line in from..<to {
            let start = (line - sectionFirstLine) * perLine
            for item in start..<min(count, start + perLine) {
              let indexPath = IndexPath(item: item, section: section)
              if let frame = frameForItem(at: indexPath, itemCounts: itemCounts),
                frame.intersects(visibleRect)
              {
                result.append(indexPath)
              }
            }
          }
        }
        sectionFirstLine += lines
        if sectionFirstLine >= endLine { break }
      }
      return result
    }
  }
#endif
