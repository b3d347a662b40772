import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// What to reveal when a focused view has companions (its error label, the form's Submit
/// button): the union when it fits, else the focused view first and as much of the
/// companions as fits.
package enum CompanionReveal {
  /// The rect to reveal, before padding: `focus` (the field, or a tall text view's caret)
  /// with `companions`, all in the scroll view's content coordinates.
  ///
  /// - The union of `focus` and every companion, when it fits `visibleHeight` with
  ///   `padding` above and below.
  /// - Else `focus` from its top, grown downwards towards the companions below it as far as
  ///   the visible height allows, then upwards towards those above it with what is left
  ///   [choice: the focused view is what the user is typing in; what follows it in reading
  ///   order, a message or a button, comes next].
  /// - `focus` alone when not even it fits, or when there are no companions.
  ///
  /// Companion rects that are not finite are left out; the horizontal extent is the union's.
  package static func rect(
    focus: CGRect, companions: [CGRect], padding: CGFloat, visibleHeight: CGFloat
  )
    -> CGRect
  {
    let sane = companions.filter(\.isSaneFrame)
    guard !sane.isEmpty, focus.isSaneFrame else { return focus }
    let pad = padding.isFinite ? max(0, padding) : 0
    let available = visibleHeight - 2 * pad
    let union = sane.reduce(focus) { $0.union($1) }
    if union.height <= available { return union }
    guard focus.height < available else { return focus }
    let bottom = min(union.maxY, focus.minY + available)
    let top = max(union.minY, bottom - available)
    return CGRect(x: union.minX, y: top, width: union.width, height: bottom - top)
  }
}
