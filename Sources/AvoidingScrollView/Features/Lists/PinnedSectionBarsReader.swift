import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Which pinned section bars cover the owner's visible area (see ``PinnedSectionBars``):
/// stateless, read at each reveal.
@MainActor
enum PinnedSectionBarsReader {
  /// The lengths of the pinned section header (top) and footer (bottom) over `focus`, or 0.
  ///
  /// A vertical `UICollectionViewFlowLayout` is read through its
  /// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` and
  /// `headerReferenceSize` / `footerReferenceSize` heights ([doc]: "only the size that
  /// corresponds to the appropriate scrolling direction is used"). [choice] Sizes a flow
  /// layout delegate returns per section are not read.
  ///
  /// A table view pins its section bars in the plain style only ([doc]
  /// uitableview/style-swift.enum/plain: "Section headers and footers are displayed as
  /// inline separators and float when the table view is scrolled"; the grouped styles say
  /// no such thing, and their headers scroll with the rows). The lengths are those of the
  /// section of the cell holding `focus`, from `rectForHeader(inSection:)` /
  /// `rectForFooter(inSection:)`: they reflect whatever set them (`sectionHeaderHeight`, the
  /// delegate's `heightForHeaderInSection`, a title's automatic height). A field in no
  /// cell counts no bars [choice: its section is unknown].
  static func bars(in scrollView: UIScrollView, for focus: UIView) -> (
    header: CGFloat, footer: CGFloat
  ) {
    if let table = scrollView as? UITableView {
      guard table.style == .plain,
        let section = CellList.table(table).indexPathOfCell(containing: focus)?.section
      else { return (0, 0) }
      // `size.height`, not `height`: a negative height must stay negative (no bar), not be
      // standardized into a bar.
      return (
        table.rectForHeader(inSection: section).size.height,
        table.rectForFooter(inSection: section).size.height
      )
    }
    guard let collection = scrollView as? UICollectionView,
      let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout,
      flow.scrollDirection == .vertical
    else { return (0, 0) }
    return (
      flow.sectionHeadersPinToVisibleBounds ? flow.headerReferenceSize.height : 0,
      flow.sectionFootersPinToVisibleBounds ? flow.footerReferenceSize.height : 0
    )
  }
}
