#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// `AvoidingCollectionView`: the same scenarios as the table (F10, S7, S3/S6, bad input) on
  /// a flow layout of full-width 60 pt items, so the same arithmetic holds (see
  /// TableViewScenarioTests): item i's padded field spans 60 i − 8 … 60 i + 68; added inset =
  /// keyboard height − B; visible content = offset + T … offset + keyboardTop.
  @MainActor
  @Suite struct CollectionViewScenarioTests {
    /// F10: a field in an item under the keyboard is revealed with the least motion.
    @Test(arguments: zip([Device.iPhoneSE, .iPhone15, .iPadPro], [8, 8, 16]))
    func fieldInAnItemHiddenByTheKeyboardIsRevealed(device: Device, item: Int) throws {
      let scene = CollectionFormScene(device: device)
      let field = try #require(scene.field(item: item))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // 253, 302, 378 (see TableViewScenarioTests).
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(scene.collection.contentInset.bottom == added)
      #expect(scene.collection.verticalScrollIndicatorInsets.bottom == added)
      // 60 item + 68 − keyboardTop = 548 − 315 = 233, 548 − 516 = 32, 1028 − 968 = 60.
      #expect(scene.collection.contentOffset.y == CGFloat(60 * item + 68) - device.keyboardTop)
      scene.stage.window.layoutIfNeeded()
      #expect(field.isFirstResponder)
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 16)
    }

    /// F1: focus moves item 8 → 9 → 4 with the keyboard up; least motion each time.
    @Test(arguments: zip([Device.iPhoneSE, .iPhone15], [232.0, 92.0]))
    func focusMovesBetweenItemsWithTheKeyboardUp(device: Device, finalOffset: CGFloat) throws {
      let scene = CollectionFormScene(device: device)
      #expect(try #require(scene.field(item: 8)).becomeFirstResponder())
      scene.keyboard.show()
      scene.stage.window.layoutIfNeeded()
      #expect(try #require(scene.field(item: 9)).becomeFirstResponder())
      #expect(scene.collection.contentOffset.y == 608 - device.keyboardTop)  // 293, 92
      scene.stage.window.layoutIfNeeded()
      // Item 4 padded 232…308: SE scrolls up to 232; iPhone 15 (visible from 151) stays.
      #expect(try #require(scene.field(item: 4)).becomeFirstResponder())
      #expect(scene.collection.contentOffset.y == finalOffset)
    }

    /// S7: items inserted above the focused field while the keyboard is up; the collection
    /// view follows the field, the inset is unchanged.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func itemsInsertedAboveTheFocusedFieldKeepItVisible(device: Device) throws {
      let scene = CollectionFormScene(device: device)
      let field = try #require(scene.field(item: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.items.count = 32
      scene.collection.insertItems(at: [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
      ])
      // Now item 10, padded 592…668: offset 668 − keyboardTop = 353, 152.
      #expect(scene.collection.contentOffset.y == 668 - device.keyboardTop)
      #expect(scene.collection.contentSize.height == 1920)  // 32 × 60
      #expect(
        scene.collection.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 16)
    }

    /// Bad input: the focused item is deleted while the keyboard is up; the inset stays
    /// until the hide, which restores the app's insets exactly.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func deletingTheFocusedItemThenHidingRestoresInsets(device: Device) throws {
      let scene = CollectionFormScene(device: device)
      let field = try #require(scene.field(item: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      scene.collection.contentInset.top = 10
      scene.items.count = 29
      scene.collection.deleteItems(at: [IndexPath(item: 8, section: 0)])
      #expect(!field.isFirstResponder)
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(
        scene.collection.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: added, right: 0))
      scene.keyboard.hide()
      #expect(
        scene.collection.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
      #expect(scene.collection.verticalScrollIndicatorInsets == .zero)
    }

    /// Bad input: a nil window mid-update: the collection view leaves its window with the
    /// keyboard up; insets back at once, later keyboard events write nothing.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func leavingTheWindowWithTheKeyboardUpRestoresInsets(device: Device) throws {
      let scene = CollectionFormScene(device: device)
      #expect(try #require(scene.field(item: 8)).becomeFirstResponder())
      scene.keyboard.show()
      scene.collection.removeFromSuperview()
      #expect(scene.collection.contentInset == .zero)
      scene.keyboard.hide()
      #expect(scene.collection.contentInset == .zero)
      #expect(scene.collection.verticalScrollIndicatorInsets == .zero)
    }
  }
#endif
