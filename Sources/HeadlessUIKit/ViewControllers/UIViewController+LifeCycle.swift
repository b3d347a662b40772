#if !canImport(UIKit)
  import Foundation

  // The view controller life cycle in UIKit's order:
  // - `loadView()` then `viewDidLoad()` at the first read of `view` (or `loadViewIfNeeded()`)
  //   [doc: UIViewController.h, "For view controllers created in code, this is after
  //   -loadView"];
  // - `viewWillAppear(_:)`, the window's layout pass (`viewWillLayoutSubviews()`, the root
  //   view's `layoutSubviews()`, `viewDidLayoutSubviews()`), then `viewDidAppear(_:)`
  //   [doc: View Controller Programming Guide for iOS, "Responding to Display-Related
  //   Notifications", figure "Responding to the appearance of a view": viewWillAppear, the
  //   view added to the hierarchy, viewWillLayoutSubviews, viewDidLayoutSubviews,
  //   viewDidAppear]; disappearing likewise, `viewWillDisappear(_:)` then
  //   `viewDidDisappear(_:)`.
  //
  // Which controllers appear [choice, after uiwindow/rootviewcontroller and
  // UIViewController.h's `shouldAutomaticallyForwardAppearanceMethods`, "The default
  // implementation returns YES"]: a window's root view controller while its view is in the
  // window and the window is visible, and each child of an appeared controller while the
  // child's view is in that visible window. A controller whose view is added to a window
  // without being its root or a child hears nothing (UIKit's containment rule).
  //
  // When [choice] (the model has no run loop and no transitions): showing or hiding the
  // window and setting its root view controller tell every change together, with the
  // window's layout pass between the will and did calls; a controller's view entering or
  // leaving a window (a child's view added to its shown parent) tells its will and did calls
  // at once, inside `addSubview(_:)` / `removeFromSuperview()`, with no layout pass. `animated`
  // is `false` throughout: nothing animates.
  extension UIViewController {
    /// Set while a window installs a root view controller: the views entering and leaving
    /// the window then tell nothing themselves (the window tells every change together).
    static var isInstallingRootView = false

    /// Loads the view and tells the controller [doc: UIViewController.h `viewDidLoad`].
    func loadAndNotify() {
      loadView()
      guard isViewLoaded else { return }
      containerViewDidLoad()
      viewDidLoad()
    }

    /// The changes of appearance this controller and its children are due: `shownParent`
    /// says whether the controller could be shown at all (it is its window's root view
    /// controller, or its parent appears).
    func collectAppearanceChanges(
      shownParent: Bool, into changes: inout [(controller: UIViewController, appears: Bool)]
    ) {
      let window = viewIfLoaded?.window
      let shown = shownParent && window.map { !$0.isHidden } == true
      if shown != isAppearing { changes.append((self, shown)) }
      for child in childControllers {
        child.collectAppearanceChanges(shownParent: shown, into: &changes)
      }
    }

    /// Tells the changes in order: every will call, the window's layout pass, every did call.
    static func tellAppearanceChanges(
      _ changes: [(controller: UIViewController, appears: Bool)], layingOut window: UIWindow?
    ) {
      guard !changes.isEmpty else { return }
      // Marked first, so that a callback that moves views does not tell the same change twice.
      for change in changes { change.controller.isAppearing = change.appears }
      for change in changes {
        if change.appears {
          change.controller.viewWillAppear(false)
        } else {
          change.controller.viewWillDisappear(false)
        }
      }
      window?.layoutIfNeeded()
      for change in changes {
        if change.appears {
          change.controller.viewDidAppear(false)
        } else {
          change.controller.viewDidDisappear(false)
        }
      }
    }

    /// The controller's root view entered or left a window (UIView.swift,
    /// `notifyDidMoveToWindow`).
    func rootViewDidMoveToWindow() {
      guard !Self.isInstallingRootView else { return }
      let isRoot = viewIfLoaded?.window?.storedRootViewController === self
      var changes: [(controller: UIViewController, appears: Bool)] = []
      collectAppearanceChanges(
        shownParent: isRoot || parent?.isAppearing == true, into: &changes)
      Self.tellAppearanceChanges(changes, layingOut: nil)
    }
  }

  extension UIView {
    /// The layout of a controller's root view, between the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` [doc: UIViewController.h,
    /// "Called just before (after) the view controller's view's layoutSubviews method is
    /// invoked"].
    func layOutAsRootView() {
      let controller = owningViewController
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      // A container's bar and shown child follow its view's bounds (UINavigationController,
      // UITabBarController) [choice: where UIKit's private container view does it].
      controller?.layOutContainedViews()
      controller?.viewDidLayoutSubviews()
    }
  }
#endif
