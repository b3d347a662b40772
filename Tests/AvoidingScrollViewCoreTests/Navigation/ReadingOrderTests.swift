import AvoidingScrollViewCore
import Foundation
import Testing

/// The order in which next / previous visit a form's fields.
@Suite struct ReadingOrderTests {
  /// Shorthand for a frame.
  func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
  }

  @Test func aColumnIsReadTopToBottomWhateverTheInputOrder() {
    // Given bottom first: y 136, 16, 76 → read 16 (1), 76 (2), 136 (0).
    let frames = [rect(16, 136, 361, 44), rect(16, 16, 361, 44), rect(16, 76, 361, 44)]
    #expect(ReadingOrder.order(frames, rightToLeft: false) == [1, 2, 0])
  }

  @Test func overlappingExtentsMakeOneRowEvenWithDifferentTops() {
    // First name 16…60 at x 16, last name 18…62 at x 200 (2 pt lower): they overlap
    // (18 < 60), so one row, leading first: 0 then 1, though 1's top is lower. The next
    // field starts at 76 ≥ 62: a new row.
    let frames = [rect(16, 16, 170, 44), rect(200, 18, 170, 44), rect(16, 76, 361, 44)]
    #expect(ReadingOrder.order(frames, rightToLeft: false) == [0, 1, 2])
    // The trailing field 2 pt higher still comes second: 200 > 16.
    let raised = [rect(200, 14, 170, 44), rect(16, 16, 170, 44)]
    #expect(ReadingOrder.order(raised, rightToLeft: false) == [1, 0])
  }

  @Test func touchingEdgesDoNotOverlap() {
    // Field 0 spans 0…44, field 1 starts at 44 on the left: 44 < 44 is false, so field 1
    // is a new row and comes after, though its x (0) is more leading than field 0's (100).
    let frames = [rect(100, 0, 100, 44), rect(0, 44, 100, 44)]
    #expect(ReadingOrder.order(frames, rightToLeft: false) == [0, 1])
  }

  @Test func rightToLeftMirrorsEachRowButNotTheRows() {
    // Row 1: x 16…186 (0) and x 200…370 (1); row 2: one field (2). Right to left the
    // leading edge is the largest maxX: 370 (1) before 186 (0); rows stay top to bottom.
    let frames = [rect(16, 16, 170, 44), rect(200, 16, 170, 44), rect(16, 76, 361, 44)]
    #expect(ReadingOrder.order(frames, rightToLeft: true) == [1, 0, 2])
    #expect(ReadingOrder.order(frames, rightToLeft: false) == [0, 1, 2])
  }

  @Test func aTallViewGathersTheFieldsBesideItIntoItsRow() {
    // Text view 16…216 at x 16 (0); fields at x 200: 16…60 (1), 76…120 (2), 136…180 (3),
    // each starting above 216; field 4 at 232 starts below: a new row.
    // Left to right: 0 (x 16), then 1, 2, 3 (equal x 200, by top), then 4.
    let frames = [
      rect(16, 16, 170, 200), rect(200, 16, 170, 44), rect(200, 76, 170, 44),
      rect(200, 136, 170, 44), rect(16, 232, 361, 44),
    ]
    #expect(ReadingOrder.order(frames, rightToLeft: false) == [0, 1, 2, 3, 4])
    // Right to left: maxX 370 (1, 2, 3, by top) before maxX 186 (0).
    #expect(ReadingOrder.order(frames, rightToLeft: true) == [1, 2, 3, 0, 4])
  }

  @Test func identicalFramesKeepTheirInputOrder() {
    let same = rect(16, 16, 100, 44)
    #expect(ReadingOrder.order([same, same, same], rightToLeft: false) == [0, 1, 2])
    #expect(ReadingOrder.order([same, same, same], rightToLeft: true) == [0, 1, 2])
  }

  @Test func framesThatAreNotFiniteAreLeftOut() {
    // 1 (NaN), 2 (−∞ origin) and 3 (negative width) have no place; 0 and 4 keep theirs.
    let frames = [
      rect(16, 76, 100, 44), rect(.nan, 16, 100, 44), rect(16, -.infinity, 100, 44),
      rect(16, 0, -5, 44), rect(16, 16, 100, 44),
    ]
    #expect(ReadingOrder.order(frames, rightToLeft: false) == [4, 0])
    #expect(ReadingOrder.order([], rightToLeft: false) == [])
  }

  @Test func candidatesAfterThePositionSkipTheIneligible() {
    let eligible = [true, false, true, true, false]
    // From 0 forward: 1 is skipped → 2, 3.
    #expect(ReadingOrder.candidates(from: 0, eligible: eligible, forward: true) == [2, 3])
    // From 3 backward: 2, then 1 skipped, then 0.
    #expect(ReadingOrder.candidates(from: 3, eligible: eligible, forward: false) == [2, 0])
    // From the last eligible forward: only 4, which is not eligible → none.
    #expect(ReadingOrder.candidates(from: 3, eligible: eligible, forward: true) == [])
    #expect(ReadingOrder.candidates(from: 0, eligible: eligible, forward: false) == [])
  }

  @Test func withoutAPositionForwardStartsAtTheFirstAndBackwardAtTheLast() {
    let eligible = [false, true, true, false]
    #expect(ReadingOrder.candidates(from: nil, eligible: eligible, forward: true) == [1, 2])
    #expect(ReadingOrder.candidates(from: nil, eligible: eligible, forward: false) == [2, 1])
    #expect(ReadingOrder.candidates(from: nil, eligible: [], forward: true) == [])
  }

  @Test func positionsOutsideTheListAreClamped() {
    let eligible = [true, true]
    // −3 forward: from index 0 on → 0, 1. 9 backward: all before the end → 1, 0.
    #expect(ReadingOrder.candidates(from: -3, eligible: eligible, forward: true) == [0, 1])
    #expect(ReadingOrder.candidates(from: 9, eligible: eligible, forward: false) == [1, 0])
    #expect(ReadingOrder.candidates(from: 9, eligible: eligible, forward: true) == [])
    #expect(ReadingOrder.candidates(from: -3, eligible: eligible, forward: false) == [])
  }
}
