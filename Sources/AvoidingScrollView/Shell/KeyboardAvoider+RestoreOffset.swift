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

extension KeyboardAvoider {
  /// Before the insets change: start remembering when the keyboard's inset is about to
  /// appear; forget when something other than the component scrolled since its last
  /// update. Returns the memory that holds for this update.
  func offsetMemoryBeforeInsets(added newAdded: CGFloat) -> OffsetMemory? {
    guard restoresOffsetOnKeyboardHide else { return nil }
    if addedContentBottom == 0, newAdded > 0 {
      offsetMemory = OffsetMemory(before: scrollView.contentOffset, left: nil)
    } else if let left = offsetMemory?.left, left != scrollView.contentOffset {
      // [choice] any scroll the component did not make counts as the user's: their
      // position wins over the one from before the keyboard.
      offsetMemory = nil
    }
    return offsetMemory
  }

  /// After the update: when the keyboard's inset is gone, put the remembered offset back
  /// (within the scrollable range) and forget it; while it is up, note where the component
  /// left the offset.
  func offsetMemoryAfterUpdate(_ memory: OffsetMemory?, adjustedContentInset inset: UIEdgeInsets) {
    guard let memory else { return }
    if addedContentBottom > 0 {
      offsetMemory?.left = scrollView.contentOffset
      return
    }
    offsetMemory = nil
    let range = ScrollableRange.offsets(
      contentLength: scrollView.contentSize.height, boundsLength: scrollView.bounds.height,
      leadingInset: inset.top, trailingInset: inset.bottom)
    let y = ScrollableRange.clamp(memory.before.y, to: range)
    guard y.isFinite else { return }
    let target = CGPoint(x: scrollView.contentOffset.x, y: y)
    if scrollView.contentOffset != target { scrollView.contentOffset = target }
  }
}
