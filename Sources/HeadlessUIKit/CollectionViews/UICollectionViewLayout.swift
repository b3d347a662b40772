#if !canImport(UIKit)
  import Foundation

  /// An abstract base class for generating layout information for a collection view.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewlayout and
  /// UICollectionViewLayout.h (`NS_SWIFT_UI_ACTOR @interface UICollectionViewLayout :
  /// NSObject <NSCoding>`). The model's base layout places nothing; see
  /// `UICollectionViewFlowLayout`.
  @preconcurrency @MainActor
  open class UICollectionViewLayout: NSObject {
    /// Creates a layout object.
    ///
    /// Source: UICollectionViewLayout.h (`- (instancetype)init NS_DESIGNATED_INITIALIZER`).
    public override init() {
      super.init()
    }

    /// Creates a layout from data in an unarchiver.
    ///
    /// Source: UICollectionViewLayout.h (`initWithCoder:` is a designated initializer).
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// The collection view object currently using this layout object.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    /// (readonly and not weak in UICollectionViewLayout.h; the model holds it weakly so that
    /// the collection view, which owns its layout, is not kept alive by it).
    open var collectionView: UICollectionView? { owner }

    /// The collection view that set itself as this layout's user.
    weak var owner: UICollectionView?

    /// The width and height of the collection view's contents.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    /// "The default value of this property is CGSizeZero."
    open var collectionViewContentSize: CGSize { .zero }

    /// The frame of the item at `indexPath` in content coordinates, or `nil` when the
    /// layout places none (model internal: UIKit answers through layout attributes).
    func frameForItem(at indexPath: IndexPath, itemCounts: [Int]) -> CGRect? { nil }

    /// The content size for these item counts (model internal).
    func contentSize(itemCounts: [Int]) -> CGSize { .zero }

    /// The items whose frames intersect `rect`, in index path order (model internal). The
    /// base layout places nothing.
    func indexPathsForItems(in rect: CGRect, itemCounts: [Int]) -> [IndexPath] { [] }
  }
#endif
