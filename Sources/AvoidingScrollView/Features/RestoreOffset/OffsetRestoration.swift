#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The offset the user had before the keyboard appeared, for putting it back when the
/// keyboard hides (an option, off by default).
struct OffsetMemory {
  /// The offset just before the keyboard's inset was first added.
  var before: CGPoint
  /// The offset the component left after its last update while the keyboard was up; an
  /// offset found different at the next update means someone else (the user, the app)
  /// scrolled.
  var left: CGPoint?
}

/// Putting the scroll position back when the keyboard hides (an option, off by default).
///
/// The feature owns the option and the memory; the engine tells it, around each update, how
/// the keyboard's inset changes, and a list's row walk tells it about the scrolls that are the
/// component's own.
@MainActor
final class OffsetRestoration {
  private unowned let scrollView: UIScrollView
  private var memory: OffsetMemory?

  /// Whether the offset from before the keyboard comes back when it hides.
  var isEnabled = false {
    didSet { if !isEnabled { memory = nil } }
  }

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
  }

  /// Before the insets change from `addedBefore` to `addedAfter` (the keyboard's part of the
  /// bottom inset): start remembering when the keyboard's inset is about to appear; forget
  /// when something other than the component scrolled since its last update. Returns the
  /// memory that holds for this update.
  func beforeInsets(addedBefore: CGFloat, addedAfter: CGFloat) -> OffsetMemory? {
    guard isEnabled else { return nil }
    if addedBefore == 0, addedAfter > 0 {
      memory = OffsetMemory(before: scrollView.contentOffset, left: nil)
    } else if let left = memory?.left, left != scrollView.contentOffset {
      // [choice] any scroll the component did not make counts as the user's: their
      // position wins over the one from before the keyboard.
      memory = nil
    }
    return memory
  }

  /// After the update, the keyboard's part now `addedNow`: when it is gone, put the
  /// remembered offset back (within the scrollable range) and forget it; while it is up,
  /// note where the component left the offset.
  func afterUpdate(
    _ memory: OffsetMemory?, addedNow: CGFloat, adjustedContentInset inset: UIEdgeInsets
  ) {
    guard let memory else { return }
    if addedNow > 0 {
      self.memory?.left = scrollView.contentOffset
      return
    }
    self.memory = nil
    let range = ScrollableRange.offsets(
      contentLength: scrollView.contentSize.height, boundsLength: scrollView.bounds.height,
      leadingInset: inset.top, trailingInset: inset.bottom)
    let y = ScrollableRange.clamp(memory.before.y, to: range)
    guard y.isFinite else { return }
    let target = CGPoint(x: scrollView.contentOffset.x, y: y)
    if scrollView.contentOffset != target { scrollView.contentOffset = target }
  }

  /// The component itself scrolled from `previous` (a list's walk into rows without cells):
  /// its own motion, not the user's, so the memory still holds. Returns the offset now.
  func noteOwnScroll(after previous: CGPoint) -> CGPoint {
    let now = scrollView.contentOffset
    if memory?.left == previous { memory?.left = now }
    return now
  }
}
