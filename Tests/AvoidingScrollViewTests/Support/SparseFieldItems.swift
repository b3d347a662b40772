#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// `count` collection items, each a `TextFieldItemCell` except `plainItems`, which get a
  /// plain registered `UICollectionViewCell` (a row with no field, such as a caption).
  final class SparseFieldItems: NSObject, UICollectionViewDataSource {
    let count: Int
    let plainItems: Set<Int>

    /// Registers both cell kinds on `collectionView` and becomes its data source.
    init(count: Int, plainItems: Set<Int> = [], for collectionView: UICollectionView) {
      self.count = count
      self.plainItems = plainItems
      super.init()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plain")
      collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let identifier = plainItems.contains(indexPath.item) ? "plain" : "field"
      return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
  }
#endif
