import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// How far to scroll so that a keyboard that covers no band (floating, undocked or split)
/// no longer lies over the revealed rect.
package enum FloatingKeyboardReveal {
  /// The change of vertical offset, least in size, that puts `rect` (the focused view with
  /// its padding) just above or just below `keyboard` while keeping it inside `visible`;
  /// `0` when the keyboard does not overlap it; `nil` when no change within `allowed` does.
  ///
  /// All rects are in the scroll view's coordinates at the current offset. Scrolling by Δ
  /// moves the content, `rect` with it, by −Δ against the keyboard and the visible area,
  /// which stay put on screen. Above: `rect.maxY − Δ ≤ keyboard.minY` and
  /// `rect.minY − Δ ≥ visible.minY`; below: `rect.minY − Δ ≥ keyboard.maxY` and
  /// `rect.maxY − Δ ≤ visible.maxY`. No inset is added for such a keyboard [choice: it
  /// covers no band of the scroll view, so the content can move only within its range].
  package static func offsetChange(
    rect: CGRect, keyboard: CGRect, visible: CGRect, allowed: ClosedRange<CGFloat>
  ) -> CGFloat? {
    guard rect.isSaneFrame, keyboard.isSaneFrame, visible.isSaneFrame,
      allowed.lowerBound.isFinite, allowed.upperBound.isFinite
    else { return nil }
    let overlaps =
      rect.minX < keyboard.maxX && keyboard.minX < rect.maxX && rect.minY < keyboard.maxY
      && keyboard.minY < rect.maxY
    guard overlaps else { return 0 }
    let above = (rect.maxY - keyboard.minY, rect.minY - visible.minY)
    let below = (rect.maxY - visible.maxY, rect.minY - keyboard.maxY)
    let choices = [above, below].compactMap { interval -> CGFloat? in
      let lower = max(interval.0, allowed.lowerBound)
      let upper = min(interval.1, allowed.upperBound)
      guard lower <= upper else { return nil }
      return min(max(0, lower), upper)  // the point of the interval nearest to no motion
    }
    return choices.min { abs($0) < abs($1) }
  }
}
