#if !canImport(UIKit)
  import Foundation

  // Row heights: fixed (`rowHeight`) or self-sizing (`rowHeight == automaticDimension`).
  //
  // [doc] uitableview/rowheight: "To enable self-sizing table view cells, you must set the
  // table view's rowHeight property to automaticDimension"; uitableview/estimatedrowheight:
  // the estimate stands in for rows the table has not measured ("the table view … uses the
  // estimated heights to calculate things like the size of the scroll view's content").
  // [seen] An app whose cell grows while the user types calls `beginUpdates()` and
  // `endUpdates()` to have the table measure its rows again without reloading them, which
  // keeps the keyboard up (Stack Overflow 5344206, "Change UITableView row height without
  // dismissing keyboard", cited in ra1028/Former#108; damienpontifex.com, "Self-sizing
  // UITableViewCell with UITextView in iOS8", 2014).
  // A cell whose content view is laid out by constraints gives its height through
  // `contentView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  // at the table's width, required, and the fitting-size priority vertically [doc: Auto
  // Layout Guide, "Working with Self-Sizing Table View Cells": "define the content view's
  // size … an unbroken chain of constraints and views … between the content view's top edge
  // and its bottom edge"; NSLayoutConstraint.h, UILayoutPriorityFittingSizeLevel]. Any other
  // cell gives it through `sizeThatFits(_:)` at the table's width, the manual-layout
  // counterpart [choice]. A row is
  // measured when its cell is first laid out and again at `endUpdates()`; rows never measured
  // count at the estimate (44 pt when the estimate is `automaticDimension` or not positive:
  // UIKit's own estimate is not documented).
  extension UITableView {
    /// A value that tells the table view to use the default value for a given dimension.
    ///
    /// Source: UITableView.h, `UIKIT_EXTERN const CGFloat UITableViewAutomaticDimension`
    /// (imported as `UITableView.automaticDimension`). A global constant imported as a member
    /// of the main-actor `UITableView`, it is main-actor isolated, as UIKit's declarations
    /// are (preconcurrency: a nonisolated read warns in Swift 6, as against the SDK). Its
    /// value is not documented; the model's is −1 [choice: a sentinel no real height takes].
    @preconcurrency @MainActor public static let automaticDimension: CGFloat = -1

    /// Whether rows size themselves from their cells.
    var isSelfSizing: Bool { rowHeight == UITableView.automaticDimension }

    /// The height counted for a row that has not been measured.
    var rowHeightEstimate: CGFloat {
      estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : 44
    }

    /// The height of the row at position `flat` (counted from the top across sections).
    func heightOfRow(atFlatIndex flat: Int) -> CGFloat {
      guard isSelfSizing else { return rowHeight }
      return measuredRowHeights[flat] ?? rowHeightEstimate
    }

    /// The top of the row at position `flat`, in content coordinates.
    func minYOfRow(atFlatIndex flat: Int) -> CGFloat {
      guard isSelfSizing else { return CGFloat(flat) * rowHeight }
      let estimate = rowHeightEstimate
      var y = CGFloat(flat) * estimate
      for (row, height) in measuredRowHeights where row < flat { y += height - estimate }
      return y
    }

    /// The height of all rows.
    var totalRowsHeight: CGFloat {
      let total = totalRowCount
      guard isSelfSizing else {
        return rowHeight.isFinite ? CGFloat(total) * max(0, rowHeight) : 0
      }
      return minYOfRow(atFlatIndex: total)
    }

    /// The rows (counted from the top) whose rects intersect `minY..<maxY`.
    func flatRows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
      let total = totalRowCount
      guard total > 0, minY.isFinite, maxY.isFinite, maxY > minY else { return 0..<0 }
      guard isSelfSizing else {
        let height = rowHeight
        guard height > 0, height.isFinite else { return 0..<0 }
        let first = max(0, Int((minY / height).rounded(.down)))
        let end = min(total, Int((maxY / height).rounded(.up)))
        return first < end ? first..<end : 0..<0
      }
      // Self-sizing tables in this model are short (tests, demos): a walk from the top.
      var y: CGFloat = 0
      var first: Int?
      var end = 0
      for flat in 0..<total {
        let height = heightOfRow(atFlatIndex: flat)
        if y + height > minY, y < maxY, height > 0 {
          if first == nil { first = flat }
          end = flat + 1
        }
        if y >= maxY { break }
        y += height
      }
      guard let first else { return 0..<0 }
      return first..<end
    }

    /// Measures the row at `flat` from `cell` at the table's width; true when its height
    /// changed.
    @discardableResult
    func measureRow(atFlatIndex flat: Int, with cell: UITableViewCell) -> Bool {
      guard isSelfSizing else { return false }
      let target = CGSize(width: bounds.width, height: 0)
      let fitted =
        cell.contentView.autoLayoutInSubtree
        ? cell.contentView.systemLayoutSizeFitting(
          target, withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height
        : cell.sizeThatFits(target).height
      // A cell that answers nothing usable keeps the estimate [choice].
      let height = fitted.isFinite && fitted >= 0 ? fitted : rowHeightEstimate
      guard measuredRowHeights[flat] != height else { return false }
      measuredRowHeights[flat] = height
      return true
    }

    /// Forgets every measurement (new rows, new width, new heights): rows on screen are
    /// measured again at the next layout.
    func forgetRowHeights() {
      measuredRowHeights.removeAll()
    }

    /// `endUpdates()`: the rows on screen are measured again (their cells stay: no reload,
    /// no resign; see the note at the top of this file), then placed, and the content size
    /// follows.
    func remeasureRowsOnScreen() {
      for (indexPath, cell) in cellsByIndexPath {
        guard let flat = flatIndex(of: indexPath) else { continue }
        measureRow(atFlatIndex: flat, with: cell)
      }
      layOutVisibleCells()
      updateContentSize()
    }
  }
#endif
