#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 12 item 3 (D11): containers that already avoid the keyboard. An avoiding table or
  /// collection view that is a `UITableViewController`'s / `UICollectionViewController`'s
  /// root view stands down (UIKit adjusts it; Engine/KeyboardAvoider+Hierarchy.swift); anywhere
  /// else it avoids.
  ///
  /// Geometry as TableFormScene / CollectionFormScene: 30 rows (items) of 60 pt, full screen,
  /// resting at offset −T. Row 8's field spans 488 … 532 in content coordinates (60 × 8 + 8,
  /// + 44); padded by 16: 472 … 548.
  /// iPhone SE: H 568, T 0, B 0, keyboard 253, keyboardTop 315.
  /// iPhone 15: H 852, T 59, B 34, keyboard 336, keyboardTop 516.
  ///
  /// HeadlessUIKit does not simulate what the controllers write for the keyboard (not
  /// documented), so "stands down" is checked as "adds nothing": the app's insets stay
  /// exactly as set and the table moves only as UIKit's own scroll-on-focus moves any
  /// table (here: not at all, the field is already inside the bounds).
  @MainActor
  @Suite struct ContainerControllerScenarioTests {
    /// A table controller scene: the avoiding table is the controller's `tableView`, the
    /// controller's view fills the window.
    private func tableInController(_ stage: EditingStage, rows: TextFieldRows)
      -> (UITableViewController, AvoidingTableView)
    {
      let controller = UITableViewController(style: .plain)
      let table = AvoidingTableView(frame: .zero, style: .plain)
      controller.tableView = table
      table.rowHeight = 60
      table.dataSource = rows
      controller.view.frame = stage.window.bounds
      stage.window.addSubview(controller.view)
      stage.window.layoutIfNeeded()
      table.contentOffset = CGPoint(x: 0, y: -stage.device.safeArea.top)
      stage.window.layoutIfNeeded()
      return (controller, table)
    }

    private func fieldInRow(_ table: UITableView, row: Int) -> UITextField? {
      (table.cellForRow(at: IndexPath(row: row, section: 0)) as? TextFieldCell)?.field
    }

    /// Inside a `UITableViewController`: the keyboard covers row 8's field, and the table
    /// adds no inset and does not scroll; the app's own insets (top 10, bottom 5) are
    /// untouched through show, frame change and hide.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func tableInsideATableViewControllerAddsNothing(device: Device) throws {
      let stage = EditingStage(device: device)
      let rows = TextFieldRows(count: 30)
      let (controller, table) = tableInController(stage, rows: rows)
      let appInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
      table.contentInset = appInset
      #expect(table.next === controller)
      #expect(table.isKeyboardAvoidanceEnabled)  // the app's switch is untouched
      let field = try #require(fieldInRow(table, row: 8))
      #expect(field.becomeFirstResponder())
      stage.keyboard.show()
      // Avoiding would add 253 (SE) / 302 (iPhone 15) and scroll to 233 / 32.
      #expect(table.contentInset == appInset)
      #expect(table.verticalScrollIndicatorInsets == .zero)
      // UIKit's scroll-on-focus asked to show 488 … 532; the visible part of the bounds is
      // offset + T + 10 … offset + H − B − 5 = 10 … 563 (SE), 10 … 759 (iPhone 15): already
      // visible, so the offset stays −T = 0 / −59.
      #expect(table.contentOffset.y == -device.safeArea.top)
      stage.keyboard.changeFrame(to: stage.keyboard.dockedFrame(height: device.keyboardHeight + 40))
      #expect(table.contentInset == appInset)
      stage.keyboard.hide()
      #expect(table.contentInset == appInset)
      #expect(table.verticalScrollIndicatorInsets == .zero)
      #expect(table.contentOffset.y == -device.safeArea.top)
    }

    /// Not inside: the same table as a subview of a plain view controller's view. Its `next`
    /// is that view, and it avoids: inset keyboard − B (253, 302), offset 548 − keyboardTop
    /// (233, 32), the field's bottom 16 pt above the keyboard.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func tableInsideAPlainViewControllerAvoids(device: Device) throws {
      let stage = EditingStage(device: device)
      let controller = UIViewController(nibName: nil, bundle: nil)
      controller.view.frame = stage.window.bounds
      stage.window.addSubview(controller.view)
      let rows = TextFieldRows(count: 30)
      let table = AvoidingTableView(frame: controller.view.bounds, style: .plain)
      table.rowHeight = 60
      table.dataSource = rows
      controller.view.addSubview(table)
      stage.window.layoutIfNeeded()
      table.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      stage.window.layoutIfNeeded()
      #expect(table.next === controller.view)
      #expect(controller.view.next === controller)
      let field = try #require(fieldInRow(table, row: 8))
      #expect(field.becomeFirstResponder())
      stage.keyboard.show()
      #expect(table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      #expect(table.contentOffset.y == 548 - device.keyboardTop)
      stage.window.layoutIfNeeded()
      #expect(stage.rectInWindow(field).maxY == device.keyboardTop - 16)
    }

    /// Bad input: the controller's view is replaced by a container that holds the table.
    /// The table's `next` is now the container, so the next keyboard event is avoided:
    /// inset 253 / 302, offset 233 / 32.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func replacingTheControllersViewMakesTheTableAvoid(device: Device) throws {
      let stage = EditingStage(device: device)
      let rows = TextFieldRows(count: 30)
      let (controller, table) = tableInController(stage, rows: rows)
      let container = UIView(frame: stage.window.bounds)
      table.removeFromSuperview()
      controller.view = container
      container.addSubview(table)
      stage.window.addSubview(container)
      stage.window.layoutIfNeeded()
      #expect(table.next === container)
      // [choice] of the model: the controller's table is its view, so it has none now.
      #expect(controller.tableView == nil)
      let field = try #require(fieldInRow(table, row: 8))
      #expect(field.becomeFirstResponder())
      stage.keyboard.show()
      #expect(table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      #expect(table.contentOffset.y == 548 - device.keyboardTop)
    }

    /// Bad input: the table becomes a controller's view while the keyboard is up and its
    /// inset is added. It leaves the window and comes back as the controller's view: the
    /// app's insets come back and nothing is added again.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func tableAdoptedByAControllerWithTheKeyboardUpGivesBackItsInset(device: Device) throws {
      let scene = TableFormScene(device: device)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      #expect(scene.table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      let controller = UITableViewController(style: .plain)
      scene.table.removeFromSuperview()
      controller.tableView = scene.table
      scene.stage.window.addSubview(controller.view)
      #expect(scene.table.contentInset == .zero)
      #expect(scene.table.verticalScrollIndicatorInsets == .zero)
      scene.keyboard.changeFrame(
        to: scene.keyboard.dockedFrame(height: device.keyboardHeight + 40))
      #expect(scene.table.contentInset == .zero)
    }

    /// Inside a `UICollectionViewController` (UIKit adjusts it since iOS 9): nothing added,
    /// no scroll (the field 488 … 532 is inside the bounds); not inside (a subview of the
    /// controller's replaced view): it avoids, inset 253 / 302, offset 233 / 32.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func collectionInsideAndOutsideACollectionViewController(device: Device) throws {
      let scene = CollectionFormScene(device: device)
      let controller = UICollectionViewController(collectionViewLayout: scene.layout)
      scene.collection.removeFromSuperview()
      controller.collectionView = scene.collection
      scene.stage.window.addSubview(controller.view)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.collection.next === controller)
      let field = try #require(scene.field(item: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      #expect(scene.collection.contentInset == .zero)
      #expect(scene.collection.verticalScrollIndicatorInsets == .zero)
      #expect(scene.collection.contentOffset.y == -device.safeArea.top)
      scene.keyboard.hide()

      let container = UIView(frame: scene.stage.window.bounds)
      scene.collection.removeFromSuperview()
      controller.view = container
      container.addSubview(scene.collection)
      scene.stage.window.addSubview(container)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.collection.next === container)
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      #expect(
        scene.collection.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      #expect(scene.collection.contentOffset.y == 548 - device.keyboardTop)
    }
  }
#endif
