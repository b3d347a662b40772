#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where the scenarios run: a device with UIKit, or the model with SimulatedDevice. A host
/// makes the scenes' windows and drives the system keyboard; the scenarios use nothing else
/// that differs between the two.
@MainActor
public protocol ScenarioHost: AnyObject {
  /// What the results call this host ("iPhone 15 (model)", "iPad (iOS 17.5)").
  var name: String { get }
  /// Whether the device has a floating keyboard (iPads).
  var hasFloatingKeyboard: Bool { get }
  /// A new key window filling the device's screen, with a root view filling the window, on
  /// which the scenario builds its scene.
  func makeStage() -> ScenarioStage
}

/// The window a scenario builds in, and the system keyboard of its screen.
@MainActor
public final class ScenarioStage {
  /// The key window.
  public let window: UIWindow
  /// The view the scenario adds its views to: the window's root view controller's view on a
  /// device, a view filling the window on the model.
  public let rootView: UIView
  /// The system keyboard of the window's screen.
  public let keyboard: any SystemKeyboardDriver

  /// A stage.
  public init(window: UIWindow, rootView: UIView, keyboard: any SystemKeyboardDriver) {
    self.window = window
    self.rootView = rootView
    self.keyboard = keyboard
  }
}

/// The system keyboard, as a scenario sees it: on iOS the real one, which appears when a
/// field becomes first responder; on the model SimulatedDevice's, which the driver asks to
/// show and hide as iOS would.
@MainActor
public protocol SystemKeyboardDriver: AnyObject {
  /// Makes `responder` first responder and waits until the keyboard has settled (its
  /// animation over, the main queue turned).
  func focus(_ responder: UIResponder) async
  /// Ends editing of `responder`: the keyboard goes; waits until it has settled.
  func endEditing(_ responder: UIResponder) async
  /// Waits until what the system started has finished: the keyboard's animation and its
  /// did-notifications, a turn of the main queue.
  func settle() async
  /// Turns the device to its other orientation (portrait ↔ landscape); `layout` lays the
  /// scene out again once the window has its new size. Returns why it could not, or `nil`.
  func rotate(layout: @escaping @MainActor () -> Void) async -> String?
  /// Ends the stage: editing ended, the keyboard gone, the window hidden.
  func tearDown() async
}
