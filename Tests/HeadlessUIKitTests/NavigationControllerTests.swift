import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UINavigationController` as an app uses it: a stack of screens, its bar, large titles,
  /// and the safe area and scroll view insets under the bar.
  @Suite("Navigation controller")
  @MainActor
  struct NavigationControllerTests {
    /// A form screen whose view is a scroll view, as a table view controller's is.
    final class ScrollingFormController: UIViewController {
      override func loadView() {
        view = UIScrollView(frame: .zero)
      }
    }

    // Source: UINavigationController.h (the bar; the stack); uiview/safeareainsets (the
    // root view's safe area "account[s] for the status bar, other visible bars");
    // hacknicity.medium.com (44 pt bar, large titles add 52).
    @Test func theBarAddsToTheSafeAreaOfTheScreenUnderIt() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let form = UIViewController()
      let navigation = UINavigationController(rootViewController: form)
      window.rootViewController = navigation
      // The bar sits below the 59 pt status bar and sensor housing: y 59, 44 tall.
      #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
      #expect(navigation.navigationBar.superview === navigation.view)
      // The form's view fills the navigation controller's view, under the bar.
      #expect(form.view.superview === navigation.view)
      #expect(form.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      // Its safe area: top 59 + 44 = 103, bottom the home indicator's 34.
      #expect(form.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
      // A field placed in it finds the same top: a subview at y 0, 200 tall, is 103 under
      // the bar and status bar.
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
      form.view.addSubview(header)
      #expect(header.safeAreaInsets.top == 103)
      // The navigation controller's own view knows only the screen's margins.
      #expect(navigation.view.safeAreaInsets.top == 59)

      // Large titles: 44 + 52 = 96 pt, so the top is 59 + 96 = 155.
      navigation.navigationBar.prefersLargeTitles = true
      #expect(navigation.navigationBar.frame.height == 96)
      #expect(form.view.safeAreaInsets.top == 155)
      #expect(header.safeAreaInsets.top == 155)

      // A hidden bar covers nothing: back to the status bar's 59.
      navigation.setNavigationBarHidden(true, animated: false)
      #expect(navigation.isNavigationBarHidden)
      #expect(form.view.safeAreaInsets.top == 59)
      navigation.isNavigationBarHidden = false
      #expect(form.view.safeAreaInsets.top == 155)
    }

    // Source: UINavigationItem.h, largeTitleDisplayMode: `.automatic` follows the previous
    // item's request, the first item is large when the bar prefers large titles; `.never`
    // and `.always` decide for themselves.
    @Test func largeTitleDisplayModeDecidesTheBarHeightAlongTheStack() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let list = UIViewController()
      let navigation = UINavigationController(rootViewController: list)
      navigation.navigationBar.prefersLargeTitles = true
      window.rootViewController = navigation
      #expect(navigation.navigationBar.frame.height == 96)  // first item, automatic: large

      let detail = UIViewController()
      detail.navigationItem.largeTitleDisplayMode = .never
      navigation.pushViewController(detail, animated: true)
      #expect(navigation.navigationBar.frame.height == 44)
      #expect(detail.view.safeAreaInsets.top == 103)  // 59 + 44

      // Pushed above `.never`, an automatic item follows it: small.
      let edit = UIViewController()
      navigation.pushViewController(edit, animated: true)
      #expect(navigation.navigationBar.frame.height == 44)
      // Asking for it makes it large at once: 59 + 96 = 155.
      edit.navigationItem.largeTitleDisplayMode = .always
      #expect(navigation.navigationBar.frame.height == 96)
      #expect(edit.view.safeAreaInsets.top == 155)

      // Without prefersLargeTitles nothing is large, `.always` included.
      navigation.navigationBar.prefersLargeTitles = false
      #expect(edit.view.safeAreaInsets.top == 103)
    }

    // Source: UIScrollView.h, `.automatic` "will also adjust the top & bottom contentInset
    // when the scroll view is owned by a view controller … inside a navigation controller,
    // regardless of whether the scroll view is scrollable".
    @Test func aControllersScrollViewUnderTheBarIsInsetTopAndBottom() throws {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let form = ScrollingFormController()
      let navigation = UINavigationController(rootViewController: form)
      navigation.navigationBar.prefersLargeTitles = true
      window.rootViewController = navigation
      let scrollView = try #require(form.view as? UIScrollView)
      // Content shorter than the 852 pt view, so not scrollable; still 59 + 96 = 155 on top
      // and 34 at the bottom.
      scrollView.contentSize = CGSize(width: 393, height: 300)
      #expect(
        scrollView.adjustedContentInset == UIEdgeInsets(top: 155, left: 0, bottom: 34, right: 0))
      // `.scrollableAxes` has no such rule: nothing while not scrollable.
      scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
      #expect(scrollView.adjustedContentInset == .zero)

      // A scroll view placed inside a controller's plain view is not "owned" by it: under
      // `.automatic` it follows the scrollable axes only, and once scrollable it takes the
      // safe area it lies under, the bar's included.
      let plain = UIViewController()
      navigation.pushViewController(plain, animated: false)
      let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      plain.view.addSubview(inner)
      inner.contentSize = CGSize(width: 393, height: 300)
      #expect(inner.adjustedContentInset == .zero)
      inner.contentSize = CGSize(width: 393, height: 2000)
      // The pushed item is automatic after an automatic root: large, 155.
      #expect(inner.adjustedContentInset == UIEdgeInsets(top: 155, left: 0, bottom: 34, right: 0))
    }

    // Source: UINavigationController.h (push, pop and their results; "Has no effect if the
    // view controller is already in the stack"); containment as UIViewController.h says;
    // the appearance order as the window's root change (a [choice]).
    @Test func pushAndPopTellTheScreensAsUIKitDoes() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let log = CallLog()
      let list = LoggingViewController("list", log: log)
      let detail = LoggingViewController("detail", log: log)
      let navigation = UINavigationController(rootViewController: list)
      #expect(list.parent === navigation)
      #expect(!list.isViewLoaded)  // nothing loads before the navigation controller's view
      window.rootViewController = navigation
      #expect(
        log.entries.filter { $0.contains("ppear") } == [
          "list.viewWillAppear", "list.viewDidAppear",
        ])
      log.clear()

      navigation.pushViewController(detail, animated: true)
      #expect(navigation.viewControllers == [list, detail])
      #expect(navigation.children == [list, detail])
      #expect(navigation.topViewController === detail)
      #expect(navigation.visibleViewController === detail)
      #expect(detail.navigationController === navigation)
      #expect(list.view.superview == nil)
      #expect(detail.view.superview === navigation.view)
      // (Safe-area reports aside: each view leaving or joining the window re-reports it.)
      #expect(
        log.entries.filter { !$0.contains("SafeArea") } == [
          "detail.willMove(toParent: nil)",  // the navigation controller is not a logger
          "detail.loadView", "detail.viewDidLoad",
          "list.viewWillDisappear", "detail.viewWillAppear",
          "detail.viewWillLayoutSubviews", "detail.viewDidLayoutSubviews",
          "list.viewDidDisappear", "detail.viewDidAppear",
          "detail.didMove(toParent: nil)",
        ])
      log.clear()

      navigation.pushViewController(detail, animated: true)  // already there: nothing
      #expect(log.entries.isEmpty)
      #expect(navigation.viewControllers.count == 2)

      #expect(navigation.popViewController(animated: true) === detail)
      #expect(detail.parent == nil)
      #expect(detail.navigationController == nil)
      #expect(list.view.superview === navigation.view)
      #expect(
        log.entries.filter { $0.contains("ppear") } == [
          "detail.viewWillDisappear", "list.viewWillAppear", "detail.viewDidDisappear",
          "list.viewDidAppear",
        ])
      // The root is never popped.
      #expect(navigation.popViewController(animated: true) == nil)
      #expect(navigation.viewControllers == [list])
      #expect(navigation.popToRootViewController(animated: true) == [])
    }

    // Source: UINavigationController.h, popToViewController / popToRootViewController
    // return the popped controllers; viewControllers replaces the stack.
    @Test func popToAndSettingTheStack() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let first = UIViewController()
      let second = UIViewController()
      let third = UIViewController()
      let navigation = UINavigationController()
      window.rootViewController = navigation
      #expect(navigation.topViewController == nil)
      navigation.viewControllers = [first, second, third, second]  // twice: its first place
      #expect(navigation.viewControllers == [first, second, third])
      #expect(third.view.superview === navigation.view)
      #expect(navigation.navigationBar.topItem === third.navigationItem)
      #expect(navigation.navigationBar.backItem === second.navigationItem)
      #expect(navigation.popToViewController(UIViewController(), animated: false) == nil)
      #expect(navigation.popToViewController(second, animated: false) == [third])
      #expect(navigation.popToRootViewController(animated: false) == [second])
      #expect(first.view.superview === navigation.view)
      #expect(navigation.children == [first])
      // The navigation controller itself is left out of its own stack.
      navigation.setViewControllers([navigation, second], animated: false)
      #expect(navigation.viewControllers == [second])
      #expect(first.parent == nil)
    }

    // Source: UINavigationItem.h (title, bar button items, "the older single properties …
    // refer to the first item"); uiviewcontroller/title (assigning it updates the item's);
    // UIBarButtonItem.h, initWithCustomView: and style.
    @Test func navigationItemHoldsTitleAndBarButtonItems() {
      let form = UIViewController()
      form.title = "Sign Up"
      #expect(form.navigationItem.title == "Sign Up")
      form.title = "Create Account"
      #expect(form.navigationItem.title == "Create Account")
      #expect(form.navigationItem === form.navigationItem)  // made once

      let spinner = UIActivityIndicatorView()
      let busy = UIBarButtonItem(customView: spinner)
      #expect(busy.customView === spinner)
      #expect(busy.style == .plain)
      let done = UIBarButtonItem(systemItem: .done)
      done.style = .done
      form.navigationItem.rightBarButtonItem = done
      form.navigationItem.setLeftBarButton(busy, animated: true)
      #expect(form.navigationItem.rightBarButtonItems == [done])
      #expect(form.navigationItem.leftBarButtonItem === busy)
      form.navigationItem.setRightBarButtonItems([done, busy], animated: false)
      #expect(form.navigationItem.rightBarButtonItem === done)
      form.navigationItem.rightBarButtonItem = nil
      #expect(form.navigationItem.rightBarButtonItems == nil)
      #expect(form.navigationItem.largeTitleDisplayMode == .automatic)
      #expect(UINavigationItem(title: "Log In").title == "Log In")
    }
  }
#endif
