import UIKit

/// Gives each window scene a window with three tabs: the sign-up form (an
/// `AvoidingScrollView`), the settings form (an `AvoidingTableView`), and SwiftUI fields
/// hosted in an `AvoidingScrollView`.
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
    let signUp = SignUpViewController()
    signUp.tabBarItem = UITabBarItem(
      title: "Sign up", image: UIImage(systemName: "person.crop.circle.badge.plus"), tag: 0)
    let settings = SettingsViewController()
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
    let swiftUI = SwiftUIViewController()
    swiftUI.tabBarItem = UITabBarItem(
      title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 2)
    let tabs = UITabBarController()
    tabs.viewControllers = [signUp, settings, swiftUI]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }
}
