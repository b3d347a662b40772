import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Whether moving to the previous and to the next field can succeed from a position in the
/// form: the enabled state of a toolbar's previous and next buttons.
///
/// Pure, so it is tested without views: it asks the question `focusPreviousField()` /
/// `focusNextField()` ask (``ReadingOrder/candidates(from:eligible:forward:)``: is there an
/// eligible field that way?), so a button is enabled exactly when the move it stands for has a
/// field to try. Only that question is asked: the nearest eligible field either way is looked
/// for, and no list of candidates is made.
package enum NavigationAvailability {
  /// `previous` / `next` for the field at `position` of a form whose fields, in reading
  /// order, are `eligible` or not. With no position (the edited view is not in the form),
  /// both say whether any field could take the focus, as the moves would.
  package static func of(position: Int?, eligible: [Bool]) -> (previous: Bool, next: Bool) {
    of(position: position, count: eligible.count) { eligible[$0] }
  }

  /// `previous` / `next` for the field at `position` of a form of `count` fields in reading
  /// order, `isEligible(p)` saying whether the field at `p` may take the focus; asked only
  /// of the fields between `position` and the nearest eligible one either way.
  package static func of(position: Int?, count: Int, isEligible: (Int) -> Bool)
    -> (previous: Bool, next: Bool)
  {
    // The same positions the moves would try (ReadingOrder.candidates), clamped alike.
    let (before, after): (Range<Int>, Range<Int>)
    if let position {
      before = 0..<min(max(position, 0), count)
      after = min(max(position + 1, 0), count)..<count
    } else {
      (before, after) = (0..<count, 0..<count)
    }
    return (before.reversed().contains(where: isEligible), after.contains(where: isEligible))
  }

  /// A toolbar button's state.
  package enum ButtonState: Equatable, Sendable {
    case enabled
    case disabled
    /// Enabled if rows whose cells do not exist yet lie that way (a table or collection view
    /// goes on there): a question about the list, asked only when it decides.
    case enabledIfRowsWithoutCells
  }

  /// The toolbar's previous and next buttons for the field at `position` of a form whose
  /// fields are `eligible` or not in reading order: enabled when the move has a field to
  /// try; else, when the edited field is in a table's or collection view's cell
  /// (`reachesRowsWithoutCells`), enabled while rows without a cell remain that way, as the
  /// move goes on into them.
  package static func buttons(position: Int?, eligible: [Bool], reachesRowsWithoutCells: Bool)
    -> (previous: ButtonState, next: ButtonState)
  {
    buttons(
      position: position, count: eligible.count, reachesRowsWithoutCells: reachesRowsWithoutCells
    ) { eligible[$0] }
  }

  /// ``buttons(position:eligible:reachesRowsWithoutCells:)`` for a form of `count` fields,
  /// `isEligible(p)` saying whether the field at `p` may take the focus (asked as in
  /// ``of(position:count:isEligible:)``).
  package static func buttons(
    position: Int?, count: Int, reachesRowsWithoutCells: Bool, isEligible: (Int) -> Bool
  ) -> (previous: ButtonState, next: ButtonState) {
    let moves = of(position: position, count: count, isEligible: isEligible)
    func state(_ canMove: Bool) -> ButtonState {
      if canMove { return .enabled }
      return reachesRowsWithoutCells ? .enabledIfRowsWithoutCells : .disabled
    }
    return (state(moves.previous), state(moves.next))
  }
}
