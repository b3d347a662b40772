#if !canImport(UIKit)
  import Foundation

  // Section headers and footers: the space they take, not views.
  //
  // [doc] UITableView.h: `sectionHeaderHeight` and `sectionFooterHeight` are "default is
  // UITableViewAutomaticDimension", and "Returning this value [UITableViewAutomaticDimension]
  // from tableView:heightForHeaderInSection: or tableView:heightForFooterInSection: results in
  // a height that fits the value returned from tableView:titleForHeaderInSection: or
  // tableView:titleForFooterInSection: if the title is not nil". `rectForSection:` "includes
  // header, footer and all rows": each section is its header, then its rows, then its footer.
  // [choice] The model has no titles, header views or table delegate: an automatic height
  // fits nothing and is 0, and a fixed height (finite, ≥ 0) is reserved for every section,
  // as space only (no header view is drawn), in every style (the spacing a grouped table
  // shows between untitled sections is not modelled: its size is not documented). A NaN,
  // infinite or negative height (other than the automatic value) counts as 0, so that the
  // rows stay placeable.
  // Which headers float over the rows (the plain style's) is for the reader of these rects
  // to decide: the model places headers and footers at their sections, unpinned.
  extension UITableView {
    /// The space each section's header takes.
    var headerLength: CGFloat { Self.barLength(sectionHeaderHeight) }

    /// The space each section's footer takes.
    var footerLength: CGFloat { Self.barLength(sectionFooterHeight) }

    /// A header or footer height as laid out: finite and positive, else 0.
    private static func barLength(_ height: CGFloat) -> CGFloat {
      height.isFinite && height > 0 ? height : 0
    }

    /// The headers and footers above the rows of `section`: its own header and, for each
    /// section before it, a header and a footer.
    func sectionBarsAbove(rowsOf section: Int) -> CGFloat {
      let header = headerLength
      let footer = footerLength
      guard header + footer > 0 else { return 0 }
      return CGFloat(section + 1) * header + CGFloat(section) * footer
    }

    /// The headers and footers of all sections.
    var totalSectionBarsHeight: CGFloat {
      CGFloat(loadedRowCounts.count) * (headerLength + footerLength)
    }

    /// The rect of `section`'s header, in content coordinates, or `.zero` for a section out
    /// of range [choice].
    func headerRect(inSection section: Int) -> CGRect {
      let counts = loadedRowCounts
      guard counts.indices.contains(section) else { return .zero }
      // Just above the section's first row.
      let firstRow = counts[..<section].reduce(0, +)
      let top = sectionBarsAbove(rowsOf: section) + minYOfRow(atFlatIndex: firstRow) - headerLength
      return CGRect(x: 0, y: top, width: bounds.width, height: headerLength)
    }

    /// The rect of `section`'s footer, just below its last row, or `.zero` for a section out
    /// of range [choice].
    func footerRect(inSection section: Int) -> CGRect {
      let counts = loadedRowCounts
      guard counts.indices.contains(section) else { return .zero }
      let firstRow = counts[..<section].reduce(0, +)
      // The section's rows end where the next flat row would start.
      let top =
        sectionBarsAbove(rowsOf: section) + minYOfRow(atFlatIndex: firstRow + counts[section])
      return CGRect(x: 0, y: top, width: bounds.width, height: footerLength)
    }

    /// A header or footer height changed: the rows move and the content resizes.
    func sectionBarsDidChange() {
      updateContentSize()
      setNeedsLayout()
    }

    /// The rows (counted from the top) whose rects intersect `minY..<maxY`, headers and
    /// footers included in the rows' positions.
    func rowsIntersecting(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
      guard headerLength + footerLength > 0 else { return flatRows(from: minY, to: maxY) }
      guard minY.isFinite, maxY.isFinite, maxY > minY else { return 0..<0 }
      // With headers the model walks the rows (tables in tests and demos are short).
      var first: Int?
      var end = 0
      var flat = 0
      for (section, count) in loadedRowCounts.enumerated() {
        let barsAbove = sectionBarsAbove(rowsOf: section)
        for _ in 0..<count {
          let top = barsAbove + minYOfRow(atFlatIndex: flat)
          let height = heightOfRow(atFlatIndex: flat)
          if height > 0, top + height > minY, top < maxY {
            if first == nil { first = flat }
            end = flat + 1
          }
          flat += 1
        }
      }
      guard let first else { return 0..<0 }
      return first..<end
    }
  }
#endif
