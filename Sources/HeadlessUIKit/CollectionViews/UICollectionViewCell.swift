#if !canImport(UIKit)
  import Foundation

  /// A single data item when that item is within the collection view's visible bounds.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewcell and
  /// UICollectionViewCell.h (`NS_SWIFT_UI_ACTOR @interface UICollectionViewCell :
  /// UICollectionReusableView`). The model draws nothing: a cell is a view with a
  /// `contentView` that fills it.
  @preconcurrency @MainActor
  open class UICollectionViewCell: UICollectionReusableView {
    /// Creates a cell with the given frame; the collection view sets the frame it lays out.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) {
      contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
      super.init(frame: frame)
      addSubview(contentView)
    }

    /// Creates a cell from data in an unarchiver. The model's collection view creates
    /// registered cells through this initializer (see `UICollectionView.register`).
    ///
    /// Source: UICollectionViewCell.h (`initWithCoder:` is a designated initializer).
    public required init?(coder: NSCoder) {
      contentView = UIView(frame: .zero)
      super.init(coder: coder)
      addSubview(contentView)
    }

    /// The main view to which you add your cell's custom content.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    /// The model keeps it the size of the cell [choice].
    open private(set) var contentView: UIView

    override func geometryDidChange(oldFrame: CGRect, oldBoundsOrigin: CGPoint) {
      super.geometryDidChange(oldFrame: oldFrame, oldBoundsOrigin: oldBoundsOrigin)
      if oldFrame.size != frame.size {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
      }
    }
  }
#endif
