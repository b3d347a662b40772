#if !canImport(UIKit)
  import Foundation

  // Source: NSIndexPath+UIKitAdditions.h (UICollectionViewAdditions: `item`,
  // `indexPathForItem:inSection:`), which UIKit's Swift overlay exposes on `IndexPath`. An
  // item index path is [section, item], like a row index path.
  extension IndexPath {
    /// Creates an index path that identifies an item in a collection view.
    ///
    /// Source: https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// An index number that identifies an item in a section of a collection view.
    ///
    /// Source: https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
