#if !canImport(UIKit)
  import Foundation

  /// A layout object that organizes items into a grid with optional header and footer views
  /// for each section.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout and
  /// UICollectionViewFlowLayout.h. The model scrolls vertically or horizontally (a
  /// horizontal layout is the vertical one with the axes swapped: lines are columns filled
  /// from the top), reserves header and footer space but creates no views for them, has no
  /// section insets or self-sizing, and fills each line from the left with
  /// `minimumInteritemSpacing` between items [choice: UIKit spreads the spare width of a line
  /// between its items; the two agree when items are as wide as the collection view, which is
  /// how the project's tests use it]. Each section starts a new line; lines are
  /// `minimumLineSpacing` apart, also across sections [choice].
  @preconcurrency @MainActor
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

    /// The default sizes to use for section headers and footers.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
    /// and footerreferencesize: "The default size values are (0, 0)"; "during layout, only the
    /// size that corresponds to the appropriate scrolling direction is used". The model
    /// reserves the space before (after) each section's items and creates no header or
    /// footer views [choice: the component reads only this geometry].
    open var headerReferenceSize: CGSize = .zero {
      didSet { collectionView?.layoutDidChange() }
    }

    /// The default size to use for section footers (see ``headerReferenceSize``).
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
    open var footerReferenceSize: CGSize = .zero {
      didSet { collectionView?.layoutDidChange() }
    }

    /// A Boolean value indicating whether headers pin to the top of the collection view
    /// bounds during scrolling.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds
    /// Default `false`. The model has no header views, so it records the flag only.
    open var sectionHeadersPinToVisibleBounds = false

    /// A Boolean value indicating whether footers pin to the bottom of the collection view
    /// bounds during scrolling.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionfooterspintovisiblebounds
    /// Default `false`; recorded only, as for headers.
    open var sectionFootersPinToVisibleBounds = false

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

    /// A header's or footer's length along the scroll axis: its height in a vertical
    /// layout, its width in a horizontal one [doc] headerreferencesize: "only the size that
    /// corresponds to the appropriate scrolling direction is used"; negative or non-finite
    /// counts as 0 [choice].
    private func barLength(_ size: CGSize) -> CGFloat {
      let length = axes.flow(size).height
      return length.isFinite ? max(0, length) : 0
    }

    /// Where `section`'s first line starts along the scroll axis, and the scroll-axis
    /// length of everything up to the end of the content.
    ///
    /// Each section is its header, its lines (`lineStep` apart), its footer. [choice] As
    /// before headers existed, lines stay `minimumLineSpacing` apart across sections: a
    /// section's last line keeps its trailing spacing, which lies before its footer; the
    /// content ends without the last trailing spacing when it ends with a line.
    private func sectionLineTops(itemCounts: [Int]) -> (tops: [CGFloat], length: CGFloat) {
      let header = barLength(headerReferenceSize)
      let footer = barLength(footerReferenceSize)
      var cursor: CGFloat = 0
      var endsWithLine = false
      var tops: [CGFloat] = []
      tops.reserveCapacity(itemCounts.count)
      for count in itemCounts {
        cursor += header
        if header > 0 { endsWithLine = false }
        tops.append(cursor)
        let lines = lineCount(items: count)
        cursor += CGFloat(lines) * lineStep
        if lines > 0 { endsWithLine = true }
        cursor += footer
        if footer > 0 { endsWithLine = false }
      }
      if endsWithLine { cursor -= max(0, minimumLineSpacing) }
      return (tops, max(0, cursor))
    }

    override func frameForItem(at indexPath: IndexPath, itemCounts: [Int]) -> CGRect? {
      guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section),
        (0..<itemCounts[indexPath.section]).contains(indexPath.item)
      else { return nil }
      let perLine = itemsPerLine
      let top = sectionLineTops(itemCounts: itemCounts).tops[indexPath.section]
      let line = indexPath.item / perLine
      let column = indexPath.item % perLine
      let item = flowItemSize
      return axes.flow(
        CGRect(
          x: CGFloat(column) * (item.width + max(0, minimumInteritemSpacing)),
          y: top + CGFloat(line) * lineStep, width: item.width, height: item.height))
    }

    override func contentSize(itemCounts: [Int]) -> CGSize {
      let length = sectionLineTops(itemCounts: itemCounts).length
      return axes.flow(CGSize(width: flowBoundsSize.width, height: length))
    }

    override func indexPathsForItems(in visibleRect: CGRect, itemCounts: [Int]) -> [IndexPath] {
      let rect = axes.flow(visibleRect)
      let step = lineStep
      guard step > 0, step.isFinite, rect.minY.isFinite, rect.maxY.isFinite, rect.height > 0
      else { return [] }
      let perLine = itemsPerLine
      let tops = sectionLineTops(itemCounts: itemCounts).tops
      var result: [IndexPath] = []
      for (section, count) in itemCounts.enumerated() {
        let top = tops[section]
        if top >= rect.maxY { break }
        let lines = lineCount(items: count)
        let from = max(0, Int(((rect.minY - top) / step).rounded(.down)))
        let to = min(lines, Int(((rect.maxY - top) / step).rounded(.up)))
        guard from < to else { continue }
        for line in from..<to {
          let start = line * perLine
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
      return result
    }
  }
#endif
