#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  extension UITableView {
    /// The position in the table view (top, middle, bottom) to scroll a specified row to.
    ///
    /// Source: UITableView.h, `typedef NS_ENUM(NSInteger, UITableViewScrollPosition)`. Declared in
    /// C (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a
    /// `switch` needs `@unknown default`), any raw value accepted.
    public typealias ScrollPosition = UITableViewScrollPosition

    /// What `scrollToRow(at:at:animated:)` does (declared in the class, as the SDK imports
    /// it, so that it stays overridable).
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
    /// and uitableview/scrollposition: `.none` "scrolls the row of interest to be fully
    /// visible with a minimum of movement. If the row is already fully visible, no scrolling
    /// occurs. For example, if the row is above the visible area, the behavior is identical
    /// to that specified by top"; `.top`, `.middle`, `.bottom` put the row at the top,
    /// middle or bottom "of the visible table view". The model reads "visible" as the bounds
    /// less `adjustedContentInset`, as for `scrollRectToVisible(_:animated:)` [seen,
    /// uikit-reference.md], and keeps the offset within the scrollable range [choice: the
    /// content cannot be shown past its ends; `.none` never needs it]. An index path out of
    /// range does nothing [choice: the model stays total; the component never asks]. The
    /// cells of the rows now visible appear at the next layout pass, as after any scroll.
    func performScrollToRow(
      at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
      guard flatIndex(of: indexPath) != nil else { return }
      let row = rectForRow(at: indexPath)
      if scrollPosition == .none {
        scrollToMakeVisible(row, animated: animated)
        return
      }
      let inset = adjustedContentInset
      let visible = bounds.inset(by: inset)
      let delta: CGFloat
      switch scrollPosition {
      case .top, .none: delta = row.minY - visible.minY
      case .middle: delta = row.midY - visible.midY
      case .bottom: delta = row.maxY - visible.maxY
      @unknown default:
        // A raw value no case names (an imported enum accepts any): as `.none`, the least
        // motion [choice: UIKit does not say].
        scrollToMakeVisible(row, animated: animated)
        return
      }
      let range = -inset.top...max(-inset.top, contentSize.height + inset.bottom - bounds.height)
      let y = min(max(contentOffset.y + delta, range.lowerBound), range.upperBound)
      guard y.isFinite, y != contentOffset.y else { return }
      setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
  }
#endif
