#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Each device's figures, as the catalog's sources give them (Device+Catalog.swift).
  @MainActor
  @Suite struct DeviceCatalogTests {
    /// Screen size, margins, keyboard with and without QuickType, keyboard top, written out
    /// by hand from the sources.
    struct Expected: Sendable, CustomStringConvertible {
      var device: Device
      var size: CGSize
      var margins: UIEdgeInsets
      var keyboard: CGFloat
      var withoutQuickType: CGFloat
      var keyboardTop: CGFloat
      var description: String { device.name }
    }

    nonisolated static let expected: [Expected] = [
      // 568 − 253 = 315; 253 − 45 = 208.
      Expected(
        device: .iPhoneSE, size: CGSize(width: 320, height: 568), margins: .zero, keyboard: 253,
        withoutQuickType: 208, keyboardTop: 315),
      // 667 − 260 = 407; 260 − 44 = 216 (the classic key area).
      Expected(
        device: .iPhone8, size: CGSize(width: 375, height: 667),
        margins: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), keyboard: 260,
        withoutQuickType: 216, keyboardTop: 407),
      // 852 − 336 = 516; 336 − 45 = 291.
      Expected(
        device: .iPhone15, size: CGSize(width: 393, height: 852),
        margins: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboard: 336,
        withoutQuickType: 291, keyboardTop: 516),
      // Landscape swaps the sides: 393 − 209 = 184; 209 − 38 = 171.
      Expected(
        device: .iPhone15Landscape, size: CGSize(width: 852, height: 393),
        margins: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboard: 209,
        withoutQuickType: 171, keyboardTop: 184),
      // 932 − 346 = 586; 346 − 45 = 301.
      Expected(
        device: .iPhone15ProMax, size: CGSize(width: 430, height: 932),
        margins: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboard: 346,
        withoutQuickType: 301, keyboardTop: 586),
      // 1366 − 398 = 968; 398 − 45 = 353.
      Expected(
        device: .iPadPro, size: CGSize(width: 1024, height: 1366),
        margins: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboard: 398,
        withoutQuickType: 353, keyboardTop: 968),
      // 1024 − 471 = 553; 471 − 45 = 426.
      Expected(
        device: .iPadProLandscape, size: CGSize(width: 1366, height: 1024),
        margins: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboard: 471,
        withoutQuickType: 426, keyboardTop: 553),
      // 1194 − 378 = 816; 378 − 45 = 333.
      Expected(
        device: .iPadPro11, size: CGSize(width: 834, height: 1194),
        margins: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboard: 378,
        withoutQuickType: 333, keyboardTop: 816),
      // 834 − 453 = 381; 453 − 45 = 408.
      Expected(
        device: .iPadPro11Landscape, size: CGSize(width: 1194, height: 834),
        margins: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboard: 453,
        withoutQuickType: 408, keyboardTop: 381),
      // 1133 − 360 = 773; 360 − 45 = 315.
      Expected(
        device: .iPadMini, size: CGSize(width: 744, height: 1133),
        margins: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboard: 360,
        withoutQuickType: 315, keyboardTop: 773),
    ]

    @Test(arguments: expected)
    func figures(_ expected: Expected) {
      let device = expected.device
      #expect(device.screenSize == expected.size)
      #expect(device.screenBounds == CGRect(origin: .zero, size: expected.size))
      #expect(device.safeArea == expected.margins)
      #expect(device.keyboardHeight == expected.keyboard)
      #expect(device.keyboardHeightWithoutQuickType == expected.withoutQuickType)
      #expect(device.keyboardTop == expected.keyboardTop)
      #expect(device.hardwareKeyboardBarHeight == 55)
    }

    @Test func everyDeviceIsListedOnce() {
      #expect(Device.all.count == 10)
      #expect(Set(Device.all).count == Device.all.count)
      #expect(Set(Self.expected.map(\.device)) == Set(Device.all))
    }

    @Test func screensAreMadeWithTheDevicesFigures() {
      let screen = Device.iPhone15Landscape.makeScreen()
      #expect(screen.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
      let window = UIWindow(frame: screen.bounds)
      window.screen = screen
      window.isHidden = false
      // A shown full-screen window's safe area is the screen's margins (a hidden window's is
      // zero: HeadlessUIKit, UIView+SafeArea.swift, from Apple's `safeAreaInsets` page).
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    /// The HIG's device table [doc]: @3x for the iPhone 15 and 15 Pro Max, @2x for the
    /// iPhone SE (1st generation), the iPhone 8 and the iPads.
    @Test func screensHaveTheDevicesScale() {
      #expect(Device.iPhone15.makeScreen().scale == 3)
      #expect(Device.iPhone15Landscape.makeScreen().scale == 3)
      #expect(Device.iPhone15ProMax.makeScreen().scale == 3)
      #expect(Device.iPhoneSE.makeScreen().scale == 2)
      #expect(Device.iPhone8.makeScreen().scale == 2)
      #expect(Device.iPadPro.makeScreen().scale == 2)
      #expect(Device.iPadMini.makeScreen().scale == 2)
    }

    @Test func turningSwapsTheScreenAndTakesTheOtherOrientationsFigures() {
      #expect(Device.iPhone15.turned(to: .landscape) == .iPhone15Landscape)
      #expect(Device.iPadProLandscape.turned(to: .portrait) == .iPadPro)
      // No landscape figures for the SE in the catalog.
      #expect(Device.iPhoneSE.turned(to: .landscape) == nil)
      #expect(Device.iPhone15Landscape.name == "iPhone 15 landscape")
      #expect(Device.iPadPro.isPad && !Device.iPhone15.isPad)
    }
  }
#endif
