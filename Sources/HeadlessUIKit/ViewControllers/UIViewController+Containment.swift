#if !canImport(UIKit)
  import Foundation

  // Child view controllers. Source: UIViewController.h, UIContainerViewControllerProtectedMethods
  // and UIContainerViewControllerCallbacks: `addChild(_:)` removes the child from a former
  // parent, calls `willMove(toParent:)` with the new parent and never `didMove(toParent:)`
  // (the container calls it after placing the child's view); `removeFromParent()` never calls
  // `willMove(toParent: nil)` (the container does, first) and calls `didMove(toParent: nil)`
  // after removing the child [doc: uiviewcontroller/didmove(toparent:)]. The child's view is
  // the container's to place; the model places nothing.
  extension UIViewController {
    func modelAddChild(_ child: UIViewController) {
      // Bad input is a no-op [choice]: a controller as its own child or its own ancestor's
      // (UIKit raises), or a child added twice to the same parent.
      var ancestor: UIViewController? = self
      while let current = ancestor {
        if current === child { return }
        ancestor = current.parent
      }
      if child.parent === self { return }
      if child.parent != nil { child.removeFromParent() }
      child.willMove(toParent: self)
      childControllers.append(child)
      child.parent = self
      // A child whose view already lies in its shown parent's window appears now [choice].
      if child.isViewLoaded { child.rootViewDidMoveToWindow() }
    }

    func modelRemoveFromParent() {
      guard let former = parent else { return }
      former.childControllers.removeAll { $0 === self }
      parent = nil
      didMove(toParent: nil)
    }
  }
#endif
