#if !canImport(UIKit)
  import Foundation

  // The cell that holds the first responder, scrolled off screen.
  //
  // [seen] UIKit keeps it rather than reuse it, and the field keeps editing:
  // - UITableView tracks that cell itself: its instance variables include
  //   `_firstResponderIndexPath` and `_firstResponderCell` (class dump of UITableView.h,
  //   iPhone OS 2); UICollectionView's include `_firstResponderView`, `_firstResponderIndexPath`
  //   (ktool dump of UICollectionView.h, iOS 15.6).
  // - A decompilation of UICollectionView's `_resignOrRebaseFirstResponderViewWithIndexPathMapping:`
  //   (square/Listable, ListView+iOS16.4Workaround.swift): after an update the collection
  //   view resigns the first responder only when its item or section was deleted
  //   (`_isFirstResponderInDeletedSectionOrItem`), and otherwise rebases its index path; a
  //   first responder that refuses to resign in a deleted item raises "The first responder
  //   contained inside of a deleted section or item refused to resign."
  // - Radar 13113345 (openradar-mirror #5330, iOS 6): "UICollectionView doesn't remove cells
  //   when the cell contains first responder"; SoySauceLab/CollectionKit#113 adds the same
  //   rule to a third-party collection view because without it "the keyboard dismisses
  //   immediately when the cell leaves the screen".
  // [choice] The kept cell stays in the table at its row's rect (so the field is where its
  // row is), is not listed by `visibleCells`, `indexPathsForVisibleRows` or
  // `cellForRow(at:)` while its row is off screen (the header: "returns nil if cell is not
  // visible"), and is the row's cell again, without asking the data source, when the row
  // comes back. Once its field resigns, the next layout pass queues it for reuse. A reload
  // (`reloadData()`, `reloadRows(at:with:)`) or a delete of its row lets it go at once, and
  // its field resigns with it (UITableView+Updates.swift).
  extension UITableView {
    /// The index paths of the cells whose rows intersect the bounds, in order.
    var onScreenIndexPaths: [IndexPath] {
      let visible = visibleFlatRange()
      return cellsByIndexPath.keys.sorted().filter { indexPath in
        guard let flat = flatIndex(of: indexPath) else { return false }
        return visible.contains(flat)
      }
    }
  }
#endif
