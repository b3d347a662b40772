import AvoidingScrollViewCore
import Foundation
import Testing

/// The valid offset range (uikit-reference.md, "Valid offsets").
@Suite struct ScrollableRangeTests {
  @Test func rangeRunsFromMinusTopInsetToContentEndPlusBottomInset() {
    // Content 1216, bounds 852, insets 59 / 336: −59 … 1216 + 336 − 852 = 700.
    let range = ScrollableRange.offsets(
      contentLength: 1216, boundsLength: 852, leadingInset: 59, trailingInset: 336)
    #expect(range == -59...700)
  }

  @Test func shortContentCannotScrollPastItsTop() {
    // Content 300 + 0 − 852 < −59: the range collapses to −59.
    let range = ScrollableRange.offsets(
      contentLength: 300, boundsLength: 852, leadingInset: 59, trailingInset: 0)
    #expect(range == -59...(-59))
  }

  @Test func clampMovesOnlyOutOfRangeOffsets() {
    #expect(ScrollableRange.clamp(800, to: -59...700) == 700)
    #expect(ScrollableRange.clamp(-100, to: -59...700) == -59)
    #expect(ScrollableRange.clamp(123, to: -59...700) == 123)
  }
}
