#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// Where an act of the demo plays: a device of the catalog, a kind of window on it, and
  /// the labels the table and the page show. The figures come from `SimulatedDevice`.
  public struct DemoStage: Sendable {
    /// The full name, for the page.
    public var name: String
    /// A short name of at most 8 characters, for the table.
    public var shortName: String
    /// The device, as held.
    var device: Device
    /// How the app's window sits on the screen.
    var kind: WindowKind

    /// The screen's unsafe margins.
    public var safeArea: UIEdgeInsets { device.safeArea }

    /// A form sheet's frame in the window; `nil` when the form fills the window.
    public var sheetFrame: CGRect? { kind.sheetFrame(on: device) }

    // MARK: The stages of the demo

    /// A small iPhone without a home indicator.
    static let smallPhone = DemoStage(
      name: "iPhone SE (320 × 568)", shortName: "SE", device: .iPhoneSE, kind: .fullScreen)

    /// A Face ID iPhone in portrait.
    static let faceIDPhone = DemoStage(
      name: "iPhone 15 portrait (393 × 852)", shortName: "iPhone", device: .iPhone15,
      kind: .fullScreen)

    /// The same iPhone in landscape.
    static let faceIDPhoneLandscape = DemoStage(
      name: "iPhone 15 landscape (852 × 393)", shortName: "iPhone-L",
      device: .iPhone15Landscape, kind: .fullScreen)

    /// A 12.9-inch iPad, full screen, portrait.
    static let iPad = DemoStage(
      name: "iPad Pro 12.9 (1024 × 1366)", shortName: "iPad", device: .iPadPro,
      kind: .fullScreen)

    /// The iPad with the app in a Stage Manager window: smaller than the screen and offset
    /// in it, so screen and window coordinates differ.
    static let stageManager = DemoStage(
      name: "iPad Stage Manager window (720 × 960 at 150, 170)", shortName: "iPad-SM",
      device: .iPadPro,
      kind: .stageManager(frame: CGRect(x: 150, y: 170, width: 720, height: 960)))

    /// The iPad with the form in a form sheet that ends above the screen's bottom:
    /// centred, at (1024 − 704) / 2 = 160, (1366 − 900) / 2 = 233.
    static let formSheet = DemoStage(
      name: "iPad form sheet (704 × 900)", shortName: "Sheet", device: .iPadPro,
      kind: .formSheet(size: CGSize(width: 704, height: 900)))
  }
#endif
