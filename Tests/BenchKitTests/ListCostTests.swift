#if !canImport(UIKit)
  @testable import BenchKit
  import Testing

  /// The list benchmark never makes the lists touch every row: the data source is asked for
  /// the rows on screen only, however long the list.
  @MainActor
  @Suite(.serialized) struct ListCostTests {
    /// iPhone 15: 852 pt tall, 60 pt rows, safe area 59 / 34, keyboard 336 (top 516).
    /// 10 rows (content 600): all 10 rows are on screen throughout: 10 cells.
    /// 100,000 rows: focus on row 8 (field padded 472…548) and the keyboard scroll to
    /// 548 − 516 = 32: bounds 32…884 hold rows 0…14 (15 cells). Focus on row 9 (padded
    /// 532…608) scrolls to 608 − 516 = 92: bounds 92…944 add row 15 (one more cell asked for,
    /// row 0's reused). Row 8 is then visible (151…608), and the shorter keyboard (top 561)
    /// shows both rows: nothing scrolls again: 16 cells in all.
    @Test(arguments: ["table", "collection"])
    func cellsAskedForAreTheRowsOnScreenAtAnyLength(kind: String) {
      #expect(ListCostBenchmark.measure(kind: kind, rowCount: 10, quick: true).cellsRequested == 10)
      #expect(
        ListCostBenchmark.measure(kind: kind, rowCount: 100_000, quick: true).cellsRequested == 16)
    }
  }
#endif
