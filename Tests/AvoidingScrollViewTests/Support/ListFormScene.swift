#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// The configuration `AvoidingTableView` and `AvoidingCollectionView` share with
  /// `AvoidingScrollView`, so that one test checks both classes.
  @MainActor
  protocol AvoidingListConfiguration: UIScrollView {
    var keyboardPadding: CGFloat { get set }
    var isReturnKeyNavigationEnabled: Bool { get set }
    var restoresContentOffsetOnKeyboardHide: Bool { get set }
    var avoidsFloatingKeyboard: Bool { get set }
    func focusNextField() -> Bool
    func focusPreviousField() -> Bool
    func setKeyboardPadding(_ padding: CGFloat?, for view: UIView)
    func setCompanions(_ companions: [UIView], for field: UIView)
    func revealFocusedView(animated: Bool)
  }

  extension AvoidingTableView: AvoidingListConfiguration {}
  extension AvoidingCollectionView: AvoidingListConfiguration {}

  /// Which list a test builds.
  enum ListKind: CaseIterable, Sendable {
    case table
    case collection
  }

  /// A `TableFormScene` or a `CollectionFormScene`: the same geometry (30 rows of 60 pt,
  /// row i's field 60 i + 8 … 60 i + 52, at rest at offset −safe.top), seen through what
  /// both classes offer.
  @MainActor
  final class ListFormScene {
    let stage: EditingStage
    let list: any AvoidingListConfiguration
    private let fieldAt: (Int) -> UITextField?
    private let cellAt: (Int) -> UIView?
    /// Keeps the scene that owns the data source alive.
    private let owner: AnyObject

    var device: Device { stage.device }
    var keyboard: SystemKeyboard { stage.keyboard }

    init(_ kind: ListKind, device: Device, rowCount: Int = 30) {
      switch kind {
      case .table:
        let scene = TableFormScene(device: device, rowCount: rowCount)
        stage = scene.stage
        list = scene.table
        fieldAt = { [unowned scene] in scene.field(row: $0) }
        cellAt = { [unowned scene] in
          scene.table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentView
        }
        owner = scene
      case .collection:
        let scene = CollectionFormScene(device: device, itemCount: rowCount)
        stage = scene.stage
        list = scene.collection
        fieldAt = { [unowned scene] in scene.field(item: $0) }
        cellAt = { [unowned scene] in
          scene.collection.cellForItem(at: IndexPath(item: $0, section: 0))?.contentView
        }
        owner = scene
      }
    }

    /// The field of row `row`, if the row has a cell.
    func field(row: Int) -> UITextField? { fieldAt(row) }

    /// The content view of row `row`'s cell, if it has one.
    func contentView(row: Int) -> UIView? { cellAt(row) }

    /// A view's rect in the window: what the user sees.
    func rectInWindow(_ view: UIView) -> CGRect { stage.rectInWindow(view) }
  }
#endif
