#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Next and previous in an `AvoidingCollectionView` whose next item has no cell yet
  /// (issue 13, item 1), and the Return key there.
  ///
  /// Arithmetic: CollectionFormScene's geometry (full-width 60 pt items, no spacing: item i
  /// spans 60 i … 60 i + 60, its field padded by 16 60 i − 8 … 60 i + 68), here with 1,000
  /// items from `SparseFieldItems` (content 60,000). Keyboard docked: visible content is
  /// offset + T … offset + keyboardTop. iPhone SE: T 0, keyboardTop 315, at rest (0) items
  /// 0…9 have cells. iPhone 15: T 59, keyboardTop 516, at rest (−59) items 0…13.
  @MainActor
  @Suite struct CollectionNavigationScenarioTests {
    nonisolated static let lastItemAtRest: [(Device, Int)] = [(.iPhoneSE, 9), (.iPhone15, 13)]

    /// A 1,000-item form with `plainItems` (no field), resting where UIKit puts it.
    static func makeScene(device: Device, plainItems: Set<Int> = []) -> (
      CollectionFormScene, SparseFieldItems
    ) {
      let scene = CollectionFormScene(device: device)
      let items = SparseFieldItems(count: 1000, plainItems: plainItems, for: scene.collection)
      scene.stage.window.layoutIfNeeded()
      return (scene, items)
    }

    /// Focuses the last item with a cell, shows the keyboard (which reveals it), then the
    /// user drags the items back to rest: the focused item is again the last with a cell.
    static func focusLastItemAtRest(_ scene: CollectionFormScene, item: Int) throws
      -> UITextField
    {
      #expect(scene.collection.indexPathsForVisibleItems.last == IndexPath(item: item, section: 0))
      let field = try #require(scene.field(item: item))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.collection.contentOffset.y = -scene.device.safeArea.top
      scene.stage.window.layoutIfNeeded()
      #expect(scene.collection.indexPathsForVisibleItems.last == IndexPath(item: item, section: 0))
      #expect(scene.field(item: item + 1) == nil)
      return field
    }

    @Test(arguments: lastItemAtRest)
    func returnInTheLastItemWithACellScrollsTheNextItemInAndFocusesIt(
      device: Device, item: Int
    ) throws {
      let (scene, items) = Self.makeScene(device: device)
      defer { withExtendedLifetime(items) {} }
      let field = try Self.focusLastItemAtRest(scene, item: item)
      #expect(field.returnKeyType == .next)  // items without a cell follow
      field.insertText("\n")
      let next = try #require(scene.field(item: item + 1))
      #expect(next.isFirstResponder)
      // Item i + 1 scrolled in at the visible bottom, then revealed with its padding:
      // 60 (i + 1) + 68 − keyboardTop: SE 668 − 315 = 353; iPhone 15 908 − 516 = 392.
      #expect(
        scene.collection.contentOffset.y == CGFloat(60 * (item + 1) + 68) - device.keyboardTop)
      #expect(scene.rectInWindow(next).maxY == device.keyboardTop - 16)
    }

    @Test(arguments: lastItemAtRest)
    func nextPassesOverItemsWithoutAField(device: Device, item: Int) throws {
      let (scene, items) = Self.makeScene(device: device, plainItems: [item + 1, item + 2])
      defer { withExtendedLifetime(items) {} }
      _ = try Self.focusLastItemAtRest(scene, item: item)
      #expect(scene.collection.focusNextField())
      let next = try #require(scene.field(item: item + 3))
      #expect(next.isFirstResponder)
      // As in a table: SE 60 × 12 + 68 − 315 = 473; iPhone 15 60 × 16 + 68 − 516 = 512.
      #expect(
        scene.collection.contentOffset.y == CGFloat(60 * (item + 3) + 68) - device.keyboardTop)
    }

    /// The user drags item 9 to the top of the bounds; previous scrolls item 8 in above it.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func previousFromTheFirstItemWithACellScrollsTheItemAboveIn(device: Device) throws {
      let (scene, items) = Self.makeScene(device: device)
      defer { withExtendedLifetime(items) {} }
      #expect(try #require(scene.field(item: 9)).becomeFirstResponder())
      scene.keyboard.show()
      scene.collection.contentOffset.y = 540
      scene.stage.window.layoutIfNeeded()
      #expect(scene.collection.indexPathsForVisibleItems.first == IndexPath(item: 9, section: 0))
      #expect(scene.field(item: 8) == nil)
      #expect(scene.collection.focusPreviousField())
      let previous = try #require(scene.field(item: 8))
      #expect(previous.isFirstResponder)
      // Item 8 (480…540) in at the visible top, its padded top 472 there: offset 472 − T
      // (SE 472, iPhone 15 413).
      #expect(scene.collection.contentOffset.y == 472 - device.safeArea.top)
      #expect(scene.rectInWindow(previous).minY == device.safeArea.top + 16)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func theLastItemSaysDoneAndItsReturnEndsEditing(device: Device) throws {
      let (scene, items) = Self.makeScene(device: device)
      defer { withExtendedLifetime(items) {} }
      // The end: 60,000 + B − H (SE 59,432; iPhone 15 59,182).
      scene.collection.contentOffset.y =
        60_000 + device.safeArea.bottom - device.screenSize.height
      scene.stage.window.layoutIfNeeded()
      let last = try #require(scene.field(item: 999))
      #expect(last.becomeFirstResponder())
      #expect(last.returnKeyType == .done)
      scene.keyboard.show()
      let offset = 60_000 - device.keyboardTop  // the padding stops at the content's end
      #expect(scene.collection.contentOffset.y == offset)
      #expect(!scene.collection.focusNextField())
      last.insertText("\n")
      #expect(!last.isFirstResponder)
      #expect(scene.collection.contentOffset.y == offset)
    }
  }
#endif
