#if !canImport(UIKit)
  import Foundation

  // How a navigation or tab bar controller changes its children and the child it shows
  // [doc: UIViewController.h, UIContainerViewControllerProtectedMethods: a container calls
  // `addChild(_:)` (which calls `willMove(toParent:)`), places the child's view, then calls
  // `didMove(toParent:)`; to remove, `willMove(toParent: nil)`, the view removed, then
  // `removeFromParent()` (which calls `didMove(toParent: nil)`)]. The order of a transition
  // [choice, from the View Controller Programming Guide's appearance figure and UIKit's
  // containment rules]: every `willMove(toParent:)`; the shown child's views swapped, with
  // the old child's `viewWillDisappear(_:)` and the new one's `viewWillAppear(_:)`, the
  // window's layout pass, then their did-calls; every `didMove(toParent:)`. Nothing
  // animates: `animated` is passed on as given only where UIKit passes it to the app.
  extension UIViewController {
    /// Replaces the container's children by `newChildren` and shows `shown` (one of them,
    /// or `nil`) in `container`, below `bar`.
    func replaceContainedChildren(
      _ oldChildren: [UIViewController], with newChildren: [UIViewController],
      showing shown: UIViewController?, below bar: UIView
    ) {
      let removed = oldChildren.filter { old in !newChildren.contains { $0 === old } }
      let added = newChildren.filter { new in !oldChildren.contains { $0 === new } }
      for child in removed { child.willMove(toParent: nil) }
      for child in added { addChild(child) }
      showContainedChild(shown, below: bar)
      for child in removed { child.removeFromParent() }
      for child in added where child.parent === self { child.didMove(toParent: self) }
    }

    /// Puts `shown`'s view in this container's view (if loaded), below `bar`, and takes any
    /// other child's view out, telling the appearance changes together.
    func showContainedChild(_ shown: UIViewController?, below bar: UIView) {
      guard let container = viewIfLoaded else { return }
      let formerlyShown = childControllers.filter {
        $0 !== shown && $0.viewIfLoaded?.superview === container
      }
      // The views moving tell nothing themselves (a window may be installing this
      // container as its root: its flag is put back as it was).
      let wasInstalling = UIViewController.isInstallingRootView
      UIViewController.isInstallingRootView = true
      for child in formerlyShown { child.viewIfLoaded?.removeFromSuperview() }
      if let shown, let view = shown.view, view.superview !== container {
        view.frame = container.bounds
        if let barIndex = container.subviews.firstIndex(where: { $0 === bar }) {
          container.insertSubview(view, at: barIndex)
        } else {
          container.addSubview(view)
        }
      }
      UIViewController.isInstallingRootView = wasInstalling
      var changes: [(controller: UIViewController, appears: Bool)] = []
      for child in formerlyShown {
        child.collectAppearanceChanges(shownParent: false, into: &changes)
      }
      shown?.collectAppearanceChanges(shownParent: isAppearing, into: &changes)
      layOutContainedViews()
      UIViewController.tellAppearanceChanges(changes, layingOut: container.window)
    }
  }
#endif
