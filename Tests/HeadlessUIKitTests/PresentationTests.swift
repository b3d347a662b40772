import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: who presents,
  /// the presented view's frame by style, and the life cycle around them.
  @Suite("Presentation")
  @MainActor
  struct PresentationTests {
    // Source: uiviewcontroller/present(_:animated:completion:) (the root of the hierarchy
    // presents), presentingViewController / presentedViewController (the ancestors' rule);
    // `.automatic` resolving to a page sheet (netguru.com), a sheet in compact width
    // (hacknicity.medium.com), the 10 pt a [choice].
    @Test func aSheetOnAPhoneIsPresentedByTheRootAndLeavesThePresenterShown() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let log = CallLog()
      let form = LoggingViewController("form", log: log)
      let navigation = UINavigationController(rootViewController: form)
      window.rootViewController = navigation
      let login = LoggingViewController("login", log: log)
      #expect(login.modalPresentationStyle == .automatic)
      log.clear()
      form.present(login, animated: true) { log.add("completion") }
      // From 59 + 10 = 69 to the bottom: 852 - 69 = 783 tall, full width.
      #expect(login.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
      #expect(login.view.superview === window)
      #expect(login.presentingViewController === navigation)
      #expect(navigation.presentedViewController === login)
      #expect(form.presentedViewController === login)  // through its ancestor
      #expect(form.view.window === window)  // a sheet leaves the presenter's views
      #expect(
        log.entries.filter { !$0.contains("SafeArea") } == [
          "login.loadView", "login.viewDidLoad", "login.viewWillAppear",
          "login.viewWillLayoutSubviews", "login.viewDidLayoutSubviews", "login.viewDidAppear",
          "completion",
        ])
      // The sheet starts below the 59 pt top margin and reaches the 34 pt home indicator.
      #expect(login.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))

      // A focused field in the sheet resigns when the sheet goes.
      let email = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
      login.view.addSubview(email)
      #expect(email.becomeFirstResponder())
      log.clear()
      login.dismiss(animated: true) { log.add("completion") }  // asks its presenter
      #expect(!email.isFirstResponder)
      #expect(login.view.superview == nil)
      #expect(login.presentingViewController == nil)
      #expect(navigation.presentedViewController == nil)
      #expect(
        log.entries.filter { !$0.contains("SafeArea") } == [
          "login.viewWillDisappear", "login.viewDidDisappear", "completion",
        ])
    }

    // Source: uimodalpresentationstyle/fullscreen ("the views belonging to the presenting
    // view controller are removed after the presentation completes").
    @Test func fullScreenRemovesThePresentersViewUntilTheDismissal() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let log = CallLog()
      let home = LoggingViewController("home", log: log)
      window.rootViewController = home
      let onboarding = LoggingViewController("onboarding", log: log)
      onboarding.modalPresentationStyle = .fullScreen
      log.clear()
      home.present(onboarding, animated: false)
      #expect(onboarding.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(home.view.superview == nil)
      #expect(
        log.entries.filter { $0.contains("ppear") } == [
          "home.viewWillDisappear", "onboarding.viewWillAppear", "home.viewDidDisappear",
          "onboarding.viewDidAppear",
        ])
      log.clear()
      home.dismiss(animated: false)
      #expect(home.view.superview === window)
      #expect(home.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(onboarding.view.superview == nil)
      #expect(
        log.entries.filter { $0.contains("ppear") } == [
          "onboarding.viewWillDisappear", "home.viewWillAppear", "onboarding.viewDidDisappear",
          "home.viewDidAppear",
        ])
    }

    // Source: uimodalpresentationstyle/formsheet (centred; preferredContentSize); the
    // 540 × 620 default and the 704 pt page sheet are [choice]s.
    @Test func sheetsOnAnIPadAreCentred() {
      let window = TestScenes.window(on: TestScenes.padScreen())
      let root = UIViewController()
      window.rootViewController = root
      let login = UIViewController()
      login.modalPresentationStyle = .formSheet
      root.present(login, animated: true)
      // (1024 - 540) / 2 = 242, (1366 - 620) / 2 = 373.
      #expect(login.view.frame == CGRect(x: 242, y: 373, width: 540, height: 620))
      root.dismiss(animated: true)

      let sized = UIViewController()
      sized.modalPresentationStyle = .formSheet
      sized.preferredContentSize = CGSize(width: 704, height: 900)
      root.present(sized, animated: true)
      // (1024 - 704) / 2 = 160, (1366 - 900) / 2 = 233.
      #expect(sized.view.frame == CGRect(x: 160, y: 233, width: 704, height: 900))
      root.dismiss(animated: true)

      let page = UIViewController()
      page.modalPresentationStyle = .pageSheet
      root.present(page, animated: true)
      // 704 wide from x 160; from 24 + 10 = 34 to 1366: 1332 tall.
      #expect(page.view.frame == CGRect(x: 160, y: 34, width: 704, height: 1332))
    }

    // Source: uiviewcontroller/dismiss(animated:completion:) (a stack goes at once); the
    // refusals as UIKit logs them ([seen]; the completion not called is a [choice]).
    @Test func stacksAndRefusals() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let root = UIViewController()
      window.rootViewController = root
      let login = UIViewController()
      let confirm = UIViewController()
      root.present(login, animated: true)
      var called = false
      root.present(UIViewController(), animated: true) { called = true }  // already presenting
      #expect(!called)
      #expect(root.presentedViewController === login)
      login.present(confirm, animated: true)
      #expect(confirm.presentingViewController === login)
      #expect(login.presentedViewController === confirm)
      // Presenting a controller already presented, or from one not in a window: nothing.
      let detached = UIViewController()
      detached.present(confirm, animated: true) { called = true }
      detached.present(UIViewController(), animated: true) { called = true }
      #expect(!called)
      // Dismissing from the root takes the whole stack down.
      root.dismiss(animated: true)
      #expect(root.presentedViewController == nil)
      #expect(login.presentedViewController == nil)
      #expect(confirm.view.superview == nil)
      #expect(login.view.superview == nil)
      // Nothing presented: dismissing does nothing.
      root.dismiss(animated: true) { called = true }
      #expect(!called)
    }
  }
#endif
