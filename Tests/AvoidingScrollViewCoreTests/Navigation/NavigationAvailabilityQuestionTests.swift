import AvoidingScrollViewCore
import Testing

/// The toolbar's buttons asked of a form read one field at a time, as a focus change asks
/// them: only the fields between the position and the nearest eligible one either way are
/// looked at, so a form of thousands of fields is not gone through for two yes-or-no answers.
@Suite struct NavigationAvailabilityQuestionTests {
  /// Six fields, eligible at 0, 3 and 5 (`T F F T F T`).
  private let eligible = [true, false, false, true, false, true]

  /// `of(position:count:isEligible:)` for `eligible`, with the positions it asked.
  private func ask(from position: Int?) -> (moves: (previous: Bool, next: Bool), asked: [Int]) {
    var asked: [Int] = []
    let moves = NavigationAvailability.of(position: position, count: eligible.count) {
      asked.append($0)
      return eligible[$0]
    }
    return (moves, asked)
  }

  // From 3, previous looks at 2, 1, then 0 (eligible: it stops), next at 4, then 5
  // (eligible): five fields, both buttons on.
  @Test func onlyTheFieldsUpToTheNearestEligibleOneAreAsked() {
    let (moves, asked) = ask(from: 3)
    #expect(moves == (true, true))
    #expect(asked.sorted() == [0, 1, 2, 4, 5])
  }

  // From the last field, 5: previous looks at 4, then 3 (eligible); after 5 there is nothing
  // to look at, so next is off without a question.
  @Test func atTheLastFieldNextAsksNothing() {
    let (moves, asked) = ask(from: 5)
    #expect(moves == (true, false))
    #expect(asked.sorted() == [3, 4])
  }

  // With no position both start from an end, as the moves do: previous from the last field
  // (5, eligible), next from the first (0, eligible): one question each.
  @Test func withNoPositionEachButtonAsksFromItsEnd() {
    let (moves, asked) = ask(from: nil)
    #expect(moves == (true, true))
    #expect(asked.sorted() == [0, 5])
  }

  // Positions outside the form are clamped as ReadingOrder.candidates clamps them: from 9,
  // previous looks from the last field (5); from −3, next from the first (0).
  @Test func outOfRangePositionsAreClampedWithoutAskingOutsideTheForm() {
    let (fromAfter, askedAfter) = ask(from: 9)
    #expect(fromAfter == (true, false))
    #expect(askedAfter == [5])
    let (fromBefore, askedBefore) = ask(from: -3)
    #expect(fromBefore == (false, true))
    #expect(askedBefore == [0])
  }

  // The buttons from the same questions: in a cell, a move with no field that way waits for
  // the rows without cells; from 5, previous is enabled, next depends on those rows.
  @Test func theButtonsFollowTheSameQuestions() {
    var asked = 0
    let buttons = NavigationAvailability.buttons(
      position: 5, count: eligible.count, reachesRowsWithoutCells: true
    ) {
      asked += 1
      return eligible[$0]
    }
    #expect(buttons.previous == .enabled)
    #expect(buttons.next == .enabledIfRowsWithoutCells)
    #expect(asked == 2)  // 4, then 3
  }
}
