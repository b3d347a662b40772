#if !canImport(UIKit)
  import Foundation

  // Rows reloaded or moved while the table is on screen.
  //
  // Reload: [doc] uitableview/reloadrows(at:with:): "Reloading a row causes the table view to
  // ask its data source for a new cell for that row. The table animates that new cell in as
  // it animates the old row out." The old cell leaves the table, so a field in it resigns
  // and the keyboard goes unless another field takes over [seen: Stack Overflow 5344206
  // ("Change UITableView row height without dismissing keyboard": reloading the row dismisses
  // it, begin/endUpdates does not), cited in ra1028/Former#108]. The same holds for
  // `reloadData()` [seen: RxSwiftCommunity/RxDataSources#126, BendingSpoons/katana-swift#96,
  // ra1028/Former#108 "UITableView reloadData, keyboard dismiss"].
  // Move: [doc] uitableview/moverow(at:to:) moves the row; the cell goes with it (UIKit
  // animates the existing cell to its new place) and its first responder stays, rebased to
  // the new index path [seen: UICollectionView's `_resignOrRebaseFirstResponderView…`, see
  // UITableView+FirstResponderCell.swift].
  // [choice] Both apply within the call, as inserts and deletes do in the model; index paths
  // out of range are ignored (UIKit raises an exception for them). The data source is read
  // again for the counts.
  extension UITableView {
    /// `reloadRows(at:with:)`: the cells of `indexPaths` leave (their first responder
    /// resigns), then new cells are asked for.
    func applyRowReload(at indexPaths: [IndexPath]) {
      for indexPath in indexPaths where flatIndex(of: indexPath) != nil {
        recycleCell(at: indexPath)
      }
      applyRowUpdate()
      setNeedsLayout()
    }

    /// `moveRow(at:to:)`: the cell of `source` goes to `destination`, the rows between
    /// close up and open up around it.
    func applyRowMove(from source: IndexPath, to destination: IndexPath) {
      guard flatIndex(of: source) != nil, source != destination else { return }
      let newCounts = currentDataSourceCounts()
      guard destination.count == 2, newCounts.indices.contains(destination.section),
        (0..<newCounts[destination.section]).contains(destination.row)
      else { return }
      let moving = cellsByIndexPath.removeValue(forKey: source)
      shiftCells(inSection: source.section, fromRow: source.row + 1, by: -1)
      shiftCells(inSection: destination.section, fromRow: destination.row, by: 1)
      if let moving { cellsByIndexPath[destination] = moving }
      applyRowUpdate()
      // The rows moved without any change of size: the next layout pass is how the owner
      // learns of it.
      setNeedsLayout()
    }
  }
#endif
