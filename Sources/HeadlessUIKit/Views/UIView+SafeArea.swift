#if !canImport(UIKit)
  import Foundation

  // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  // "For other views in the view hierarchy, the safe area reflects only the portion of the
  // view covered by other content": here, the part of the view's bounds that reaches into
  // its screen's unsafe margins (status bar, sensor housing, home indicator). A view outside
  // a window has no safe area. Under a window's root view controller, containers' bars and
  // `additionalSafeAreaInsets` narrow it (ViewControllers/UIViewController+ContainerSafeArea.swift).
  // "If the view is not currently installed in a view hierarchy, or is not yet visible
  // onscreen, the edge insets in this property are 0" [doc]: a view in a hidden window
  // (every window until `makeKeyAndVisible()` or `isHidden = false`) has none either.
  // The public, overridable `safeAreaInsets` is declared in UIView.swift.
  extension UIView {
    /// The safe area the model computes for this view.
    var modelSafeAreaInsets: UIEdgeInsets {
      guard let window, !window.isHidden, let screen = window.screenIfAttached else {
        return .zero
      }
      // The bounds in the screen's coordinates: what `convert(bounds, to:
      // screen.coordinateSpace)` gives (the screen's space maps each point to itself), by the
      // same walk up the superviews, without the calls through the coordinate-space protocol
      // (the safe area is read several times on every keyboard event).
      let bounds = bounds
      let rect = CGRect(origin: pointInScreenSpace(bounds.origin), size: bounds.size)
      var safe = screen.bounds.inset(by: screen.unsafeMargins)
      // Bars of view controller containers and additionalSafeAreaInsets
      // (ViewControllers/UIViewController+ContainerSafeArea.swift).
      if window.storedRootViewController != nil { safe = controllerSafeRect(from: safe) }
      return Self.insets(of: rect, outside: safe)
    }

    /// Re-evaluates the safe area of this view and its subtree and reports changes.
    func updateSafeAreaInSubtree() {
      let current = safeAreaInsets
      if current != lastReportedSafeAreaInsets {
        lastReportedSafeAreaInsets = current
        safeAreaInsetsDidChange()
        // [doc] uiviewcontroller/viewsafeareainsetsdidchange(): the controller hears of its
        // root view's change; after the view itself is a [choice].
        if isViewControllerRoot { owningViewController?.viewSafeAreaInsetsDidChange() }
        // The safe-area and margins guides follow it (AutoLayout/).
        if let guides = autoLayoutState?.systemGuides, !guides.isEmpty {
          autoLayoutInputDidChange()
        }
      } else if autoLayoutState?.systemGuides[.keyboard] != nil {
        // The keyboard guide depends on where the view lies on its screen.
        autoLayoutInputDidChange()
      }
      safeAreaDidUpdate()
      for subview in subviews { subview.updateSafeAreaInSubtree() }
    }
  }
#endif
