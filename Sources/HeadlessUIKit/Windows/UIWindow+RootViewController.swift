#if !canImport(UIKit)
  import Foundation

  // The root view controller. Source: uiwindow/rootviewcontroller: assigning it "installs
  // the view controller's view as the content view of the window. The new content view is
  // configured to track the window size, changing as the window size changes. If the window
  // has an existing view hierarchy, the old views are removed before the new ones are
  // installed." The model removes the former root controller's view only and keeps any other
  // subview the app added to the window [choice]; the appearance calls follow the rules of
  // ViewControllers/UIViewController+LifeCycle.swift.
  extension UIWindow {
    func installRootViewController(_ controller: UIViewController?) {
      let old = storedRootViewController
      guard old !== controller else { return }
      var changes: [(controller: UIViewController, appears: Bool)] = []
      UIViewController.isInstallingRootView = true
      if let old {
        storedRootViewController = nil
        if let oldView = old.viewIfLoaded, oldView.superview === self {
          oldView.removeFromSuperview()
        }
        old.collectAppearanceChanges(shownParent: false, into: &changes)
      }
      storedRootViewController = controller
      // Reading `view` loads it (`loadView()`, `viewDidLoad()`) before it is installed.
      if let controller, let view = controller.view {
        view.frame = bounds
        addSubview(view)
      }
      UIViewController.isInstallingRootView = false
      controller?.collectAppearanceChanges(shownParent: true, into: &changes)
      UIViewController.tellAppearanceChanges(changes, layingOut: self)
    }

    /// The window was shown or hidden: its root view controller appears or disappears.
    func visibilityDidChangeAppearance() {
      guard let root = storedRootViewController else { return }
      var changes: [(controller: UIViewController, appears: Bool)] = []
      root.collectAppearanceChanges(shownParent: true, into: &changes)
      UIViewController.tellAppearanceChanges(changes, layingOut: isHidden ? nil : self)
    }
  }
#endif
