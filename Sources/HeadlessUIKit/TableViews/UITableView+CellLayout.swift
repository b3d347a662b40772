#if !canImport(UIKit)
  import Foundation

  // How the model's table view creates, places and reuses cells.
  //
  // [doc] uitableview: "a table view … only creates cells for the rows that are visible";
  // uitableview/dequeuereusablecell(withidentifier:): "For performance reasons, a table
  // view's data source should generally reuse UITableViewCell objects … The table view
  // maintains a queue or list of UITableViewCell objects that the data source has marked
  // for reuse."
  // [choice] "Visible" is exactly the rows that intersect the bounds (UIKit may keep a few
  // more); a cell that leaves them is removed from the table and queued for reuse under its
  // reuse identifier (a cell without one is dropped). A first responder inside a cell that
  // leaves resigns, as for any removed view: what UIKit does with a focused cell scrolled
  // off screen is not documented, and the component does not rely on it.
  extension UITableView {
    /// The row counts, read from the data source if they have not been read yet.
    var loadedRowCounts: [Int] {
      if let rowCounts { return rowCounts }
      let counts = currentDataSourceCounts()
      rowCounts = counts
      updateContentSize()
      return counts
    }

    /// The counts the data source reports now; negative counts read as 0 [choice].
    func currentDataSourceCounts() -> [Int] {
      guard let dataSource else { return [] }
      let sections = max(0, dataSource.numberOfSections(in: self))
      return (0..<sections).map {
        max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
      }
    }

    /// Rows in all sections.
    var totalRowCount: Int { loadedRowCounts.reduce(0, +) }

    /// The position of `indexPath` counting rows from the top across sections, or `nil` when
    /// it is out of range.
    func flatIndex(of indexPath: IndexPath) -> Int? {
      guard indexPath.count == 2 else { return nil }
      let counts = loadedRowCounts
      guard counts.indices.contains(indexPath.section),
        (0..<counts[indexPath.section]).contains(indexPath.row)
      else { return nil }
      return counts[..<indexPath.section].reduce(0, +) + indexPath.row
    }

    /// The index path of the row at position `flat` counting from the top.
    func indexPath(atFlatIndex flat: Int) -> IndexPath? {
      var remaining = flat
      for (section, count) in loadedRowCounts.enumerated() {
        if remaining < count { return IndexPath(row: remaining, section: section) }
        remaining -= count
      }
      return nil
    }

    /// Content: as wide as the table, as tall as its rows [doc: a table view's content size
    /// is its rows' total height; uitableview].
    func updateContentSize() {
      guard let counts = rowCounts else { return }
      let height = rowHeight.isFinite ? CGFloat(counts.reduce(0, +)) * max(0, rowHeight) : 0
      let size = CGSize(width: bounds.width, height: height)
      if contentSize != size { contentSize = size }
    }

    /// Puts a cell on screen for every row that intersects the bounds, at its
    /// `rectForRow(at:)`, and queues the cells of rows that no longer do.
    func layOutVisibleCells() {
      let visible = visibleFlatRange()
      for (indexPath, _) in cellsByIndexPath {
        guard let flat = flatIndex(of: indexPath), visible.contains(flat) else {
          recycleCell(at: indexPath)
          continue
        }
      }
      for flat in visible {
        guard let indexPath = indexPath(atFlatIndex: flat) else { continue }
        let cell: UITableViewCell
        if let existing = cellsByIndexPath[indexPath] {
          cell = existing
        } else {
          guard let dataSource else { return }
          cell = dataSource.tableView(self, cellForRowAt: indexPath)
          // [choice] A data source that hands back a cell already on screen for another
          // row moves it here: one view cannot be in two places.
          if let previous = self.indexPath(for: cell) { cellsByIndexPath[previous] = nil }
          cellsByIndexPath[indexPath] = cell
        }
        cell.frame = rectForRow(at: indexPath)
        if cell.superview !== self { addSubview(cell) }
        cell.layoutIfNeeded()
      }
    }

    /// The rows (counted from the top) whose rects intersect the bounds.
    func visibleFlatRange() -> Range<Int> {
      let total = totalRowCount
      let height = rowHeight
      guard total > 0, height > 0, height.isFinite, bounds.height > 0,
        bounds.minY.isFinite, bounds.maxY.isFinite
      else { return 0..<0 }
      let first = max(0, Int((bounds.minY / height).rounded(.down)))
      let end = min(total, Int((bounds.maxY / height).rounded(.up)))
      return first < end ? first..<end : 0..<0
    }

    /// After rows were inserted or deleted (cells already re-indexed): read the counts, put
    /// the cells at their new rows, then resize the content.
    func applyRowUpdate() {
      rowCounts = currentDataSourceCounts()
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

    /// Moves the cells of rows `row...` in `section` by `delta` rows (rows inserted or
    /// deleted above them).
    func shiftCells(inSection section: Int, fromRow row: Int, by delta: Int) {
      let moving = cellsByIndexPath.filter { $0.key.section == section && $0.key.row >= row }
      for key in moving.keys { cellsByIndexPath[key] = nil }
      for (key, cell) in moving {
        cellsByIndexPath[IndexPath(row: key.row + delta, section: section)] = cell
      }
    }
  }
#endif
