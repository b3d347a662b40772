#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 12 item 2: pinned section headers and footers over the focused field
  /// (PinnedSectionBars). An `AvoidingCollectionView` with CollectionFormScene's layout
  /// (full-width 60 pt items, no spacing, 30 items in one section) plus a section header
  /// and/or footer from the flow layout's reference sizes.
  ///
  /// With a 40 pt header, item i spans 40 + 60 i … 100 + 60 i and its field 48 + 60 i …
  /// 92 + 60 i; item 4's field 288 … 332, padded 272 … 348.
  /// iPhone SE: T 0, keyboardTop 315. iPhone 15: T 59, keyboardTop 516.
  @MainActor
  @Suite struct PinnedSectionHeaderScenarioTests {
    /// The scene with `header` / `footer` heights, pinned or not; the keyboard up with
    /// item 7's field focused, then the user scrolls the content to offset 260.
    private func makeScene(
      device: Device, header: CGFloat, footer: CGFloat = 0, pinned: Bool
    ) throws -> CollectionFormScene {
      let scene = CollectionFormScene(device: device)
      scene.layout.headerReferenceSize = CGSize(width: 0, height: header)
      scene.layout.footerReferenceSize = CGSize(width: 0, height: footer)
      scene.layout.sectionHeadersPinToVisibleBounds = pinned
      scene.layout.sectionFootersPinToVisibleBounds = pinned
      scene.stage.window.layoutIfNeeded()
      return scene
    }

    private func scrollAndFocusItem4(_ scene: CollectionFormScene) throws -> UITextField {
      #expect(try #require(scene.field(item: 7)).becomeFirstResponder())
      scene.keyboard.show()
      scene.collection.contentOffset = CGPoint(x: 0, y: 260)  // the user scrolls
      scene.stage.window.layoutIfNeeded()
      let field = try #require(scene.field(item: 4))
      #expect(field.becomeFirstResponder())
      scene.stage.window.layoutIfNeeded()
      return field
    }

    /// Pinned header: at offset 260 the visible top is 260 + T and the header covers the
    /// next 40 pt; the padded field's top 272 must come to 260… + T + 40: offset
    /// 272 − 40 − T = 232 (SE), 173 (iPhone 15). On screen the field starts at
    /// T + 40 + 16 = 56, 115, just below the header.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func fieldRevealedUpwardLandsBelowAPinnedHeader(device: Device) throws {
      let scene = try makeScene(device: device, header: 40, pinned: true)
      #expect(scene.collection.contentSize.height == 1840)  // 40 + 30 × 60
      let field = try scrollAndFocusItem4(scene)
      let top = device.safeArea.top
      #expect(scene.collection.contentOffset.y == 232 - top)
      #expect(scene.rectInWindow(field).minY == top + 56)
    }

    /// The same header, not pinned: the reveal ignores it. SE: the padded top 272 is below
    /// the visible top 260 + 0, so nothing moves (field at 288 − 260 = 28 in the window).
    /// iPhone 15: visible top 260 + 59 = 319 > 272 → offset 272 − 59 = 213, field at
    /// 288 − 213 = 75 = T + 16, under where a pinned header would be.
    @Test(arguments: zip([Device.iPhoneSE, .iPhone15], [(260.0, 28.0), (213.0, 75.0)]))
    func anUnpinnedHeaderDoesNotMoveTheReveal(device: Device, expected: (CGFloat, CGFloat))
      throws
    {
      let scene = try makeScene(device: device, header: 40, pinned: false)
      let field = try scrollAndFocusItem4(scene)
      #expect(scene.collection.contentOffset.y == expected.0)
      #expect(scene.rectInWindow(field).minY == expected.1)
    }

    /// Bad input: a NaN or negative header height, pinned. The layout reserves nothing
    /// (content 30 × 60 = 1800) and the reveal is as without a header: item 4's field
    /// 248 … 292, padded 232 … 308 → offset 232 − T.
    @Test(arguments: zip([Device.iPhoneSE, .iPhone15], [CGFloat.nan, -40]))
    func aBadHeaderHeightCountsAsNone(device: Device, height: CGFloat) throws {
      let scene = try makeScene(device: device, header: height, pinned: true)
      #expect(scene.collection.contentSize.height == 1800)
      let field = try scrollAndFocusItem4(scene)
      let top = device.safeArea.top
      #expect(scene.collection.contentOffset.y == 232 - top)
      #expect(scene.rectInWindow(field).minY == top + 16)
    }

    /// Pinned footer (30 pt, no header): it covers the 30 pt above the keyboard. Item 8's
    /// field 488 … 532, padded bottom 548, must end at the keyboard's top less 30: offset
    /// 548 + 30 − keyboardTop = 263 (SE), 62 (iPhone 15). Content 30 × 60 + 30 = 1830.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func fieldRevealedDownwardStopsAboveAPinnedFooter(device: Device) throws {
      let scene = try makeScene(device: device, header: 0, footer: 30, pinned: true)
      #expect(scene.collection.contentSize.height == 1830)
      let field = try #require(scene.field(item: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      #expect(scene.collection.contentOffset.y == 578 - device.keyboardTop)
      scene.stage.window.layoutIfNeeded()
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 16 - 30)
    }
  }
#endif
