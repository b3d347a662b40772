import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// The offset the user had before the keyboard appeared, for putting it back when the keyboard
/// hides (`restoresContentOffsetOnKeyboardHide`), and the rules for when it is kept, forgotten
/// and restored.
///
/// Pure: the shell's restore-offset feature holds one (or none) and applies the steps these
/// rules return.
package struct OffsetMemory: Equatable, Sendable {
  /// The offset just before the keyboard's inset was first added.
  package var before: CGPoint
  /// The offset the component left after its last update while the keyboard was up; an
  /// offset found different at the next update means someone else (the user, the app)
  /// scrolled.
  package var left: CGPoint?

  package init(before: CGPoint, left: CGPoint? = nil) {
    self.before = before
    self.left = left
  }

  /// What to do with the memory before the keyboard's part of the bottom inset goes from
  /// `keyboardBefore` to `keyboardAfter`, the offset being `offset`.
  package enum BeforeUpdate: Equatable, Sendable {
    /// Nothing to remember (the option is off, or nothing is remembered and the keyboard's
    /// part does not appear).
    case none
    /// The keyboard's part appears: remember `offset`.
    case start(CGPoint)
    /// Something other than the component scrolled since its last update: forget.
    case forget
    /// Keep what is remembered.
    case keep
  }

  /// The rule before an update: start remembering when the keyboard's inset is about to
  /// appear; forget when something other than the component scrolled since its last update.
  package static func beforeUpdate(
    _ memory: OffsetMemory?, isEnabled: Bool, keyboardBefore: CGFloat, keyboardAfter: CGFloat,
    offset: CGPoint
  ) -> BeforeUpdate {
    guard isEnabled else { return .none }
    if keyboardBefore == 0, keyboardAfter > 0 { return .start(offset) }
    // [choice] any scroll the component did not make counts as the user's: their position
    // wins over the one from before the keyboard.
    if let left = memory?.left, left != offset { return .forget }
    return memory == nil ? .none : .keep
  }

  /// What to do after an update whose keyboard's part is now `keyboardNow`, the offset being
  /// `offset` and the valid offsets `range`.
  package enum AfterUpdate: Equatable, Sendable {
    /// Nothing was remembered for this update.
    case none
    /// The keyboard is still up: note where the component left the offset.
    case noteLeft(CGPoint)
    /// The keyboard's part is gone: forget, and scroll to `y` when it differs from the offset
    /// (`nil`: nothing to scroll, the remembered offset being already there or not finite).
    case restore(y: CGFloat?)
  }

  /// The rule after an update: while the keyboard's part is there, note the offset; once it
  /// is gone, put the remembered offset back within the scrollable range, and forget it.
  package static func afterUpdate(
    _ memory: OffsetMemory?, keyboardNow: CGFloat, offset: CGPoint,
    range: ClosedRange<CGFloat>
  ) -> AfterUpdate {
    guard let memory else { return .none }
    if keyboardNow > 0 { return .noteLeft(offset) }
    let y = ScrollableRange.clamp(memory.before.y, to: range)
    guard y.isFinite, y != offset.y else { return .restore(y: nil) }
    return .restore(y: y)
  }
}
