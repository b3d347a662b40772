import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIViewController`, `UITableViewController`, `UICollectionViewController`: the root
  /// view loaded on first use, and the responder chain through it.
  @Suite("View controllers")
  @MainActor
  struct ViewControllerTests {
    // Source: uiviewcontroller/view ("The getter first invokes [self loadView]"),
    // viewIfLoaded, isViewLoaded, loadView() ("creates a plain UIView object").
    @Test func viewIsLoadedOnFirstRead() {
      let controller = UIViewController(nibName: nil, bundle: nil)
      #expect(controller.viewIfLoaded == nil)
      #expect(!controller.isViewLoaded)
      let view = controller.view
      #expect(view != nil)
      #expect(controller.isViewLoaded)
      #expect(controller.viewIfLoaded === view)
      #expect(controller.view === view)  // loaded once
      // null_resettable: nil makes the next read load a new view.
      controller.view = nil
      #expect(!controller.isViewLoaded)
      #expect(controller.view !== view)
    }

    // Source: uiresponder/next: a view answers the controller that manages it, else its
    // superview; a controller answers its view's superview.
    @Test func responderChainRunsThroughTheController() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let controller = UIViewController(nibName: nil, bundle: nil)
      let child = UIView()
      controller.view.addSubview(child)
      window.addSubview(controller.view)
      #expect(child.next === controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.next === window)
      // A replaced view answers its superview again.
      let old: UIView = controller.view
      controller.view = UIView()
      #expect(old.next === window)
      #expect(controller.view.next === controller)
      #expect(controller.next == nil)  // the new view has no superview
      controller.loadViewIfNeeded()  // loaded already: keeps it
      #expect(controller.view.next === controller)
    }

    // Source: UITableViewController.h ("Creates a table view"), init(style:).
    @Test func tableViewControllerCreatesItsTableAsItsView() {
      let controller = UITableViewController(style: .grouped)
      let table = controller.tableView
      #expect(controller.view === table)
      #expect(table?.style == .grouped)
      #expect(table?.next === controller)
      let mine = UITableView(frame: .zero, style: .plain)
      controller.tableView = mine
      #expect(controller.view === mine)
      #expect(mine.next === controller)
      #expect(table?.next == nil)  // no longer its view, no superview
      controller.view = UIView()  // [choice]: no table view any more
      #expect(controller.tableView == nil)
      #expect(UITableViewController(nibName: nil, bundle: nil).tableView?.style == .plain)
      #expect(UITableViewController(coder: NSCoder())?.tableView?.style == .plain)
    }

    // Source: UICollectionViewController overview ("automatically creates a new
    // unconfigured collection view object"), init(collectionViewLayout:).
    @Test func collectionViewControllerCreatesItsCollectionAsItsView() {
      let layout = UICollectionViewFlowLayout()
      let controller = UICollectionViewController(collectionViewLayout: layout)
      let collection = controller.collectionView
      #expect(controller.view === collection)
      #expect(collection?.collectionViewLayout === layout)
      #expect(collection?.next === controller)
      controller.view = UIView()
      #expect(controller.collectionView == nil)
      let fromNib = UICollectionViewController(nibName: nil, bundle: nil)
      #expect(fromNib.collectionView?.collectionViewLayout is UICollectionViewFlowLayout)
      let fromCoder = UICollectionViewController(coder: NSCoder())
      #expect(fromCoder?.collectionView?.collectionViewLayout is UICollectionViewFlowLayout)
      #expect(UIViewController(coder: NSCoder())?.view != nil)
    }

    // Source: UITableViewController.h ("setting the datasource and delegate to self";
    // `<UITableViewDelegate, UITableViewDataSource>`: a subclass overrides the data source
    // methods, as `override func tableView(_:numberOfRowsInSection:)` against the SDK).
    @Test func aTableViewControllerIsItsTablesDataSource() {
      let plain = UITableViewController(style: .plain)
      #expect(plain.tableView.dataSource === plain)
      // Its own answers [choice]: one section, no rows.
      #expect(plain.tableView.numberOfSections == 1)  // UITableView.h "Default is 1"
      #expect(plain.tableView.numberOfRows(inSection: 0) == 0)
      let rows = ThreeRowsController(style: .plain)
      #expect(rows.tableView.numberOfSections == 2)
      #expect(rows.tableView.numberOfRows(inSection: 1) == 3)
      // 320 wide; rows 44 pt (the model's height): a 320 × 200 table shows rows of both
      // sections, each from the subclass.
      rows.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
      rows.tableView.layoutIfNeeded()
      #expect(
        rows.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.reuseIdentifier == "row")
    }

    // Source: uicollectionviewcontroller ("If a data source or delegate is not specified,
    // the collection view controller assigns itself"), uicollectionviewcontroller/
    // collectionview ("If you assign a new collection view object to this property and that
    // view's data source or delegate aren't yet set, the collection view controller makes
    // itself the delegate or data source or both").
    @Test func aCollectionViewControllerIsTheDataSourceOfACollectionThatHasNone() {
      let controller = TwoItemsController(collectionViewLayout: UICollectionViewFlowLayout())
      #expect(controller.collectionView.dataSource === controller)
      #expect(controller.collectionView.numberOfSections == 1)  // its own answer [choice]
      #expect(controller.collectionView.numberOfItems(inSection: 0) == 2)  // the subclass's
      let bare = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      controller.collectionView = bare
      #expect(bare.dataSource === controller)
      let source = OneItemSource()
      let sourced = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      sourced.dataSource = source
      controller.collectionView = sourced
      #expect(sourced.dataSource === source)  // kept
      #expect(
        UICollectionViewController(collectionViewLayout: .init())
          .collectionView.numberOfItems(inSection: 0) == 0)
    }
  }

  /// A table view controller subclass overriding the data source methods, as on iOS.
  private final class ThreeRowsController: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: "row")
    }
  }

  /// A collection view controller subclass overriding the item count.
  private final class TwoItemsController: UICollectionViewController {
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 2 }
  }

  /// A collection view data source of its own.
  private final class OneItemSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell(frame: .zero) }
  }
#endif
