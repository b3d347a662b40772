import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Putting the scroll position back when the keyboard hides (an option, off by default).
///
/// The feature owns the option and the memory (``OffsetMemory``, whose rules are pure). The
/// engine's plan says what the memory does before an update; after it, the feature says
/// whether the offset goes back; a list's row walk tells it about the scrolls that are the
/// component's own.
@MainActor
package final class OffsetRestoration {
  private unowned let scrollView: UIScrollView
  /// The offset remembered while the keyboard is up, if any.
  private(set) var memory: OffsetMemory?
  /// The memory that holds for the update under way.
  private var current: OffsetMemory?

  /// Whether the offset from before the keyboard comes back when it hides.
  package var isEnabled = false {
    didSet { if !isEnabled { memory = nil } }
  }

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
  }

  /// An update is about to write the insets; `step` is what its plan decided.
  func beforeUpdate(_ step: OffsetMemory.BeforeUpdate) {
    switch step {
    case .none, .keep: break
    case .start(let offset): memory = OffsetMemory(before: offset)
    case .forget: memory = nil
    }
    current = memory
  }

  /// The update is done, the keyboard's part being `keyboardNow`, the offset `offset` and the
  /// valid offsets `range`: notes where the component left the offset, or forgets the
  /// memory and returns the offset to scroll back to (``OffsetMemory/afterUpdate``).
  func afterUpdate(keyboardNow: CGFloat, offset: CGPoint, range: ClosedRange<CGFloat>)
    -> OffsetMemory.AfterUpdate
  {
    let step = OffsetMemory.afterUpdate(
      current, keyboardNow: keyboardNow, offset: offset, range: range)
    current = nil
    switch step {
    case .none: break
    case .noteLeft(let offset): memory?.left = offset
    case .restore: memory = nil
    }
    return step
  }

  /// The component itself scrolled from `previous` (a list's walk into rows without cells):
  /// its own motion, not the user's, so the memory still holds. Returns the offset now.
  func noteOwnScroll(after previous: CGPoint) -> CGPoint {
    let now = scrollView.contentOffset
    if memory?.left == previous { memory?.left = now }
    return now
  }
}
