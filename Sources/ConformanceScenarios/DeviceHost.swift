#if canImport(UIKit)
  import UIKit

  /// The scenarios' host on an iOS device or simulator, inside an app (the example app hosts
  /// the XCTest bundle): each stage is a new window in the app's window scene, with a plain
  /// view controller, made key; the keyboard is the system's.
  @MainActor
  public final class DeviceHost: ScenarioHost {
    /// A host in the running app.
    public init() {}

    /// "iPhone (iOS 17.5)".
    public var name: String {
      "\(UIDevice.current.model) (iOS \(UIDevice.current.systemVersion))"
    }

    /// iPads have one.
    public var hasFloatingKeyboard: Bool {
      UIDevice.current.userInterfaceIdiom == .pad
    }

    /// A key window in the app's foreground window scene, its root view controller's view
    /// filling it.
    public func makeStage() -> ScenarioStage {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
      let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: .zero)
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      return ScenarioStage(
        window: window, rootView: controller.view, keyboard: DeviceKeyboardDriver(window: window))
    }
  }

  /// The real keyboard: it appears when a field becomes first responder and goes when it
  /// resigns; settling waits for its notifications to stop.
  @MainActor
  final class DeviceKeyboardDriver: SystemKeyboardDriver {
    let window: UIWindow
    let watcher: KeyboardWatcher

    init(window: UIWindow) {
      self.window = window
      watcher = KeyboardWatcher(screen: window.screen)
    }

    func focus(_ responder: UIResponder) async {
      responder.becomeFirstResponder()
      await settle()
    }

    func endEditing(_ responder: UIResponder) async {
      responder.resignFirstResponder()
      await settle()
    }

    /// Waits until no keyboard notification has arrived for 0.6 s, counting from now, at most
    /// 3 s [choice]: the keyboard's animation lasts 0.25 s [seen: the userInfo dump cited in
    /// SimulatedDevice's KeyboardNotification] and its did-notifications come at its end, so
    /// 0.6 s of quiet leaves room for a second announcement (QuickType, AutoFill).
    func settle() async {
      let start = Date()
      while Date().timeIntervalSince(max(start, watcher.lastArrival)) < 0.6,
        Date().timeIntervalSince(start) < 3
      {
        try? await Task.sleep(nanoseconds: 100_000_000)
      }
      window.layoutIfNeeded()
    }

    /// Asks the window scene for the other orientation (iOS 16 and later); waits for the
    /// window to take its new size.
    func rotate(layout: @escaping @MainActor () -> Void) async -> String? {
      guard #available(iOS 16.0, *) else {
        return "turning the device from a test needs iOS 16 (UIWindowScene.requestGeometryUpdate)"
      }
      guard let scene = window.windowScene else { return "the window has no scene" }
      let mask: UIInterfaceOrientationMask =
        scene.interfaceOrientation.isLandscape ? .portrait : .landscapeRight
      let size = window.bounds.size
      scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask))
      let start = Date()
      while window.bounds.size == size, Date().timeIntervalSince(start) < 3 {
        try? await Task.sleep(nanoseconds: 100_000_000)
      }
      guard window.bounds.size != size else {
        return "the scene kept its size (an iPad in Split View or Stage Manager, or the app "
          + "does not support the orientation)"
      }
      await settle()
      layout()
      await settle()
      return nil
    }

    func tearDown() async {
      window.endEditing(true)
      await settle()
      watcher.stop()
      window.isHidden = true
    }
  }
#endif
