import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Pinned section headers and footers: bars that stay at the top (bottom) of a collection
/// view's or a plain table view's visible area while its content scrolls under them.
///
/// [doc] UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds: headers "pin to the
/// top of the collection view bounds during scrolling"; sectionFootersPinToVisibleBounds:
/// footers pin "to the bottom". UITableView.Style.plain: "Section headers and footers are
/// displayed as inline separators and float when the table view is scrolled". A field revealed just inside the visible area would end up
/// under such a bar. [choice] The reveal therefore treats a pinned header as covering the
/// top of the visible area and a pinned footer as covering its bottom: the requested rect
/// grows by their lengths, so that after the scroll the padded field lies between them.
/// The header counted is the one of the field's own section, which is the one pinned
/// whenever the field is near the top (a section's header pushes the previous one away).
package enum PinnedSectionBars {
  /// `rect` (the padded field) grown upward by `header` and downward by `footer`, when that
  /// still fits in `visibleHeight`; else grown by the header alone if that fits; else
  /// unchanged (bars that leave no room for the field cannot be avoided). Negative and
  /// non-finite lengths count as 0.
  package static func revealRect(
    _ rect: CGRect, header: CGFloat, footer: CGFloat, visibleHeight: CGFloat
  )
    -> CGRect
  {
    let top = header.isFinite ? max(0, header) : 0
    let bottom = footer.isFinite ? max(0, footer) : 0
    guard top + bottom > 0, visibleHeight.isFinite else { return rect }
    if rect.height + top + bottom <= visibleHeight {
      return CGRect(
        x: rect.minX, y: rect.minY - top, width: rect.width, height: rect.height + top + bottom)
    }
    if top > 0, rect.height + top <= visibleHeight {
      return CGRect(x: rect.minX, y: rect.minY - top, width: rect.width, height: rect.height + top)
    }
    return rect
  }
}
