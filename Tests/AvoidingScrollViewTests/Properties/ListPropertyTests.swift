#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// Seeded random sessions on `AvoidingTableView` and `AvoidingCollectionView`: keyboard
  /// shown (with or without QuickType) and hidden, focus moved to a cell on screen, rows
  /// inserted and deleted (the focused one too), the app's top inset changed, the user
  /// scrolling. After every step the invariants of design.md hold:
  /// - finite: no NaN or infinite inset or offset;
  /// - no gap, no double count: with the docked keyboard up, the added bottom inset is the
  ///   keyboard's height less the bottom safe area (full-screen lists of at least 25 rows of
  ///   60 pt are taller than every screen of the catalog, so the safe area always applies);
  /// - nothing lost: with the keyboard down, exactly the app's insets;
  /// - visible: after a keyboard event or a focus change, a focused field lies above the
  ///   keyboard with its padding (less where the content ends) and below the visible top.
  @MainActor
  @Suite struct ListPropertyTests {
    /// A list under test: the table or the collection scene, seen through one shape.
    @MainActor
    struct List {
      let view: UIScrollView
      let stage: EditingStage
      let field: (Int) -> UITextField?
      let setCount: (Int) -> Void
      let insert: (Int) -> Void
      let delete: (Int) -> Void
    }

    static func makeList(kind: String, device: Device, count: Int) -> List {
      if kind == "table" {
        let scene = TableFormScene(device: device, rowCount: count)
        return List(
          view: scene.table, stage: scene.stage, field: { scene.field(row: $0) },
          setCount: { scene.rows.count = $0 },
          insert: { scene.table.insertRows(at: [IndexPath(row: $0, section: 0)], with: .fade) },
          delete: { scene.table.deleteRows(at: [IndexPath(row: $0, section: 0)], with: .fade) })
      }
      let scene = CollectionFormScene(device: device, itemCount: count)
      return List(
        view: scene.collection, stage: scene.stage, field: { scene.field(item: $0) },
        setCount: { scene.items.count = $0 },
        insert: { scene.collection.insertItems(at: [IndexPath(item: $0, section: 0)]) },
        delete: { scene.collection.deleteItems(at: [IndexPath(item: $0, section: 0)]) })
    }

    @Test(arguments: ["table", "collection"])
    func randomSessionsKeepTheInvariants(kind: String) {
      for seed in UInt64(1)...40 {
        runSession(kind: kind, seed: seed)
      }
    }

    private func runSession(kind: String, seed: UInt64) {
      var rng = SeededGenerator(seed: seed)
      let device = Device.all[rng.int(below: Device.all.count)]
      var count = 25 + rng.int(below: 40)
      let list = Self.makeList(kind: kind, device: device, count: count)
      let window = list.stage.window
      let keyboard = list.stage.keyboard
      var keyboardHeight: CGFloat?  // nil: hidden
      var appTop: CGFloat = 0
      var focusedRow: Int?

      for step in 0..<30 {
        let context = "\(kind) seed \(seed) step \(step) on \(device.model.name)"
        var checkReveal = false
        switch rng.int(below: 7) {
        case 0:
          let quickType = rng.chance(0.5)
          keyboard.show(quickType: quickType)
          keyboardHeight =
            quickType ? device.keyboardHeight : device.keyboardHeightWithoutQuickType
          checkReveal = true
        case 1:
          keyboard.hide()
          keyboardHeight = nil
        case 2:
          // Focus a field on screen, as a tap would.
          let rows = (0..<count).filter { list.field($0) != nil }
          if let row = rows.randomElement(using: &rng), let field = list.field(row),
            field.becomeFirstResponder()
          {
            focusedRow = row
            checkReveal = true
          }
        case 3:
          let at = rng.int(below: count + 1)
          count += 1
          list.setCount(count)
          list.insert(at)
          if let row = focusedRow, at <= row { focusedRow = row + 1 }
        case 4:
          guard count > 25 else { continue }
          let at = rng.int(below: count)
          count -= 1
          list.setCount(count)
          list.delete(at)
          if let row = focusedRow { focusedRow = at == row ? nil : (at < row ? row - 1 : row) }
        case 5:
          appTop = rng.grid(0...40, step: 2)
          list.view.contentInset.top = appTop
        default:
          // The user scrolls by up to a screen either way, within the content.
          let delta = rng.grid(-400...400, step: 2)
          let y = max(
            -device.safeArea.top, min(list.view.contentOffset.y + delta, 60 * CGFloat(count)))
          list.view.contentOffset = CGPoint(x: 0, y: y)
        }
        window.layoutIfNeeded()
        check(list: list, device: device, keyboardHeight: keyboardHeight, appTop: appTop, context)
        if let row = focusedRow, let field = list.field(row), !field.isFirstResponder {
          focusedRow = nil
        }
        if checkReveal, let height = keyboardHeight, let row = focusedRow,
          let field = list.field(row), field.isFirstResponder
        {
          let inWindow = list.stage.rectInWindow(field)
          // Padding below: 16, less where the content ends (the field ends 8 pt above its
          // row's end): min(16, 60 count − (60 row + 52)).
          let padding = min(16, 60 * CGFloat(count) - (60 * CGFloat(row) + 52))
          let keyboardTop = device.screenSize.height - height
          #expect(inWindow.maxY <= keyboardTop - padding + 0.5, "\(context): under the keyboard")
          #expect(
            inWindow.minY >= device.safeArea.top + appTop - 0.5, "\(context): above the top")
        }
      }
      keyboard.hide()
      window.layoutIfNeeded()
      check(
        list: list, device: device, keyboardHeight: nil, appTop: appTop, "\(kind) seed \(seed) end")
    }

    private func check(
      list: List, device: Device, keyboardHeight: CGFloat?, appTop: CGFloat, _ context: String
    ) {
      let inset = list.view.contentInset
      let indicator = list.view.verticalScrollIndicatorInsets
      let values = [
        inset.top, inset.bottom, indicator.bottom, list.view.contentOffset.y,
      ]
      let finite = values.allSatisfy { $0.isFinite }
      #expect(finite, "\(context): not finite")
      if let keyboardHeight {
        let added = keyboardHeight - device.safeArea.bottom
        #expect(inset == UIEdgeInsets(top: appTop, left: 0, bottom: added, right: 0), "\(context)")
        #expect(indicator.bottom == added, "\(context): indicator")
      } else {
        #expect(inset == UIEdgeInsets(top: appTop, left: 0, bottom: 0, right: 0), "\(context)")
        #expect(indicator == .zero, "\(context): indicator")
      }
    }
  }
#endif
