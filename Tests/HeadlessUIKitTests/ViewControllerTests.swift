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
  }
#endif
