#if !canImport(UIKit)
  import Dispatch
  import HeadlessUIKit
  import SimulatedDevice

  /// The scenarios' host on the model: each stage is a new screen of `device` (so no
  /// notification of one scenario reaches another's), a full-screen key window on it, and
  /// SimulatedDevice's system keyboard of that screen. Headless only.
  @MainActor
  public final class ModelHost: ScenarioHost {
    /// The device the stages are made for.
    public let device: Device

    /// A host for `device`, held as the device says.
    public init(device: Device) {
      self.device = device
    }

    /// "iPhone 15 (model)".
    public var name: String { "\(device.name) (model)" }

    /// iPads have one.
    public var hasFloatingKeyboard: Bool { device.isPad }

    /// A new screen, a key window filling it and a root view filling the window.
    public func makeStage() -> ScenarioStage {
      let screen = device.makeScreen()
      let window = UIWindow(frame: device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      let root = UIView(frame: window.bounds)
      window.addSubview(root)
      let keyboard = ModelKeyboardDriver(
        device: device, screen: screen, window: window, rootView: root)
      return ScenarioStage(window: window, rootView: root, keyboard: keyboard)
    }
  }

  /// The system keyboard on the model: SimulatedDevice's, asked to do what iOS does when a
  /// field becomes first responder (the keyboard appears if it is not already on screen
  /// [seen: gist.github.com/austinzheng/a8563c6babfd61401be3, a UIKeyInput view's comment];
  /// while it is up a focus change posts nothing [choice], as the behaviour table's "focus moves
  /// field to field" and the model's scenario tests have it) or resigns (the keyboard hides),
  /// and when the device turns (``SystemKeyboard/rotate(to:layout:)`` cites what iOS posts).
  @MainActor
  final class ModelKeyboardDriver: SystemKeyboardDriver {
    private(set) var device: Device
    let keyboard: SystemKeyboard
    let window: UIWindow
    let rootView: UIView

    init(device: Device, screen: UIScreen, window: UIWindow, rootView: UIView) {
      self.device = device
      keyboard = SystemKeyboard(device: device, screen: screen)
      self.window = window
      self.rootView = rootView
    }

    func focus(_ responder: UIResponder) async {
      responder.becomeFirstResponder()
      if !keyboard.isShown { keyboard.show() }
      await settle()
    }

    func endEditing(_ responder: UIResponder) async {
      responder.resignFirstResponder()
      keyboard.hide()
      await settle()
    }

    /// The model's animations finish at once; what is left is the turn of the main queue
    /// after the did-notifications, and the layout pass the run loop would run.
    func settle() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
      window.layoutIfNeeded()
    }

    func rotate(layout: @escaping @MainActor () -> Void) async -> String? {
      let other: Device.Orientation = device.orientation == .portrait ? .landscape : .portrait
      guard let turned = device.turned(to: other) else {
        return "the model has no \(other) figures for \(device.model.name)"
      }
      keyboard.rotate(to: turned) {
        window.frame = turned.screenBounds
        rootView.frame = window.bounds
        layout()
      }
      device = turned
      await settle()
      return nil
    }

    func tearDown() async {
      window.endEditing(true)
      keyboard.hide()
      await settle()
      window.isHidden = true
    }
  }
#endif
