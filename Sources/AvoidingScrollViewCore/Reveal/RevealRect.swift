import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// The rectangle the component asks the scroll view to make visible.
package enum RevealRect {
  /// `focus` grown by `padding` above and below, then cut to the visible size keeping its
  /// top and leading edges, so the request is never larger than what can be shown (UIKit
  /// does not document what `scrollRectToVisible` does with a larger rect).
  ///
  /// The padding never reaches past the ends of the scrollable content (from 0 to the
  /// larger of `contentHeight` and the visible height): no offset could show it there, and
  /// asking for it would make a field at the very top or bottom look hidden forever.
  package static func make(
    focus: CGRect, padding: CGFloat, visibleSize: CGSize, contentHeight: CGFloat
  )
    -> CGRect
  {
    let pad = padding.isFinite ? max(0, padding) : 0
    let end = max(contentHeight, visibleSize.height)
    let top = max(focus.minY - pad, min(0, focus.minY))
    let bottom = min(focus.maxY + pad, max(end, focus.maxY))
    var rect = CGRect(x: focus.minX, y: top, width: focus.width, height: max(0, bottom - top))
    rect.size.height = min(rect.height, max(0, visibleSize.height))
    rect.size.width = min(rect.width, max(0, visibleSize.width))
    return rect
  }

  /// Whether the text view should be revealed whole rather than at its caret: when it fits
  /// the visible height with its padding.
  package static func fitsWhole(height: CGFloat, padding: CGFloat, visibleHeight: CGFloat) -> Bool {
    height + 2 * max(0, padding) <= visibleHeight
  }

  /// Whether `rect` lies inside `visible`, allowing for floating-point error.
  package static func isVisible(_ rect: CGRect, in visible: CGRect) -> Bool {
    let slack: CGFloat = 0.001
    return rect.minX >= visible.minX - slack && rect.maxX <= visible.maxX + slack
      && rect.minY >= visible.minY - slack && rect.maxY <= visible.maxY + slack
  }
}
