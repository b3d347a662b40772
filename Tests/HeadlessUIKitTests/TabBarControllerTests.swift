import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UITabBarController` and `additionalSafeAreaInsets`: bars and insets a container adds
  /// to its children's safe area.
  @Suite("Tab bar controller")
  @MainActor
  struct TabBarControllerTests {
    // Source: UITabBarController.h; the tab bar's 49 pt over the home indicator's area
    // (365dos.com, useyourloaf.com; Bars/UITabBar.swift).
    @Test func theTabBarSetsTheBottomOfTheSafeArea() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let profile = UIViewController()
      let settings = UIViewController()
      let tabs = UITabBarController()
      #expect(tabs.selectedIndex == NSNotFound)
      tabs.viewControllers = [profile, settings]
      window.rootViewController = tabs
      // 49 + the 34 pt home indicator = 83 tall, from 852 - 83 = 769.
      #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
      #expect(tabs.selectedViewController === profile)
      #expect(profile.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      // Bottom: 852 - 769 = 83; top the screen's 59.
      #expect(
        profile.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
      #expect(profile.tabBarController === tabs)
      #expect(tabs.children == [profile, settings])

      tabs.selectedIndex = 1
      #expect(tabs.selectedViewController === settings)
      #expect(profile.view.superview == nil)
      #expect(settings.view.superview === tabs.view)
      #expect(settings.view.safeAreaInsets.bottom == 83)
      tabs.selectedIndex = 7  // out of range: nothing
      #expect(tabs.selectedIndex == 1)
      tabs.selectedViewController = UIViewController()  // not a tab: nothing
      #expect(tabs.selectedViewController === settings)
    }

    // A form in a navigation controller in a tab: the navigation bar on top (59 + 44 = 103)
    // and the tab bar at the bottom (83).
    @Test func aFormInANavigationControllerInATab() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let form = UIViewController()
      let navigation = UINavigationController(rootViewController: form)
      let tabs = UITabBarController()
      tabs.setViewControllers([navigation, UIViewController()], animated: false)
      window.rootViewController = tabs
      #expect(form.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
      #expect(form.navigationController === navigation)
      #expect(form.tabBarController === tabs)
      #expect(navigation.tabBarController === tabs)
      #expect(navigation.navigationController == nil)
    }

    // Source: UIViewController.h, additionalSafeAreaInsets "add[s] to the overlay that
    // UIViewController calculates for the safeAreaInsets"; uiview/safeareainsets.
    @Test func additionalSafeAreaInsetsAddToWhatTheRootViewInherits() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let log = CallLog()
      let form = LoggingViewController("form", log: log)
      window.rootViewController = form
      let field = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 44))
      form.view.addSubview(field)
      log.clear()
      // A 50 pt bar of the app's own at the bottom: 34 + 50 = 84; the top 59 + 10 = 69.
      form.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 50, right: 0)
      #expect(form.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 84, right: 0))
      #expect(log.entries == ["form.viewSafeAreaInsetsDidChange"])
      // The field, at 300…344, lies far from both edges: none.
      #expect(field.safeAreaInsets == .zero)
      field.frame = CGRect(x: 0, y: 760, width: 393, height: 44)
      // Safe bottom at 852 - 84 = 768: the field (760…804) reaches 804 - 768 = 36 into it.
      #expect(field.safeAreaInsets.bottom == 36)

      // In a navigation controller the child's own additional insets add to the bar's:
      // 59 + 44 + 10 = 113.
      let child = UIViewController()
      child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      window.rootViewController = UINavigationController(rootViewController: child)
      #expect(child.view.safeAreaInsets.top == 113)
    }
  }
#endif
