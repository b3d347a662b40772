#if !canImport(UIKit)
  import Foundation

  // Items reloaded or moved while the collection view is on screen, as the model's table
  // view reloads and moves rows (UITableView+Updates.swift has the evidence).
  //
  // Reload: [doc] uicollectionview/reloaditems(at:): the collection view discards the cells
  // of those items and asks its data source for new ones; a field in a discarded cell
  // resigns (for `reloadData()` [seen] ChoiysApple/Filmboard#11: a search field in a
  // collection view's header "is resigned from First Responder when UICollectionView is
  // reloaded").
  // Move: [doc] uicollectionview/moveitem(at:to:); the cell goes with its item and its first
  // responder is rebased, not resigned [seen: square/Listable's decompilation of
  // `_resignOrRebaseFirstResponderViewWithIndexPathMapping:`].
  // [choice] Within the call; index paths out of range are ignored (UIKit raises).
  extension UICollectionView {
    /// `reloadItems(at:)`: the cells of `indexPaths` leave (their first responder resigns),
    /// then new cells are asked for.
    func applyItemReload(at indexPaths: [IndexPath]) {
      for indexPath in indexPaths { recycleCell(at: indexPath) }
      applyItemUpdate()
      setNeedsLayout()
    }

    /// `moveItem(at:to:)`: the cell of `source` goes to `destination`, the items between
    /// close up and open up around it.
    func applyItemMove(from source: IndexPath, to destination: IndexPath) {
      let oldCounts = loadedItemCounts
      let newCounts = currentDataSourceCounts()
      guard source != destination, Self.contains(source, in: oldCounts),
        Self.contains(destination, in: newCounts)
      else { return }
      let moving = cellsByIndexPath.removeValue(forKey: source)
      shiftCells(inSection: source.section, fromItem: source.item + 1, by: -1)
      shiftCells(inSection: destination.section, fromItem: destination.item, by: 1)
      if let moving { cellsByIndexPath[destination] = moving }
      applyItemUpdate()
      // No size changed: the next layout pass is how the owner learns of the move.
      setNeedsLayout()
    }

    private static func contains(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
      indexPath.count == 2 && counts.indices.contains(indexPath.section)
        && (0..<counts[indexPath.section]).contains(indexPath.item)
    }
  }
#endif
