#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Which pinned section bars cover the owner's visible area (see ``PinnedSectionBars``).
extension KeyboardAvoider {
  /// The lengths of the pinned section header (top) and footer (bottom) of the owner, or 0.
  ///
  /// Only a vertical `UICollectionViewFlowLayout` is read, through its
  /// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` and
  /// `headerReferenceSize` / `footerReferenceSize` heights ([doc]: "only the size that
  /// corresponds to the appropriate scrolling direction is used"). [choice] Sizes a flow
  /// layout delegate returns per section are not read, and a plain-style table's floating
  /// headers are not handled yet.
  func pinnedSectionBars() -> (header: CGFloat, footer: CGFloat) {
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
