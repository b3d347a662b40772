import AvoidingScrollViewCore
import Foundation
import Testing

/// The toolbar's previous and next buttons, decided without views.
@Suite struct NavigationButtonsTests {
  /// Three fields, the middle one ineligible: from the first, previous has nothing to try
  /// and next has the third.
  @Test func aButtonIsEnabledWhenItsMoveHasAFieldToTry() {
    let buttons = NavigationAvailability.buttons(
      position: 0, eligible: [true, false, true], reachesRowsWithoutCells: false)
    #expect(buttons.previous == .disabled)
    #expect(buttons.next == .enabled)
  }

  /// In a table's cell, a move with no field on screen goes on into rows without cells: the
  /// button depends on whether such rows lie that way.
  @Test func inACellAButtonWaitsForTheRowsWithoutCells() {
    let buttons = NavigationAvailability.buttons(
      position: 1, eligible: [true, true], reachesRowsWithoutCells: true)
    #expect(buttons.previous == .enabled)
    #expect(buttons.next == .enabledIfRowsWithoutCells)
  }
}
