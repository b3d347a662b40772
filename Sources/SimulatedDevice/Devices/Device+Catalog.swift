#if !canImport(UIKit)
  import HeadlessUIKit

  // Sources of the catalog's figures:
  // - Screen sizes in points and scale factors (@2x, @3x): Apple's Human Interface
  //   Guidelines, "Layout", device screen dimensions table [doc].
  // - iPhone 15 / 15 Pro Max margins: UIEdgeInsets(59, 0, 34, 0) in portrait and
  //   (0, 59, 21, 59) in landscape, logged from `safeAreaInsets` on a Dynamic Island iPhone
  //   [seen] (csl.cool, "iOS Layout Adaptation", 2023).
  // - iPhone 8 status bar 20 pt, iPad margins 24 / 20 pt: [choice] the figures this project
  //   has modelled from the start (not checked on a device).
  // - Keyboard heights and QuickType bars: Apple publishes none, and reading one is advised
  //   against (uikit-reference.md, "older idioms"). The heights are the figures this project
  //   has used from the start [choice]; a QuickType bar of some 33–45 pt is what developers
  //   log (stackoverflow.com/questions/25946121: 258 pt with the bar, 225 pt without, on an
  //   iPhone 6) [seen]. The component never relies on any height, only on the frames.
  // - Hardware keyboard shortcuts bar: about 55 pt on screen [seen] (uikit-reference.md,
  //   "iPad keyboards").

  extension Device.Model {
    /// iPhone SE (1st generation), 320 × 568: no home indicator; the catalog gives it no
    /// margins [choice: the status bar hidden, the project's no-margin screen].
    public static let iPhoneSE = Device.Model(
      name: "iPhone SE", shortName: "SE", idiom: .phone,
      portraitScreenSize: CGSize(width: 320, height: 568),
      portrait: .init(safeArea: .zero, keyboardHeight: 253, quickTypeBarHeight: 45),
      landscape: nil, hardwareKeyboardBarHeight: 55)

    /// iPhone 8 (and SE 2nd/3rd generation), 375 × 667: Touch ID, a 20 pt status bar.
    public static let iPhone8 = Device.Model(
      name: "iPhone 8", shortName: "iPhone8", idiom: .phone,
      portraitScreenSize: CGSize(width: 375, height: 667),
      portrait: .init(
        safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), keyboardHeight: 260,
        quickTypeBarHeight: 44),
      landscape: nil, hardwareKeyboardBarHeight: 55)

    /// iPhone 15, 393 × 852: Dynamic Island and home indicator.
    public static let iPhone15 = Device.Model(
      name: "iPhone 15", shortName: "iPhone", idiom: .phone,
      portraitScreenSize: CGSize(width: 393, height: 852),
      portrait: .init(
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 336,
        quickTypeBarHeight: 45),
      landscape: .init(
        safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboardHeight: 209,
        quickTypeBarHeight: 38),
      hardwareKeyboardBarHeight: 55, scale: 3)

    /// iPhone 15 Pro Max, 430 × 932.
    public static let iPhone15ProMax = Device.Model(
      name: "iPhone 15 Pro Max", shortName: "ProMax", idiom: .phone,
      portraitScreenSize: CGSize(width: 430, height: 932),
      portrait: .init(
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 346,
        quickTypeBarHeight: 45),
      landscape: nil, hardwareKeyboardBarHeight: 55, scale: 3)

    /// iPad Pro 12.9", 1024 × 1366.
    public static let iPadPro = Device.Model(
      name: "iPad Pro 12.9", shortName: "iPad", idiom: .pad,
      portraitScreenSize: CGSize(width: 1024, height: 1366),
      portrait: .init(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 398,
        quickTypeBarHeight: 45),
      landscape: .init(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 471,
        quickTypeBarHeight: 45),
      hardwareKeyboardBarHeight: 55)

    /// iPad Pro 11", 834 × 1194.
    public static let iPadPro11 = Device.Model(
      name: "iPad Pro 11", shortName: "iPad11", idiom: .pad,
      portraitScreenSize: CGSize(width: 834, height: 1194),
      portrait: .init(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 378,
        quickTypeBarHeight: 45),
      landscape: .init(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 453,
        quickTypeBarHeight: 45),
      hardwareKeyboardBarHeight: 55)

    /// iPad mini (6th generation), 744 × 1133. Its keyboard height is an estimate between
    /// the 11" iPad's and the phones' [choice]: no figure depends on it.
    public static let iPadMini = Device.Model(
      name: "iPad mini", shortName: "iPadMini", idiom: .pad,
      portraitScreenSize: CGSize(width: 744, height: 1133),
      portrait: .init(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 360,
        quickTypeBarHeight: 45),
      landscape: nil, hardwareKeyboardBarHeight: 55)

    /// Every model of the catalog.
    public static let all: [Device.Model] = [
      .iPhoneSE, .iPhone8, .iPhone15, .iPhone15ProMax, .iPadPro, .iPadPro11, .iPadMini,
    ]
  }

  extension Device {
    private static func portrait(_ model: Model) -> Device { Device(model, .portrait) }
    private static func landscape(_ model: Model) -> Device { Device(model, .landscape) }

    /// iPhone SE (1st generation), portrait.
    public static let iPhoneSE = portrait(.iPhoneSE)
    /// iPhone 8, portrait.
    public static let iPhone8 = portrait(.iPhone8)
    /// iPhone 15, portrait.
    public static let iPhone15 = portrait(.iPhone15)
    /// iPhone 15, landscape.
    public static let iPhone15Landscape = landscape(.iPhone15)
    /// iPhone 15 Pro Max, portrait.
    public static let iPhone15ProMax = portrait(.iPhone15ProMax)
    /// iPad Pro 12.9", portrait.
    public static let iPadPro = portrait(.iPadPro)
    /// iPad Pro 12.9", landscape.
    public static let iPadProLandscape = landscape(.iPadPro)
    /// iPad Pro 11", portrait.
    public static let iPadPro11 = portrait(.iPadPro11)
    /// iPad Pro 11", landscape.
    public static let iPadPro11Landscape = landscape(.iPadPro11)
    /// iPad mini, portrait.
    public static let iPadMini = portrait(.iPadMini)

    /// The phones the general scenarios run on.
    public static let phones: [Device] = [.iPhoneSE, .iPhone15, .iPhone15Landscape]
    /// Every device of the catalog, in each orientation it has figures for.
    public static let all: [Device] = [
      .iPhoneSE, .iPhone8, .iPhone15, .iPhone15Landscape, .iPhone15ProMax, .iPadPro,
      .iPadProLandscape, .iPadPro11, .iPadPro11Landscape, .iPadMini,
    ]
  }
#endif
