#if !canImport(UIKit)
  import Foundation

  /// A view that presents data using rows in a single column.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitableview and UITableView.h
  /// (`@interface UITableView : UIScrollView`). The model has no selection or editing, and
  /// section headers and footers are space only (UITableView+SectionHeaders.swift): each
  /// section is its header, its rows (`rowHeight` each or self-sized,
  /// UITableView+SelfSizing.swift), then its footer, stacked from the top of the content.
  /// Only rows that intersect the bounds have cells (UITableView+CellLayout.swift).
  @preconcurrency @MainActor
  open class UITableView: UIScrollView {
    private let tableStyle: UITableView.Style
    /// The row counts per section, read from the data source by `reloadData()`, or `nil`
    /// before the first load (UITableView+CellLayout.swift).
    var rowCounts: [Int]?
    /// The cells on screen, by index path.
    var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Cells that left the screen, by reuse identifier, for `dequeueReusableCell`.
    var reusableCells: [String: [UITableViewCell]] = [:]
    /// Self-sizing rows' measured heights, by position from the top (UITableView+SelfSizing).
    var measuredRowHeights: [Int: CGFloat] = [:]

    /// Initializes and returns a table view object having the given frame and style.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) {
      tableStyle = style
      super.init(frame: frame)
    }

    /// Creates a table view from data in an unarchiver.
    ///
    /// Source: UITableView.h (`initWithCoder:` is a designated initializer). The model has no
    /// archives: the table is plain.
    public required init?(coder: NSCoder) {
      tableStyle = .plain
      super.init(coder: coder)
    }

    /// The style of the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    open var style: UITableView.Style { tableStyle }

    /// The object that acts as the data source of the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/datasource
    /// (weak, as UITableView.h declares it). Setting it forgets the counts; they are read at
    /// the next layout pass or the next question about rows [choice: UIKit queries its data
    /// source lazily; exactly when is not documented].
    open weak var dataSource: (any UITableViewDataSource)? {
      didSet {
        rowCounts = nil
        for indexPath in Array(cellsByIndexPath.keys) { recycleCell(at: indexPath) }
        setNeedsLayout()
      }
    }

    /// The default height, in points, of each row in the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/rowheight
    /// UIKit's default is `automaticDimension` (self-sizing, UITableView+SelfSizing.swift);
    /// the model starts at a fixed 44 pt [choice: the plain style's standard row height]. A
    /// change re-lays the rows out and resizes the content.
    open var rowHeight: CGFloat = 44 {
      didSet {
        forgetRowHeights()
        updateContentSize()
        setNeedsLayout()
      }
    }

    /// The estimated height of rows in the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
    /// UIKit's default is `automaticDimension` ("the table view automatically calculates an
    /// estimate"); it counts for self-sizing rows not measured yet (UITableView+SelfSizing).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
      didSet {
        updateContentSize()
        setNeedsLayout()
      }
    }

    /// The height of section headers in the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight
    /// UITableView.h: "default is UITableViewAutomaticDimension". How the model lays it out
    /// is in UITableView+SectionHeaders.swift (the automatic height is 0: no titles).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
      didSet { sectionBarsDidChange() }
    }

    /// The height of section footers in the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight
    /// UITableView.h: "default is UITableViewAutomaticDimension"; see ``sectionHeaderHeight``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
      didSet { sectionBarsDidChange() }
    }

    /// Returns the drawing area for the header of the specified section.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/rectforheader(insection:)
    /// In content coordinates, above the section's first row, where the section places it
    /// (a plain table's floating header is drawn elsewhere while it floats; the model draws
    /// none). `.zero` for a section out of range [choice].
    @discardableResult
    open func rectForHeader(inSection section: Int) -> CGRect {
      headerRect(inSection: section)
    }

    /// Returns the drawing area for the footer of the specified section.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/rectforfooter(insection:)
    /// Below the section's last row; see ``rectForHeader(inSection:)``.
    @discardableResult
    open func rectForFooter(inSection section: Int) -> CGRect {
      footerRect(inSection: section)
    }

    /// The number of sections in the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    /// The count the table view has from its data source.
    open var numberOfSections: Int { loadedRowCounts.count }

    /// Returns the number of rows (table cells) in a specified section.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    /// The count read from the data source at the last load or update, not a fresh query
    /// [doc: the table view keeps its own counts, which is why the data source must change
    /// before `insertRows`/`deleteRows`]; 0 for a section out of range.
    @discardableResult
    open func numberOfRows(inSection section: Int) -> Int {
      let counts = loadedRowCounts
      guard counts.indices.contains(section) else { return 0 }
      return counts[section]
    }

    /// Returns the drawing area for a row that an index path identifies.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    /// In the table view's content coordinates: full width, `rowHeight` tall, rows stacked
    /// from y = 0 across sections, after their section's header and the sections above
    /// (UITableView+SectionHeaders.swift). `.zero` for an index path out of range [choice].
    @discardableResult
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
      guard let flat = flatIndex(of: indexPath) else { return .zero }
      return CGRect(
        x: 0, y: sectionBarsAbove(rowsOf: indexPath.section) + minYOfRow(atFlatIndex: flat),
        width: bounds.width, height: heightOfRow(atFlatIndex: flat))
    }

    /// Returns the table cell at the index path you specify.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    /// UITableView.h: "returns nil if cell is not visible or index path is out of range".
    @discardableResult
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
      onScreenIndexPaths.contains(indexPath) ? cellsByIndexPath[indexPath] : nil
    }

    /// The table cells that are visible in the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/visiblecells
    /// In index path order; not the cell kept off screen for its first responder
    /// (UITableView+FirstResponderCell.swift).
    open var visibleCells: [UITableViewCell] {
      onScreenIndexPaths.compactMap { cellsByIndexPath[$0] }
    }

    /// An array of index paths, each identifying a visible row in the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
    open var indexPathsForVisibleRows: [IndexPath]? {
      onScreenIndexPaths
    }

    /// Returns the index path of the specified table view cell.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
    /// UITableView.h: "returns nil if cell is not visible".
    @discardableResult
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
      cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// Scrolls through the table view until a row that an index path identifies is at a
    /// particular location on the screen.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
    /// The positions are modelled in UITableView+Scrolling.swift.
    open func scrollToRow(
      at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
      performScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Returns a reusable table-view cell object located by its identifier.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
    /// A cell that left the screen with this reuse identifier, after its `prepareForReuse()`
    /// ("called just before the object is returned", uitableviewcell/prepareforreuse()), or
    /// `nil` when there is none: the data source then creates one. The model has no
    /// `register(_:forCellReuseIdentifier:)`: creating a cell from a class object needs the
    /// Objective-C runtime, which Linux does not have.
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
      guard let cell = reusableCells[identifier]?.popLast() else { return nil }
      cell.prepareForReuse()
      return cell
    }

    /// Reloads the rows and sections of the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// "Call this method to reload all the data that is used to construct the table":
    /// the counts are read again, every cell on screen goes back to the reuse queue, and the
    /// cells are asked for again at the next layout pass. The content size follows the new
    /// counts at once [choice: UIKit's timing is not documented].
    open func reloadData() {
      rowCounts = currentDataSourceCounts()
      forgetRowHeights()
      for indexPath in Array(cellsByIndexPath.keys) { recycleCell(at: indexPath) }
      updateContentSize()
      setNeedsLayout()
    }

    /// Inserts rows in the table view at the locations that an array of index paths
    /// identifies.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    /// The data source must already hold the new rows; the counts are read again and, within
    /// the call, the cells below the inserted rows move down, visible new rows get cells, and
    /// then the content size grows. [doc] "UITableView calls the relevant delegate and data
    /// source methods immediately afterward to get the cells and other content for visible
    /// cells" (uitableview/insertrows(at:with:)); [choice] the moved cells reach their rows
    /// at once (no animation frames), before the content size changes.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      for inserted in indexPaths.sorted() {
        shiftCells(inSection: inserted.section, fromRow: inserted.row, by: 1)
      }
      applyRowUpdate()
    }

    /// Deletes the rows that an array of index paths identifies.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    /// The data source must already have removed the rows; their cells leave the table (a
    /// first responder inside one resigns, as for any removed view) and the cells below move
    /// up within the call, as for ``insertRows(at:with:)``.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      for deleted in indexPaths.sorted(by: >) {
        recycleCell(at: deleted)
        shiftCells(inSection: deleted.section, fromRow: deleted.row + 1, by: -1)
      }
      applyRowUpdate()
    }

    /// Reloads the specified rows using an animation effect.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    /// "Reloading a row causes the table view to ask its data source for a new cell for that
    /// row"; see UITableView+Updates.swift.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      applyRowReload(at: indexPaths)
    }

    /// Moves the row at a specified location to a destination location.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    /// See UITableView+Updates.swift.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      applyRowMove(from: indexPath, to: newIndexPath)
    }

    /// Begins a series of method calls that insert, delete, or select rows and sections of
    /// the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
    /// The model applies each update within its own call: there is nothing to batch.
    open func beginUpdates() {}

    /// Concludes a series of method calls that insert, delete, select, or reload rows and
    /// sections of the table view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableview/endupdates()
    /// Self-sizing rows on screen are measured again, without reloading their cells
    /// (UITableView+SelfSizing.swift).
    open func endUpdates() {
      remeasureRowsOnScreen()
    }

    /// Lays out the cells of the rows that intersect the bounds.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    /// (inherited); which cells exist is described in UITableView+CellLayout.swift.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layOutVisibleCells()
    }

    override func geometryDidChange(oldFrame: CGRect, oldBoundsOrigin: CGPoint) {
      super.geometryDidChange(oldFrame: oldFrame, oldBoundsOrigin: oldBoundsOrigin)
      // Rows are as wide as the table: a new width is a new content width.
      if oldFrame.size.width != frame.size.width {
        forgetRowHeights()
        updateContentSize()
      }
    }
  }
#endif
