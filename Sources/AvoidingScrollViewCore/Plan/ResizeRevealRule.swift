import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGFloat's Swift conformances on Apple platforms
#endif

/// When a change of the scroll view's size (or a layout pass whose only reason is one) may
/// scroll the focused view into sight: a reveal is decided from facts that are current.
///
/// [choice] When the keyboard layout guide shows the keyboard lower than the last keyboard
/// notification put it, that notification is out of date: the keyboard has moved down and
/// the notification that says so is on its way. iOS lays the guide out inside the keyboard's
/// animation, before the will-notifications are handled [seen: react-native-keyboard-
/// controller PR #1158; the guide "Matches keyboard animations like bring up and dismiss",
/// doc: WWDC21 10259], so a scroll view on a bar pinned to the guide grows while the last
/// notification still says the keyboard is docked. A reveal decided then would scroll the
/// field out from under a keyboard that is going, and the hide or shrink that follows never
/// pulls the content back toward where it was, nor toward the field (``KeyboardRevealRule``,
/// scenarios.md S9): the user's scroll would be lost to a keyboard no longer there. So the
/// resize only measures (it tells ``AvoidancePlan/Reveal/keyboardCoversNoMore``: the keyboard
/// to come covers less), and the notification on its way decides. A guide at or above the
/// notified keyboard (at rest, or a keyboard coming up) leaves the resize's reveal as it was.
/// The guide is read only where the engine already keeps a view on it (the interactive drag's
/// probe, iOS 15 and later); without it, the notification is the only fact and is taken.
package enum ResizeRevealRule {
  /// How far below the notified keyboard's top the guide's top must lie to say the keyboard
  /// moved [choice: half a point, under a pixel on every screen, so that rounding of a solved
  /// layout is no move].
  package static let tolerance: CGFloat = 0.5

  /// Whether a resize may reveal, from:
  /// - `guideTop`: the keyboard layout guide's top, `nil` when not read;
  /// - `isLaidOut`: whether it was read in a layout pass. A guide's `layoutFrame` is valid
  ///   only by the time its view's `layoutSubviews` runs [doc: uilayoutguide/layoutframe];
  ///   read outside one, the resize only measures (``AvoidancePlan/Reveal/measureOnly``) and
  ///   the layout pass its new size brings decides;
  /// - `notifiedKeyboardTop`: the top of the keyboard the last notification gave, `nil` when
  ///   it left no docked keyboard;
  /// - `boundsMinY` … `boundsMaxY`: the scroll view's bounds, the coordinates of both tops.
  ///
  /// ``AvoidancePlan/Reveal/keyboardCoversNoMore`` when the guide shows the keyboard lower
  /// than notified, else ``AvoidancePlan/Reveal/reveal``. Both tops are compared inside the
  /// bounds [choice: a view's guide follows the keyboard only over the view (UIView.h: it
  /// "Follows the keyboard when on screen and docked", and otherwise matches the view's safe
  /// area bottom); HeadlessUIKit keeps the docked guide's top inside the view], so a keyboard
  /// at rest above the view's top or below its bottom is no move. A value that is not finite
  /// says nothing.
  package static func reveal(
    guideTop: CGFloat?, isLaidOut: Bool, notifiedKeyboardTop: CGFloat?, boundsMinY: CGFloat,
    boundsMaxY: CGFloat
  ) -> AvoidancePlan.Reveal {
    guard let guideTop else { return .reveal }
    guard isLaidOut else { return .measureOnly }
    guard let notifiedKeyboardTop,
      [guideTop, notifiedKeyboardTop, boundsMinY, boundsMaxY].allSatisfy(\.isFinite),
      boundsMinY <= boundsMaxY
    else { return .reveal }
    let guide = min(max(guideTop, boundsMinY), boundsMaxY)
    let notified = min(max(notifiedKeyboardTop, boundsMinY), boundsMaxY)
    return guide > notified + tolerance ? .keyboardCoversNoMore : .reveal
  }
}
