#if !canImport(UIKit)
  import Foundation

  /// An object that manages an ordered collection of data items and presents them using
  /// customizable layouts.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicollectionview and
  /// UICollectionView.h (`NS_SWIFT_UI_ACTOR @interface UICollectionView : UIScrollView`).
  /// Items are placed by the layout (the model has `UICollectionViewFlowLayout`); only items
  /// that intersect the bounds have cells, as for the model's table view
  /// (UICollectionView+CellLayout.swift).
  @preconcurrency @MainActor
  open class UICollectionView: UIScrollView {
    /// Item counts per section from the data source, `nil` until read.
    var itemCounts: [Int]?
    /// The cells on screen, by index path.
    var cellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// Cells that left the screen, by reuse identifier.
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    /// Registered cell classes, by reuse identifier.
    var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]

    /// Creates a collection view object with the specified frame and layout.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      collectionViewLayout = layout
      super.init(frame: frame)
      layout.owner = self
    }

    /// Creates a collection view from data in an unarchiver.
    ///
    /// Source: UICollectionView.h (`initWithCoder:` is a designated initializer). The model
    /// has no archives: the layout is a flow layout with its defaults.
    public required init?(coder: NSCoder) {
      collectionViewLayout = UICollectionViewFlowLayout()
      super.init(coder: coder)
      collectionViewLayout.owner = self
    }

    /// The layout used to organize the collected view's items.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout {
      didSet {
        collectionViewLayout.owner = self
        layoutDidChange()
      }
    }

    /// The object that provides the data for the collection view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    /// (weak). Setting it forgets the counts; they are read at the next layout pass or the
    /// next question about items [choice, as for the model's table view].
    open weak var dataSource: (any UICollectionViewDataSource)? {
      didSet {
        itemCounts = nil
        for indexPath in Array(cellsByIndexPath.keys) { recycleCell(at: indexPath) }
        setNeedsLayout()
      }
    }

    /// Registers a class for use in creating new collection view cells.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    /// UIKit creates the cell with `init(frame:)` through the Objective-C runtime. Linux has
    /// no such runtime, and Swift can call only a `required` initializer on a class object:
    /// the model creates registered cells with `init(coder:)` (UIView's required
    /// initializer) and then sets the frame [choice]. A cell class used with the model must
    /// build its subviews in `init(coder:)` as well.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
      registeredCellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Dequeues a reusable cell object located by its identifier.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    /// A queued cell after its `prepareForReuse()`, or a new one of the registered class.
    /// Dequeuing an identifier that was never registered traps, as UIKit raises an exception
    /// ("must register a nib or a class for the identifier").
    @discardableResult
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
      -> UICollectionViewCell
    {
      if let cell = reusableCells[identifier]?.popLast() {
        cell.prepareForReuse()
        return cell
      }
      guard let cellClass = registeredCellClasses[identifier],
        let cell = cellClass.init(coder: NSCoder())
      else {
        preconditionFailure("no cell class registered for reuse identifier \(identifier)")
      }
      cell.assignedReuseIdentifier = identifier
      return cell
    }

    /// The number of sections in the collection view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    open var numberOfSections: Int { loadedItemCounts.count }

    /// Returns the number of items in the specified section.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    /// 0 for a section out of range.
    @discardableResult
    open func numberOfItems(inSection section: Int) -> Int {
      let counts = loadedItemCounts
      return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Gets the visible cell object at the specified index path.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    /// "nil if the cell isn't visible or if indexPath is out of range".
    @discardableResult
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
      onScreenIndexPaths.contains(indexPath) ? cellsByIndexPath[indexPath] : nil
    }

    /// An array of visible cells currently displayed by the collection view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
    /// In index path order [choice: UIKit documents no order].
    open var visibleCells: [UICollectionViewCell] {
      onScreenIndexPaths.compactMap { cellsByIndexPath[$0] }
    }

    /// An array of the visible items in the collection view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    open var indexPathsForVisibleItems: [IndexPath] {
      onScreenIndexPaths
    }

    /// Gets the index path of the specified cell.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
    /// `nil` when the cell is not on screen.
    @discardableResult
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
      cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// Scrolls the collection view contents until the specified item is visible.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    /// The positions are modelled in UICollectionView+Scrolling.swift.
    open func scrollToItem(
      at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition,
      animated: Bool
    ) {
      performScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Reloads all of the data for the collection view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    /// Counts read again, every cell queued for reuse, cells asked for again at the next
    /// layout pass; the content size follows at once [choice].
    open func reloadData() {
      itemCounts = currentDataSourceCounts()
      for indexPath in Array(cellsByIndexPath.keys) { recycleCell(at: indexPath) }
      updateContentSize()
      setNeedsLayout()
    }

    /// Inserts new items at the specified index paths.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    /// The data source must already hold the items; within the call the cells after them
    /// move on, visible new items get cells, then the content size changes [choice, as for
    /// the model's table view].
    open func insertItems(at indexPaths: [IndexPath]) {
      for inserted in indexPaths.sorted() {
        shiftCells(inSection: inserted.section, fromItem: inserted.item, by: 1)
      }
      applyItemUpdate()
    }

    /// Deletes the items at the specified index paths.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    /// Their cells leave the collection view (a first responder inside one resigns, as for
    /// any removed view); the cells after them move back, within the call.
    open func deleteItems(at indexPaths: [IndexPath]) {
      for deleted in indexPaths.sorted(by: >) {
        recycleCell(at: deleted)
        shiftCells(inSection: deleted.section, fromItem: deleted.item + 1, by: -1)
      }
      applyItemUpdate()
    }

    /// Reloads just the items at the specified index paths.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    /// The collection view discards the items' cells and asks for new ones; see
    /// UICollectionView+Updates.swift.
    open func reloadItems(at indexPaths: [IndexPath]) {
      applyItemReload(at: indexPaths)
    }

    /// Moves an item from one location to another in the collection view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    /// See UICollectionView+Updates.swift.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      applyItemMove(from: indexPath, to: newIndexPath)
    }

    /// Animates multiple insert, delete, reload, and move operations as a group.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    /// The model applies each operation within its own call, so `updates` runs as it is;
    /// `completion` is then called with `true` at once (no animation runs) [choice].
    open func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      updates?()
      completion?(true)
    }

    /// Lays out the cells of the items that intersect the bounds.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    /// (inherited); which cells exist is described in UICollectionView+CellLayout.swift.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layOutVisibleCells()
    }

    override func geometryDidChange(oldFrame: CGRect, oldBoundsOrigin: CGPoint) {
      super.geometryDidChange(oldFrame: oldFrame, oldBoundsOrigin: oldBoundsOrigin)
      // A new width (a new height, for a horizontal layout) can change how many items fit
      // on a line.
      if oldFrame.size != frame.size { layoutDidChange() }
    }
  }
#endif
