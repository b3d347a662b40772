import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A controller that writes down each life-cycle call, as an app's logging subclass would.
  @MainActor
  final class LoggingViewController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      name = "coder"
      log = CallLog()
      super.init(coder: coder)
    }

    override func loadView() {
      log.add("\(name).loadView")
      super.loadView()
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      log.add("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.add("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.add("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.add("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.add("\(name).viewDidDisappear")
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      log.add("\(name).viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      log.add("\(name).viewDidLayoutSubviews")
    }
    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      log.add("\(name).viewSafeAreaInsetsDidChange")
    }
    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      log.add("\(name).willMove(toParent: \((parent as? LoggingViewController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      log.add("\(name).didMove(toParent: \((parent as? LoggingViewController)?.name ?? "nil"))")
    }
  }

  /// The calls, in order.
  @MainActor
  final class CallLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
  }

  /// `UIWindow.rootViewController`, the view controller life cycle and containment.
  @Suite("View controller life cycle")
  @MainActor
  struct ViewControllerLifeCycleTests {
    // Source: UIViewController.h, viewDidLoad "For view controllers created in code, this is
    // after -loadView"; once per load.
    @Test func viewDidLoadFollowsLoadViewOnce() {
      let log = CallLog()
      let controller = LoggingViewController("form", log: log)
      #expect(!controller.isViewLoaded)
      controller.loadViewIfNeeded()
      controller.loadViewIfNeeded()
      _ = controller.view
      #expect(log.entries == ["form.loadView", "form.viewDidLoad"])
      #expect(controller.isViewLoaded)
    }

    // Source: uiwindow/rootviewcontroller (installs the view, tracking the window's size);
    // the Programming Guide's appearance order: will appear, layout, did appear.
    @Test func rootViewControllerInstallsItsViewAndAppearsWhenTheWindowShows() {
      let screen = TestScenes.phoneScreen()
      let window = UIWindow(frame: screen.bounds)
      window.screen = screen
      let log = CallLog()
      let controller = LoggingViewController("form", log: log)
      window.rootViewController = controller
      // Loaded and installed, the window still hidden: no appearance yet.
      #expect(log.entries == ["form.loadView", "form.viewDidLoad"])
      #expect(controller.view.superview === window)
      #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(window.rootViewController === controller)
      log.clear()
      window.makeKeyAndVisible()
      // Visible: the root view's safe area becomes the screen's margins (59 top, 34 bottom),
      // then will appear, the layout pass around the root view's layoutSubviews, did appear.
      #expect(
        controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(
        log.entries == [
          "form.viewSafeAreaInsetsDidChange", "form.viewWillAppear",
          "form.viewWillLayoutSubviews", "form.viewDidLayoutSubviews", "form.viewDidAppear",
        ])
      log.clear()
      // The root view tracks the window's size: 393 × 852 → 852 × 393 (rotation).
      window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
      window.isHidden = true
      #expect(
        log.entries.filter { $0.contains("ppear") } == [
          "form.viewWillDisappear", "form.viewDidDisappear",
        ])
    }

    // Source: uiwindow/rootviewcontroller ("the old views are removed before the new ones are
    // installed"); the old controller disappears as the new one appears.
    @Test func replacingTheRootViewControllerSwapsViewsAndAppearance() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let log = CallLog()
      let first = LoggingViewController("first", log: log)
      let second = LoggingViewController("second", log: log)
      window.rootViewController = first
      let overlay = UIView()  // the app's own window subview stays [choice]
      window.addSubview(overlay)
      log.clear()
      window.rootViewController = second
      #expect(first.view.superview == nil)
      #expect(second.view.superview === window)
      #expect(overlay.superview === window)
      #expect(
        log.entries.filter { $0.contains("ppear") } == [
          "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear",
          "second.viewDidAppear",
        ])
      // The new view is loaded before it is installed; the old view's safe area goes to
      // zero as it leaves the window (not checked here).
      #expect(
        log.entries.filter { $0.hasPrefix("second.") }.prefix(2) == [
          "second.loadView", "second.viewDidLoad",
        ])
      log.clear()
      window.rootViewController = second  // the same controller: nothing
      window.rootViewController = nil
      #expect(second.view.superview == nil)
      #expect(
        log.entries.filter { $0.contains("ppear") } == [
          "second.viewWillDisappear", "second.viewDidDisappear",
        ])
    }

    // Source: UIViewController.h: addChild calls willMove(toParent: parent), not didMove;
    // removeFromParent calls didMove(toParent: nil) (uiviewcontroller/didmove(toparent:)),
    // not willMove. A child whose view joins its shown parent's view appears.
    @Test func containmentCallsAndChildAppearance() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let log = CallLog()
      let parent = LoggingViewController("parent", log: log)
      let child = LoggingViewController("child", log: log)
      window.rootViewController = parent
      log.clear()
      // The container's usual sequence: addChild, add the view, didMove.
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      #expect(
        log.entries == [
          "child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad",
          "child.viewWillAppear", "child.viewDidAppear", "child.didMove(toParent: parent)",
        ])
      #expect(parent.children == [child])
      #expect(child.parent === parent)
      log.clear()
      // And back: willMove(nil), remove the view, removeFromParent.
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(
        log.entries == [
          "child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear",
          "child.didMove(toParent: nil)",
        ])
      #expect(parent.children.isEmpty)
      #expect(child.parent == nil)
    }

    // Source: UIViewController.h, "If the child controller has a different parent
    // controller, it will first be removed from its current parent". Bad input (a controller
    // as its own child, or its ancestor's) is a no-op [choice].
    @Test func addingAChildElsewhereMovesItAndCyclesAreRefused() {
      let log = CallLog()
      let first = LoggingViewController("first", log: log)
      let second = LoggingViewController("second", log: log)
      let child = LoggingViewController("child", log: log)
      first.addChild(child)
      second.addChild(child)
      #expect(first.children.isEmpty)
      #expect(second.children == [child])
      #expect(
        log.entries == [
          "child.willMove(toParent: first)", "child.didMove(toParent: nil)",
          "child.willMove(toParent: second)",
        ])
      log.clear()
      child.addChild(child)
      child.addChild(second)
      second.addChild(child)
      #expect(log.entries.isEmpty)
      #expect(child.children.isEmpty)
      #expect(second.parent == nil)
    }

    // Source: UIViewController.h (viewWillLayoutSubviews / viewDidLayoutSubviews "Called just
    // before / after the view controller's view's layoutSubviews method is invoked").
    @Test func layoutCallbacksSurroundTheRootViewsLayoutOnly() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let log = CallLog()
      let controller = LoggingViewController("form", log: log)
      window.rootViewController = controller
      let field = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      controller.view.addSubview(field)
      window.layoutIfNeeded()
      log.clear()
      // A subview's own layout does not tell the controller.
      field.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(log.entries.isEmpty)
      controller.view.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(log.entries == ["form.viewWillLayoutSubviews", "form.viewDidLayoutSubviews"])
      controller.title = "Sign Up"
      #expect(controller.title == "Sign Up")
    }
  }
#endif
