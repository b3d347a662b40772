#if !canImport(UIKit)
  import Foundation

  extension UIScrollView {
    /// UIKit's `scrollRectToVisible(_:animated:)`.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    /// "This method scrolls the content view so that the area defined by rect is just visible
    /// inside the scroll view. If the area is already visible, the method does nothing."
    /// - `rect` is in the scroll view's own (content) coordinates [doc].
    /// - The visible area is the bounds less `adjustedContentInset` [seen, uikit-reference.md].
    /// - Per axis, the offset moves the least distance that brings the rect's edges inside,
    ///   and the result stays within the scrollable range
    ///   `-inset.leading ... max(-inset.leading, content + inset.trailing - bounds)` [seen].
    /// - A rect longer than the visible area on an axis: UIKit's result is not documented.
    ///   The model aligns the rect's leading edge [choice]; the component never asks for it.
    /// - An animated scroll reaches its final offset at once: the model has no frames.
    /// The public, overridable method is declared in UIScrollView.swift (`open` in UIKit).
    func scrollRectToVisibleInModel(_ rect: CGRect, animated: Bool) {
      let inset = adjustedContentInset
      let visible = bounds.inset(by: inset)
      let target = CGPoint(
        x: Self.justVisibleOrigin(
          current: bounds.minX, rectMin: rect.minX, rectMax: rect.maxX,
          visibleMin: visible.minX, visibleMax: visible.maxX,
          range: -inset.left...max(-inset.left, contentSize.width + inset.right - bounds.width)),
        y: Self.justVisibleOrigin(
          current: bounds.minY, rectMin: rect.minY, rectMax: rect.maxY,
          visibleMin: visible.minY, visibleMax: visible.maxY,
          range: -inset.top...max(-inset.top, contentSize.height + inset.bottom - bounds.height))
      )
      guard target != contentOffset else { return }
      setContentOffset(target, animated: animated)
    }

    private static func justVisibleOrigin(
      current: CGFloat, rectMin: CGFloat, rectMax: CGFloat,
      visibleMin: CGFloat, visibleMax: CGFloat, range: ClosedRange<CGFloat>
    ) -> CGFloat {
      var delta: CGFloat = 0
      if rectMax - rectMin > visibleMax - visibleMin || rectMin < visibleMin {
        delta = rectMin - visibleMin
      } else if rectMax > visibleMax {
        delta = rectMax - visibleMax
      }
      guard delta != 0 else { return current }
      return min(max(current + delta, range.lowerBound), range.upperBound)
    }
  }
#endif
