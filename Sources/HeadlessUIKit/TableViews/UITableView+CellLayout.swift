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
  // reuse identifier (a cell without one is dropped).
  // Except the cell that holds the first responder: it stays where its row is, in the
  // table, and its field keeps editing (UITableView+FirstResponderCell.swift has the
  // evidence).
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

    /// Content: as wide as the table, as tall as its rows and section headers and footers
    /// [doc: a table view's content size is its rows' total height; uitableview;
    /// `rectForSection:` "includes header, footer and all rows", UITableView.h].
    func updateContentSize() {
      guard rowCounts != nil else { return }
      let size = CGSize(width: bounds.width, height: totalRowsHeight + totalSectionBarsHeight)
      if contentSize != size { contentSize = size }
    }

    /// Puts a cell on screen for every row that intersects the bounds, at its
    /// `rectForRow(at:)`, and queues the cells of rows that no longer do.
    func layOutVisibleCells() {
      var visible = visibleFlatRange()
      for (indexPath, cell) in cellsByIndexPath {
        guard let flat = flatIndex(of: indexPath), visible.contains(flat) else {
          if flatIndex(of: indexPath) != nil, cell.holdsFirstResponder {
            cell.frame = rectForRow(at: indexPath)
            continue
          }
          recycleCell(at: indexPath)
          continue
        }
      }
      // Self-sizing rows not measured yet are measured first, so that the cells are placed
      // at their measured rects (twice at most: measuring can bring more rows on screen).
      for _ in 0..<2 where isSelfSizing {
        guard obtainCells(forFlatRows: visible) else { break }
        visible = visibleFlatRange()
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
      // Measured rows change the content's height.
      if isSelfSizing { updateContentSize() }
    }

    /// The rows (counted from the top) whose rects intersect the bounds.
    func visibleFlatRange() -> Range<Int> {
      guard bounds.height > 0 else { return 0..<0 }
      return rowsIntersecting(from: bounds.minY, to: bounds.maxY)
    }

    /// Self-sizing: asks for the cells of `rows` that have none and measures every row of
    /// them not measured yet; true when a height changed.
    private func obtainCells(forFlatRows rows: Range<Int>) -> Bool {
      var changed = false
      for flat in rows where measuredRowHeights[flat] == nil {
        guard let indexPath = indexPath(atFlatIndex: flat) else { continue }
        let cell: UITableViewCell
        if let existing = cellsByIndexPath[indexPath] {
          cell = existing
        } else {
          guard let dataSource else { return changed }
          cell = dataSource.tableView(self, cellForRowAt: indexPath)
          if let previous = self.indexPath(for: cell) { cellsByIndexPath[previous] = nil }
          cellsByIndexPath[indexPath] = cell
        }
        cell.frame.size.width = bounds.width
        if measureRow(atFlatIndex: flat, with: cell) { changed = true }
      }
      return changed
    }

    /// After rows were inserted or deleted (cells already re-indexed): read the counts, put
    /// the cells at their new rows, then resize the content.
    func applyRowUpdate() {
      rowCounts = currentDataSourceCounts()
      forgetRowHeights()
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
