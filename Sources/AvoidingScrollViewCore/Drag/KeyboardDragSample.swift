import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// What one reading of the scroll view's `keyboardLayoutGuide` means while the user drags the
/// keyboard down (`keyboardDismissMode` `.interactive` or `.interactiveWithAccessory`): how
/// much of the scroll view the keyboard covers now, or why the reading is not used.
///
/// iOS posts no keyboard notification while the finger drags the keyboard [seen: radars
/// 14847817 and 15341512; freshOS/KeyboardLayoutGuide #17 and #35; WordPress-iOS
/// KeyboardDismissHelper], so the last notification still says where the keyboard docked.
/// The guide "Follows dismiss gesture when it intersects" [doc: WWDC23 10281, the guide's
/// default behaviours; the iOS 17 `keyboardDismissPadding` header describes the same gesture].
/// A reading is used only when every rule below holds, in this order:
///
/// 1. The user drags: the pan is `.began` or `.changed` [choice: a layout pass at any other
///    time is UIKit's or the app's, and the notifications own the inset then].
/// 2. The last notification said the keyboard is this app's, docked and covering the scroll
///    view [choice: the guide is documented to follow a docked keyboard only, UIView.h;
///    nothing to follow otherwise].
/// 3. The reading is finite.
/// 4. The keyboard is never lower than a keyboard that follows the finger: its top lies above
///    `max(notified top, finger + padding)` (the keyboard follows the finger from its docked
///    top once the finger reaches it, less `keyboardDismissPadding` [doc: iOS 17
///    UIKeyboardLayoutGuide.h]; SimulatedDevice models the same). A guide below that does not
///    show the keyboard: the reported faults are of that kind, on iOS 26 with an input
///    accessory view the guide leaves the accessory out during the drag and "jumps around"
///    [seen: react-native-keyboard-controller PR #1068; FB18129551 in
///    chockenberry/KeyboardAvoider's README], and on an iOS 27 beta it stays at the screen's
///    bottom while the keyboard shows [seen: manaflow-ai/cmux PR #9958]. Such a reading is
///    ignored, whatever the version, and the inset stays as it is until the next reading or
///    the release's notification [choice: a fault detected by what it does needs no version
///    check, and keeps working if another version has it too].
/// 5. The keyboard never covers more than the last notification said: a dismissal only
///    lowers it [seen: react-native-keyboard-controller PR #1159, readings above the
///    keyboard's height ignored]. A reading above is clamped to the notified overlap.
///
/// All values are in the scroll view's coordinates (its bounds, whose origin is the content
/// offset), as the guide's `layoutFrame` and the pan's `location(in:)` give them.
package enum KeyboardDragSample: Equatable, Sendable {
  /// The keyboard covers `covered` points of the scroll view's height now: the reading.
  case follows(covered: CGFloat)
  /// The guide said the keyboard covers `read`, more than the last notification's `covered`:
  /// clamped to `covered` (rule 5).
  case clamped(covered: CGFloat, read: CGFloat)
  /// The reading is not used, and why.
  case ignored(Ignored)

  /// Why a reading is not used.
  package enum Ignored: String, Equatable, Sendable, CaseIterable {
    /// No drag: the pan is not `.began` or `.changed` (rule 1).
    case notDragging
    /// Avoidance is off, or the last notification did not say docked and covering (rule 2).
    case notDocked
    /// The guide or the finger is not finite (rule 3).
    case notFinite
    /// The guide lies below a keyboard that follows the finger (rule 4).
    case belowFinger
  }

  /// What the shell reads at a layout pass.
  package struct Reading: Equatable, Sendable {
    /// Whether the pan is `.began` or `.changed`.
    package var isDragging: Bool
    /// The top of the guide's `layoutFrame`.
    package var guideTop: CGFloat
    /// The finger's `location(in:)` the scroll view, its y.
    package var fingerY: CGFloat
    /// The guide's `keyboardDismissPadding` (iOS 17; 0 before), negative values as 0.
    package var dismissPadding: CGFloat
    /// The bottom of the scroll view's bounds.
    package var boundsMaxY: CGFloat

    package init(
      isDragging: Bool, guideTop: CGFloat, fingerY: CGFloat, dismissPadding: CGFloat,
      boundsMaxY: CGFloat
    ) {
      self.isDragging = isDragging
      self.guideTop = guideTop
      self.fingerY = fingerY
      self.dismissPadding = dismissPadding
      self.boundsMaxY = boundsMaxY
    }
  }

  /// How far, in points, the guide may lie below a finger-following keyboard before it is
  /// taken for a fault [choice: half a point, the scenario tolerance; a keyboard one frame
  /// behind a finger moving down lies above it, never below].
  package static let tolerance: CGFloat = 0.5

  /// Decides what `reading` means, the last notification having left the keyboard as
  /// `notified` covers the scroll view.
  package init(_ reading: Reading, notified: KeyboardCoverage) {
    guard reading.isDragging else {
      self = .ignored(.notDragging)
      return
    }
    guard case .docked = notified.rule, notified.isLocal, notified.covered > 0 else {
      self = .ignored(.notDocked)
      return
    }
    let values = [reading.guideTop, reading.fingerY, reading.dismissPadding, reading.boundsMaxY]
    guard values.allSatisfy(\.isFinite) else {
      self = .ignored(.notFinite)
      return
    }
    let notifiedTop = reading.boundsMaxY - notified.covered
    let followingTop = max(notifiedTop, reading.fingerY + max(reading.dismissPadding, 0))
    guard reading.guideTop <= followingTop + Self.tolerance else {
      self = .ignored(.belowFinger)
      return
    }
    let read = max(reading.boundsMaxY - reading.guideTop, 0)
    self =
      read > notified.covered
      ? .clamped(covered: notified.covered, read: read) : .follows(covered: read)
  }

  /// The height the keyboard covers, when the reading is used.
  package var covered: CGFloat? {
    switch self {
    case .follows(let covered), .clamped(let covered, _): covered
    case .ignored: nil
    }
  }
}
