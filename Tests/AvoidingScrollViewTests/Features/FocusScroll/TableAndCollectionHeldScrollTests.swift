#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// An app's animated `scrollRectToVisible` on an avoiding table or collection view takes
  /// effect at the next layout pass, as on `AvoidingScrollView` (UIKitFocusScrollScenarioTests).
  /// iPhone SE: 568 pt tall, no safe area, keyboard 253 pt (top 315); 30 rows or items of
  /// 60 pt, content 1800 pt. Row 20 spans 1200 … 1260: revealed with its bottom on the
  /// keyboard's top, offset 1260 − 315 = 945 (≤ the largest, 1800 + 253 − 568 = 1485).
  @MainActor
  @Suite struct TableAndCollectionHeldScrollTests {
    let row20 = CGRect(x: 0, y: 1200, width: 320, height: 60)

    @Test func aTablesAnimatedRequestWaitsForTheLayoutPass() {
      let scene = TableFormScene(device: .iPhoneSE)
      scene.keyboard.show()
      scene.stage.window.layoutIfNeeded()
      // Nothing focused: the keyboard insets the table but does not scroll it.
      #expect(scene.table.contentInset.bottom == 253)
      #expect(scene.table.contentOffset.y == 0)
      scene.table.scrollRectToVisible(row20, animated: true)
      #expect(scene.table.contentOffset.y == 0)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.table.contentOffset.y == 945)
    }

    @Test func aCollectionViewsAnimatedRequestWaitsForTheLayoutPass() {
      let scene = CollectionFormScene(device: .iPhoneSE)
      scene.keyboard.show()
      scene.stage.window.layoutIfNeeded()
      #expect(scene.collection.contentInset.bottom == 253)
      #expect(scene.collection.contentOffset.y == 0)
      scene.collection.scrollRectToVisible(row20, animated: true)
      #expect(scene.collection.contentOffset.y == 0)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.collection.contentOffset.y == 945)
    }
  }
#endif
