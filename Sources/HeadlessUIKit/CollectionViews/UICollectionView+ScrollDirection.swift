#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  extension UICollectionView {
    /// Constants that indicate the direction of scrolling for the layout.
    ///
    /// Source: UICollectionViewLayout.h, `typedef NS_ENUM(NSInteger,
    /// UICollectionViewScrollDirection)`. Declared in C (`HeadlessUIKitEnums`) so that Swift
    /// imports it as it imports UIKit's: not frozen (a `switch` needs `@unknown default`), any raw
    /// value accepted.
    public typealias ScrollDirection = UICollectionViewScrollDirection
  }

  /// The flow layout's axes: it computes every layout as a vertical one and, for a horizontal
  /// layout, swaps x and y (and width and height) on the way in and out [doc]
  /// uicollectionviewflowlayout/minimumlinespacing: "For a vertically scrolling grid, this
  /// value represents the minimum spacing between successive rows. For a horizontally
  /// scrolling grid, this value represents the minimum spacing between successive columns";
  /// scrolldirection: "For the non scrolling axis, the width of the collection view in that
  /// dimension serves as starting width of the content".
  struct FlowAxes {
    let isHorizontal: Bool

    /// `rect` in the vertical frame of reference (and back: the swap is its own inverse).
    func flow(_ rect: CGRect) -> CGRect {
      isHorizontal
        ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
    }

    func flow(_ size: CGSize) -> CGSize {
      isHorizontal ? CGSize(width: size.height, height: size.width) : size
    }
  }
#endif
