import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A table view or collection view seen as what field navigation needs: rows in index path
/// order, of which only those on screen have cells.
///
/// [doc] uitableview: a table view "only creates cells for the rows that are visible";
/// uicollectionview likewise "requests only the cells for the items that are visible". So
/// the fields of the rows after (or before) the screen are not views yet: reaching them
/// means scrolling their row in first.
@MainActor
enum CellList {
  case table(UITableView)
  case collection(UICollectionView)

  /// The list `scrollView` is, if it is a table or a vertically scrolling collection view.
  ///
  /// A horizontal flow layout is not one [choice]: its items past the screen lie to the
  /// side, where `.top` / `.bottom` do not scroll, and the component only ever scrolls
  /// vertically; so only its items on screen are the form there (README, Known limits).
  init?(_ scrollView: UIScrollView) {
    if let table = scrollView as? UITableView {
      self = .table(table)
    } else if let collection = scrollView as? UICollectionView {
      if let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout,
        flow.scrollDirection == .horizontal
      {
        return nil
      }
      self = .collection(collection)
    } else {
      return nil
    }
  }

  private var scrollView: UIScrollView {
    switch self {
    case .table(let table): table
    case .collection(let collection): collection
    }
  }

  /// The index paths of the rows that have a cell now.
  var indexPathsWithCells: [IndexPath] {
    switch self {
    case .table(let table): table.indexPathsForVisibleRows ?? []
    case .collection(let collection): collection.indexPathsForVisibleItems
    }
  }

  /// The cell of `indexPath`, if it has one now.
  func cell(at indexPath: IndexPath) -> UIView? {
    switch self {
    case .table(let table): table.cellForRow(at: indexPath)
    case .collection(let collection): collection.cellForItem(at: indexPath)
    }
  }

  /// The index path of the on-screen cell that holds `view`, or `nil` when `view` is in no
  /// cell of this list (a header, a view the app added itself).
  func indexPathOfCell(containing view: UIView) -> IndexPath? {
    var current: UIView? = view
    while let candidate = current, candidate !== scrollView {
      switch self {
      case .table(let table):
        if let cell = candidate as? UITableViewCell, let indexPath = table.indexPath(for: cell) {
          return indexPath
        }
      case .collection(let collection):
        if let cell = candidate as? UICollectionViewCell,
          let indexPath = collection.indexPath(for: cell)
        {
          return indexPath
        }
      }
      current = candidate.superview
    }
    return nil
  }

  /// The number of sections, as the data source reports it now.
  var sectionCount: Int {
    switch self {
    case .table(let table): table.numberOfSections
    case .collection(let collection): collection.numberOfSections
    }
  }

  /// The number of rows (items) in `section`, as the data source reports it now.
  func rowCount(inSection section: Int) -> Int {
    switch self {
    case .table(let table): table.numberOfRows(inSection: section)
    case .collection(let collection): collection.numberOfItems(inSection: section)
    }
  }

  /// Whether a row follows (`forward`) or precedes `indexPath` (``RowSearch/hasRow``).
  func hasRow(after indexPath: IndexPath, forward: Bool = true) -> Bool {
    RowSearch.hasRow(
      after: indexPath, forward: forward, sectionCount: sectionCount,
      rowCount: rowCount(inSection:))
  }

  /// Scrolls the least distance that brings the row of `indexPath` on screen, at once, and
  /// lays the list out so that its cell exists.
  ///
  /// A table view scrolls with `.none`, which UIKit documents as "fully visible with a
  /// minimum of movement". A collection view's positions have no such option documented, so
  /// an item after the screen goes to the bottom and one before it to the top, which is the
  /// least motion for an item entirely past that edge [choice]. Not animated: the cell must
  /// exist now, and an animated scroll reaches its offset over later frames. The layout pass
  /// is what creates the cells of newly visible rows [seen: Telegram-iOS's payment form
  /// scrolls to the next item, calls `layoutSubviews` on the collection view, then makes
  /// the item's field first responder].
  func scrollIn(_ indexPath: IndexPath, forward: Bool) {
    switch self {
    case .table(let table):
      table.scrollToRow(at: indexPath, at: .none, animated: false)
    case .collection(let collection):
      collection.scrollToItem(at: indexPath, at: forward ? .bottom : .top, animated: false)
    }
    scrollView.layoutIfNeeded()
  }
}
