import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Next and previous into the rows of a table or collection view whose cells do not exist
/// yet, as values: which row comes next in index path order, and how far the search may go.
///
/// The shell reads the counts (`numberOfSections`, `numberOfRows(inSection:)`) as the search
/// asks for them, scrolls each row it is given in and offers its fields the focus; this type
/// decides the order and the budget.
///
/// [choice] At most ``limit`` rows past those that had cells (or empty sections between them)
/// are looked at, and so scrolled in, while looking for the next (previous) field; after that
/// the search ends. A form rarely has 20 rows in a row without a field; each costs one scroll
/// and one cell, so a table of 100,000 rows is never walked.
package struct RowSearch: Equatable, Sendable {
  /// The most rows (and empty sections) looked at past those that had cells.
  package static let limit = 20

  /// The rows and empty sections the search may still look at.
  package private(set) var budget: Int
  /// The last row the search reached.
  package private(set) var current: IndexPath
  private let forward: Bool
  private let read: Set<IndexPath>

  /// A search from `start` (the focused field's row) after it (`forward`) or before it. The
  /// rows in `read` had cells and their fields were offered already: they are passed over
  /// freely (there are only so many on screen).
  package init(from start: IndexPath, forward: Bool, read: Set<IndexPath>, limit: Int = limit) {
    budget = limit
    current = start
    self.forward = forward
    self.read = read
  }

  /// The next row to scroll in and offer the focus, or `nil` when the search ends (either
  /// end of the list, or the budget spent). Every row returned, and every empty section
  /// passed over, uses one of the budget.
  package mutating func next(sectionCount: () -> Int, rowCount: (Int) -> Int) -> IndexPath? {
    while budget > 0,
      let next = Self.row(
        after: current, forward: forward, steps: &budget, sectionCount: sectionCount(),
        rowCount: rowCount)
    {
      current = next
      if read.contains(next) { continue }
      budget -= 1
      return next
    }
    return nil
  }

  /// The row after (`forward`) or before `indexPath` in index path order, across sections,
  /// or `nil` at either end. Each section passed over uses one step of `steps`; when they
  /// run out the answer is `nil` too, so no count of empty sections makes this unbounded.
  package static func row(
    after indexPath: IndexPath, forward: Bool, steps: inout Int, sectionCount sections: Int,
    rowCount: (Int) -> Int
  ) -> IndexPath? {
    guard indexPath.count == 2 else { return nil }
    let (section, row) = (indexPath[0], indexPath[1])
    guard (0..<sections).contains(section) else { return nil }
    let count = rowCount(section)
    if forward, row + 1 < count {
      return IndexPath(indexes: [section, row + 1])
    }
    // A row past the end (the data source shrank) steps back to the last row there is.
    if !forward, min(row, count) > 0 {
      return IndexPath(indexes: [section, min(row, count) - 1])
    }
    var next = forward ? section + 1 : section - 1
    while (0..<sections).contains(next), steps > 0 {
      steps -= 1
      let count = rowCount(next)
      if count > 0 { return IndexPath(indexes: [next, forward ? 0 : count - 1]) }
      next += forward ? 1 : -1
    }
    return nil
  }

  /// Whether a row follows (`forward`) or precedes `indexPath`, looking over at most
  /// `limit` sections; beyond them rows are assumed to be there [choice: a form with that
  /// many empty sections in a row is not one to title exactly at every focus change].
  package static func hasRow(
    after indexPath: IndexPath, forward: Bool = true, limit: Int = limit, sectionCount: Int,
    rowCount: (Int) -> Int
  ) -> Bool {
    var steps = limit
    if row(
      after: indexPath, forward: forward, steps: &steps, sectionCount: sectionCount,
      rowCount: rowCount) != nil
    {
      return true
    }
    let sectionsBeyond =
      forward ? indexPath[0] + 1 + limit < sectionCount : indexPath[0] - 1 - limit >= 0
    return steps == 0 && sectionsBeyond
  }
}
