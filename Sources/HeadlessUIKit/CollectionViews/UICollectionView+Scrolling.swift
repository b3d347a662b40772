#if !canImport(UIKit)
  import Foundation

  extension UICollectionView {
    /// Constants that indicate how to scroll an item into the visible portion of the
    /// collection view.
    ///
    /// Source: UICollectionView.h, `typedef NS_OPTIONS(NSUInteger,
    /// UICollectionViewScrollPosition)`: "The vertical positions are mutually exclusive to
    /// each other, but are bitwise or-able with the horizontal scroll positions." Raw values
    /// as the header gives them.
    public struct ScrollPosition: OptionSet, Sendable {
      /// The raw bit mask.
      public let rawValue: UInt

      /// Creates a scroll position from a raw bit mask.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// Scroll so that the item is positioned at the top of the collection view's bounds.
      public static let top = ScrollPosition(rawValue: 1 << 0)
      /// Scroll so that the item is centered vertically in the collection view.
      public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
      /// Scroll so that the item is positioned at the bottom of the collection view's bounds.
      public static let bottom = ScrollPosition(rawValue: 1 << 2)
      /// Scroll so that the item is positioned at the left edge of the collection view's
      /// bounds.
      public static let left = ScrollPosition(rawValue: 1 << 3)
      /// Scroll so that the item is centered horizontally in the collection view.
      public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
      /// Scroll so that the item is positioned at the right edge of the collection view's
      /// bounds.
      public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What `scrollToItem(at:at:animated:)` does (declared in the class, as the SDK imports
    /// it, so that it stays overridable).
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    /// "scrollPosition: An option that specifies where the item should be positioned when
    /// scrolling finishes." The model's flow layout scrolls vertically only, so only the
    /// vertical positions move it: `.top`, `.centeredVertically` and `.bottom` put the item's
    /// layout frame at the top, middle or bottom of the visible area (the bounds less
    /// `adjustedContentInset`, as for `scrollRectToVisible(_:animated:)` [seen,
    /// uikit-reference.md]), within the scrollable range [choice, as for the model's
    /// `UITableView.scrollToRow(at:at:animated:)`]. With no vertical position the model
    /// scrolls the least distance that shows the item [choice: UIKit documents nothing for
    /// it]. An index path out of range does nothing [choice: the model stays total].
    func performScrollToItem(
      at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition,
      animated: Bool
    ) {
      guard
        let frame = collectionViewLayout.frameForItem(
          at: indexPath, itemCounts: loadedItemCounts)
      else { return }
      let inset = adjustedContentInset
      let visible = bounds.inset(by: inset)
      let delta: CGFloat
      if scrollPosition.contains(.top) {
        delta = frame.minY - visible.minY
      } else if scrollPosition.contains(.centeredVertically) {
        delta = frame.midY - visible.midY
      } else if scrollPosition.contains(.bottom) {
        delta = frame.maxY - visible.maxY
      } else {
        scrollToMakeVisible(frame, animated: animated)
        return
      }
      let range = -inset.top...max(-inset.top, contentSize.height + inset.bottom - bounds.height)
      let y = min(max(contentOffset.y + delta, range.lowerBound), range.upperBound)
      guard y.isFinite, y != contentOffset.y else { return }
      setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
  }
#endif
