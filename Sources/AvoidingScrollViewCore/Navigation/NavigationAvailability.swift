import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Whether moving to the previous and to the next field can succeed from a position in the
/// form: the enabled state of a toolbar's previous and next buttons.
///
/// Pure, so it is tested without views: it asks ``ReadingOrder/candidates(from:eligible:forward:)``
/// the very question `focusPreviousField()` / `focusNextField()` ask, so a button is enabled
/// exactly when the move it stands for has a field to try.
package enum NavigationAvailability {
  /// `previous` / `next` for the field at `position` of a form whose fields, in reading
  /// order, are `eligible` or not. With no position (the edited view is not in the form),
  /// both say whether any field could take the focus, as the moves would.
  package static func of(position: Int?, eligible: [Bool]) -> (previous: Bool, next: Bool) {
    (
      !ReadingOrder.candidates(from: position, eligible: eligible, forward: false).isEmpty,
      !ReadingOrder.candidates(from: position, eligible: eligible, forward: true).isEmpty
    )
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
    let moves = of(position: position, eligible: eligible)
    func state(_ canMove: Bool) -> ButtonState {
      if canMove { return .enabled }
      return reachesRowsWithoutCells ? .enabledIfRowsWithoutCells : .disabled
    }
    return (state(moves.previous), state(moves.next))
  }
}
