import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Next and previous into rows whose cells do not exist yet, in table and collection views.
///
/// The form's fields are read from the views there are; in a table or collection view those
/// are the cells on screen (``CellList``). When no field after (before) the focused one
/// takes the focus, the rows after (before) the focused field's cell that had no cell are
/// scrolled in one at a time, least motion and not animated, and the first (last) field of
/// each, in reading order, is offered the focus. IQKeyboardManager calls this case one that
/// "can't be fixed" (its issue #96) [seen].
///
/// Stateless: every question reads the list as it is now. In a plain scroll view (or a
/// horizontal collection view) there is no list, and every answer is "no".
@MainActor
final class RowsWithoutCells {
  private unowned let context: any FeatureContext
  private var scrollView: UIScrollView { context.scrollView }

  /// The restore-offset feature, told of the row walk's own scrolls.
  private let restoreOffset: OffsetRestoration

  init(context: any FeatureContext, restoreOffset: OffsetRestoration) {
    self.context = context
    self.restoreOffset = restoreOffset
  }

  /// Looks for the field after (`forward`) or before `origin` in the rows that had no cell,
  /// scrolling each in; returns whether the focus moved.
  ///
  /// Only for a table or collection view and an `origin` in one of its cells: with nothing
  /// focused, or a field outside the cells, the form is the views there are.
  func moveFocus(forward: Bool, from origin: UIView, onScreenRowsOffered: Bool = true) -> Bool {
    guard let list = CellList(scrollView), let window = scrollView.window,
      let start = list.indexPathOfCell(containing: origin)
    else { return false }
    // The rows that had cells were read with the form: their fields were offered already
    // (unless the walk comes first, for a focused row the user scrolled away).
    let read = onScreenRowsOffered ? Set(list.indexPathsWithCells) : []
    let originSlot = fields(in: list.cell(at: start)).firstIndex { $0 === origin }
    let offsetBefore = scrollView.contentOffset
    var ownOffset = offsetBefore
    // Which row comes next and how far the search goes is RowSearch's; the counts are read
    // as it asks, since scrolling rows in may change what the data source reports.
    var search = RowSearch(from: start, forward: forward, read: read)
    while let next = search.next(
      sectionCount: { list.sectionCount }, rowCount: list.rowCount(inSection:))
    {
      if list.cell(at: next) == nil { list.scrollIn(next, forward: forward) }
      // The data source may hand back a cell of the wrong kind, or none: skip the row.
      ownOffset = restoreOffset.noteOwnScroll(after: ownOffset)
      guard let cell = list.cell(at: next) else { continue }
      if focusField(in: cell, forward: forward, window: window) { return true }
    }
    // Nothing took the focus: put the rows back where the user had them.
    if scrollView.contentOffset != offsetBefore {
      scrollView.contentOffset = offsetBefore
      scrollView.layoutIfNeeded()
      _ = restoreOffset.noteOwnScroll(after: ownOffset)
    }
    refocus(origin, slot: originSlot, of: start, in: list)
    return false
  }

  /// The fields of a cell, in reading order, eligible or not.
  private func fields(in cell: UIView?) -> [UIView] {
    guard let cell else { return [] }
    return FormWalk.fields(inCell: cell).map(\.view)
  }

  /// A walk that found nothing scrolled the focused field's cell away and back. UIKit keeps
  /// the first responder's cell while it is off screen ([seen], HeadlessUIKit's
  /// UITableView+FirstResponderCell.swift), so the field normally still has the focus; if it
  /// lost it anyway (an app that reloads or resigns on scroll), the field at the same place
  /// in the same row takes the focus again [choice: the user stays where they were, in
  /// whatever cell the row has now].
  private func refocus(_ origin: UIView, slot: Int?, of indexPath: IndexPath, in list: CellList) {
    guard !origin.isFirstResponder, let slot else { return }
    let now = fields(in: list.cell(at: indexPath))
    guard now.indices.contains(slot) else { return }
    now[slot].becomeFirstResponder()
  }

  /// Offers the focus to the fields of `cell`, first to last (`forward`) or last to first,
  /// in reading order; returns whether one took it.
  private func focusField(in cell: UIView, forward: Bool, window: UIWindow) -> Bool {
    guard context.isShown(cell) else { return false }
    let fields = FormWalk.fields(inCell: cell).filter(\.isEligible).map(\.view)
    return FormNavigation.offerFocus(
      to: forward ? fields : fields.reversed(), in: window, within: scrollView)
  }

  /// Whether rows that have no cell now follow the last row that has one: then the last
  /// field on screen is not the last of the form, and its Return key says "next".
  var hasRowsAfterCells: Bool {
    guard let list = CellList(scrollView), let last = list.indexPathsWithCells.max() else {
      return false
    }
    return list.hasRow(after: last)
  }

  /// Whether rows that have no cell come before the first row that has one: then the first
  /// field on screen is not the first of the form.
  var hasRowsBeforeCells: Bool {
    guard let list = CellList(scrollView), let first = list.indexPathsWithCells.min() else {
      return false
    }
    return list.hasRow(after: first, forward: false)
  }

  /// Whether `view` is in a cell whose row is off screen: the first responder's cell, which
  /// UIKit keeps while the user scrolls it away ([seen], UITableView+FirstResponderCell.swift
  /// in HeadlessUIKit). The rows between it and the screen come before the rows on screen in
  /// reading order, so next and previous walk from its row first.
  func isInCellOffScreen(_ view: UIView) -> Bool {
    guard let list = CellList(scrollView), let indexPath = list.indexPathOfCell(containing: view)
    else { return false }
    return !list.indexPathsWithCells.contains(indexPath)
  }

  /// Whether `view` is in one of this table's or collection view's cells, so that next and
  /// previous also look in the rows without a cell (``moveFocus(forward:from:onScreenRowsOffered:)``).
  func isInCell(_ view: UIView) -> Bool {
    CellList(scrollView)?.indexPathOfCell(containing: view) != nil
  }
}
