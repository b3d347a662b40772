import AvoidingScrollViewCore
import Foundation
import Testing

/// The walk into rows without cells, as values: the next row, and the budget of 20.
@Suite struct RowSearchTests {
  /// Drives a search over sections of `counts` rows and returns the rows it gives.
  func rows(_ search: inout RowSearch, counts: [Int]) -> [IndexPath] {
    var found: [IndexPath] = []
    while let row = search.next(sectionCount: { counts.count }, rowCount: { counts[$0] }) {
      found.append(row)
    }
    return found
  }

  /// 100 rows in one section, from row 3: rows 4 … 23 (20 of them), then the budget is spent.
  @Test func atMostTwentyRowsAreLookedAt() {
    var search = RowSearch(from: IndexPath(indexes: [0, 3]), forward: true, read: [])
    let found = rows(&search, counts: [100])
    #expect(found.count == 20)
    #expect(found.first == IndexPath(indexes: [0, 4]))
    #expect(found.last == IndexPath(indexes: [0, 23]))
    #expect(search.budget == 0)
  }

  /// Rows that had cells (4 … 9, on screen) are passed over freely: from row 3 the search
  /// gives 10 … 29.
  @Test func rowsThatHadCellsAreFree() {
    let read = Set((4...9).map { IndexPath(indexes: [0, $0]) })
    var search = RowSearch(from: IndexPath(indexes: [0, 3]), forward: true, read: read)
    let found = rows(&search, counts: [100])
    #expect(found.first == IndexPath(indexes: [0, 10]))
    #expect(found.last == IndexPath(indexes: [0, 29]))
  }

  /// Sections use the budget too: each section the search steps into uses one, empty or
  /// not. From the last row of section 0, sections 1 … 5 (empty) and 6 use 6 of the 20,
  /// and each row one: section 6's rows 0 … 13 (14 of them).
  @Test func sectionsUseTheBudget() {
    var search = RowSearch(from: IndexPath(indexes: [0, 1]), forward: true, read: [])
    let found = rows(&search, counts: [2, 0, 0, 0, 0, 0, 50])
    #expect(found.count == 14)
    #expect(found.first == IndexPath(indexes: [6, 0]))
    #expect(found.last == IndexPath(indexes: [6, 13]))
  }

  /// Backwards from row 0 of section 2 over an empty section 1: section 0's last row, then
  /// up to its first; the search ends at the list's start.
  @Test func backwardsAcrossSectionsToTheStart() {
    var search = RowSearch(from: IndexPath(indexes: [2, 0]), forward: false, read: [])
    let found = rows(&search, counts: [3, 0, 4])
    #expect(found == [[0, 2], [0, 1], [0, 0]].map { IndexPath(indexes: $0) })
  }

  /// Whether a row follows: yes after row 0 of [2]; no after the last row; and beyond 20
  /// empty sections the rows are assumed to be there.
  @Test func hasRowLooksAtMostTwentySectionsAhead() {
    #expect(
      RowSearch.hasRow(after: IndexPath(indexes: [0, 0]), sectionCount: 1, rowCount: { _ in 2 }))
    #expect(
      !RowSearch.hasRow(after: IndexPath(indexes: [0, 1]), sectionCount: 1, rowCount: { _ in 2 }))
    let counts = [1] + Array(repeating: 0, count: 30)
    #expect(
      RowSearch.hasRow(
        after: IndexPath(indexes: [0, 0]), sectionCount: counts.count, rowCount: { counts[$0] }))
    let fewer = [1] + Array(repeating: 0, count: 10)
    #expect(
      !RowSearch.hasRow(
        after: IndexPath(indexes: [0, 0]), sectionCount: fewer.count, rowCount: { fewer[$0] }))
  }
}
