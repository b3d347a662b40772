#if !canImport(UIKit)
  import Foundation

  /// The methods that an object adopts to manage data and provide cells for a collection
  /// view.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource and
  /// UICollectionView.h (`@protocol UICollectionViewDataSource <NSObject>`: the two item
  /// methods are `@required`; `numberOfSectionsInCollectionView:` is `@optional`, one section
  /// when not implemented). Linux has no `@objc optional`: a default implementation stands in.
  @preconcurrency @MainActor
  public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// Asks your data source object for the number of items in the specified section.
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    /// Asks your data source object for the cell that corresponds to the specified item in
    /// the collection view.
    @discardableResult
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell
    /// Asks your data source object for the number of sections in the collection view.
    @discardableResult
    func numberOfSections(in collectionView: UICollectionView) -> Int
  }

  extension UICollectionViewDataSource {
    /// Default: one section ("If you don't implement this method, the collection view uses
    /// a default value of 1", uicollectionviewdatasource/numberofsections(in:)).
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  }
#endif
