#if !canImport(UIKit)
  import Foundation

  // How the model's collection view creates, places and reuses cells. [doc] uicollectionview:
  // "the collection view … requests only the cells for the items that are visible"
  // (dequeuing: "the collection view maintains a queue or list of view objects that the data
  // source has marked for reuse"). [choice] As for the model's table view: visible = the
  // items whose layout frames intersect the bounds; a cell that leaves is removed and queued,
  // except the cell that holds the first responder, kept as the table view keeps it.
  extension UICollectionView {
    /// The item counts, read from the data source if they have not been read yet.
    var loadedItemCounts: [Int] {
      if let itemCounts { return itemCounts }
      let counts = currentDataSourceCounts()
      itemCounts = counts
      updateContentSize()
      return counts
    }

    /// The counts the data source reports now; negative counts read as 0 [choice].
    func currentDataSourceCounts() -> [Int] {
      guard let dataSource else { return [] }
      let sections = max(0, dataSource.numberOfSections(in: self))
      return (0..<sections).map {
        max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
      }
    }

    /// The layout changed (new layout, item size, spacing, width): resize the content and
    /// lay the cells out again.
    func layoutDidChange() {
      updateContentSize()
      setNeedsLayout()
    }

    /// The content size is the layout's [doc: uicollectionviewlayout/collectionviewcontentsize
    /// "the collection view uses this information to configure its own content size"].
    func updateContentSize() {
      guard let counts = itemCounts else { return }
      let size = collectionViewLayout.contentSize(itemCounts: counts)
      if contentSize != size { contentSize = size }
    }

    /// Puts a cell on screen at its layout frame for every item that intersects the bounds,
    /// and queues the cells of items that no longer do.
    func layOutVisibleCells() {
      let counts = loadedItemCounts
      let visible = collectionViewLayout.indexPathsForItems(in: bounds, itemCounts: counts)
      let visibleSet = Set(visible)
      for (indexPath, cell) in cellsByIndexPath where !visibleSet.contains(indexPath) {
        // The cell holding the first responder stays where its item is
        // (UITableView+FirstResponderCell.swift has the evidence, for both kinds of list).
        if cell.holdsFirstResponder,
          let frame = collectionViewLayout.frameForItem(at: indexPath, itemCounts: counts)
        {
          cell.frame = frame
          continue
        }
        recycleCell(at: indexPath)
      }
      for indexPath in visible {
        guard let frame = collectionViewLayout.frameForItem(at: indexPath, itemCounts: counts)
        else { continue }
        let cell: UICollectionViewCell
        if let existing = cellsByIndexPath[indexPath] {
          cell = existing
        } else {
          guard let dataSource else { return }
          cell = dataSource.collectionView(self, cellForItemAt: indexPath)
          // [choice] A cell handed back for two items moves to the later one.
          if let previous = self.indexPath(for: cell) { cellsByIndexPath[previous] = nil }
          cellsByIndexPath[indexPath] = cell
        }
        cell.frame = frame
        if cell.superview !== self { addSubview(cell) }
        cell.layoutIfNeeded()
      }
    }

    /// After items were inserted or deleted (cells already re-indexed).
    func applyItemUpdate() {
      itemCounts = currentDataSourceCounts()
      layOutVisibleCells()
      updateContentSize()
    }

    /// Takes the cell of `indexPath` off screen and queues it for reuse.
    func recycleCell(at indexPath: IndexPath) {
      guard let cell = cellsByIndexPath.removeValue(forKey: indexPath) else { return }
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier {
        reusableCells[identifier, default: []].append(cell)
      }
    }

    /// The index paths of the cells whose items intersect the bounds, in order.
    var onScreenIndexPaths: [IndexPath] {
      let visible = Set(
        collectionViewLayout.indexPathsForItems(in: bounds, itemCounts: loadedItemCounts))
      return cellsByIndexPath.keys.sorted().filter { visible.contains($0) }
    }

    /// Moves the cells of items `item...` in `section` by `delta`.
    func shiftCells(inSection section: Int, fromItem item: Int, by delta: Int) {
      let moving = cellsByIndexPath.filter { $0.key.section == section && $0.key.item >= item }
      for key in moving.keys { cellsByIndexPath[key] = nil }
      for (key, cell) in moving {
        cellsByIndexPath[IndexPath(item: key.item + delta, section: section)] = cell
      }
    }
  }
#endif
