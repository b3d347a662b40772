#if !canImport(UIKit)
  import HeadlessUIKit

  /// A ready-made scene: a device's own screen, a key window of a ``WindowKind`` on it, the
  /// view controller's view (the window's root view, or the form sheet) and the screen's
  /// system keyboard. Each scene has its own `UIScreen`, so keyboard notifications of one
  /// scene never reach another.
  @MainActor
  public final class DeviceScene {
    /// The device, as currently held.
    public private(set) var device: Device
    /// How the window sits on the screen.
    public let kind: WindowKind
    /// The device's screen.
    public let screen: UIScreen
    /// The app's key window.
    public let window: UIWindow
    /// The view controller's view: fills the window, or is the form sheet.
    public let rootView: UIView
    /// The view filling the window (the presenting view controller's, under a sheet).
    private let windowRoot: UIView
    /// The screen's system keyboard, hidden at first.
    public let keyboard: SystemKeyboard

    /// A scene of `kind` on a new screen of `device`.
    public init(device: Device, kind: WindowKind = .fullScreen) {
      self.device = device
      self.kind = kind
      screen = device.makeScreen()
      window = UIWindow(frame: kind.windowFrame(on: device))
      window.screen = screen
      window.makeKeyAndVisible()
      windowRoot = UIView(frame: window.bounds)
      window.addSubview(windowRoot)
      if let sheet = kind.sheetFrame(on: device) {
        rootView = UIView(frame: sheet)
        windowRoot.addSubview(rootView)
      } else {
        rootView = windowRoot
      }
      keyboard = SystemKeyboard(device: device, screen: screen)
    }

    /// The device turns to `newDevice`: the keyboard hides, the screen takes its new bounds
    /// and margins, the window and the root view are resized (a full-screen window to the
    /// screen), `layout` lays the app out again, and the keyboard shows if it was up.
    public func rotate(to newDevice: Device, layout: () -> Void) {
      keyboard.rotate(to: newDevice) {
        device = newDevice
        window.frame = kind.windowFrame(on: newDevice)
        windowRoot.frame = window.bounds
        if let sheet = kind.sheetFrame(on: newDevice) { rootView.frame = sheet }
        layout()
      }
    }
  }
#endif
