import UIKit

/// Gives each window scene a window showing the sign-up form.
///
/// Named in `Info.plist` (`UISceneDelegateClassName`), which is how UIKit finds it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  // [doc] UIKit's UIScene.h declares `scene:willConnectToSession:options:`, which Swift
  // spells `scene(_:willConnectTo:options:)`; it is an optional protocol method, so one with
  // any other label (such as `connectionOptions:`) compiles, is never called, and the app
  // shows no window.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = SignUpViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}
