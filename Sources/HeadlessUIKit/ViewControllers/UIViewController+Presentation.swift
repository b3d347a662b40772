#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  // Modal presentation.
  //
  // Who presents [doc: uiviewcontroller/present(_:animated:completion:), "The object on which
  // you call this method may not always be the one that handles the presentation"; with no
  // controller defining a presentation context, UIKit uses the root of the view controller
  // hierarchy]: the topmost ancestor of the receiver (a form inside a navigation controller
  // presents through the navigation controller); a controller presented itself is such a
  // root, so presentations stack. A presenter already presenting, a controller already
  // presented or with a parent, or a presenter whose view is not in a window presents
  // nothing [seen: UIKit logs "Attempt to present … which is already presenting" and "…
  // whose view is not in the window hierarchy" and does nothing; the completion is not
  // called (choice)].
  //
  // Where the presented view goes [choice: UIKit puts it in a private transition view in
  // the window]: the window, above everything; its frame by style:
  // - `.fullScreen`, `.overFullScreen`, `.currentContext`, `.overCurrentContext`, `.custom`,
  //   `.none`: the window's bounds [doc: UIViewController.h / uimodalpresentationstyle,
  //   "the presented view covers the screen"; the context styles and custom controllers are
  //   not modelled and cover the window (choice)]. `.fullScreen` removes the presenting
  //   controller's view, which disappears, until the dismissal [doc:
  //   uimodalpresentationstyle/fullscreen, "the views belonging to the presenting view
  //   controller are removed after the presentation completes"]; the others leave it.
  // - `.automatic` is `.pageSheet` [seen: netguru.com, "iOS 13 Modals Changes": "system by
  //   default will resolve .automatic to .pageSheet" for an app's own controller].
  // - `.pageSheet`, `.formSheet` and `.popover` in a horizontally compact window are a
  //   sheet from 10 pt below the window's safe-area top to its bottom, full width [seen:
  //   hacknicity.medium.com, "View Controller Presentation Changes in iOS 13": sheets and
  //   popovers adapt in compact width, and the cards stack with the presenting view still
  //   visible above; the 10 pt is a choice, an open question in the README].
  // - In a horizontally regular window, `.formSheet` and `.popover` are centred, at the
  //   controller's `preferredContentSize` when set [doc: uimodalpresentationstyle/
  //   formsheet], else 540 × 620 [choice: UIKit's default form sheet size is not
  //   documented]; `.pageSheet` is centred, as wide as the window's readable 704 pt at most,
  //   from 10 pt below the safe-area top to the bottom [choice]. A popover's arrow and
  //   anchor are not modelled.
  // - Horizontally regular [choice: the model has no size classes]: the window is at least
  //   678 pt wide on a screen whose shorter side is at least 700 pt (an iPad: full screen
  //   and the wide Split View and Stage Manager windows); every iPhone window is compact
  //   (a Max or Plus iPhone in landscape, regular on iOS, is not followed).
  //
  // The life cycle: the presented controller's view loads and joins the window, then its
  // `viewWillAppear(_:)` (and the presenting one's `viewWillDisappear(_:)` for
  // `.fullScreen`), the window's layout pass, the did-calls, then the completion [doc: the
  // completion is "called after the viewDidAppear: method is called on the presented view
  // controller"]. A dismissal mirrors it; dismissing a controller that presented a stack
  // dismisses the whole stack above it [doc: uiviewcontroller/dismiss(animated:completion:),
  // "If you present several view controllers in succession … dismissing … the view
  // controllers above it are also dismissed"]; a presented controller asked to dismiss asks
  // its presenter [doc: the same page]. Nothing animates.
  extension UIViewController {
    /// The controller whose presentation this controller takes part in: itself or its
    /// nearest ancestor that presents something.
    var presentationOwner: UIViewController? {
      var controller: UIViewController? = self
      while let current = controller {
        if current.presentedController != nil { return current }
        controller = current.parent
      }
      return nil
    }

    /// The topmost ancestor, which presents for this controller.
    var presentationRoot: UIViewController {
      var root = self
      while let parent = root.parent { root = parent }
      return root
    }

    func modelPresent(_ presented: UIViewController, completion: (() -> Void)?) {
      let presenter = presentationRoot
      guard presented !== presenter, presented.presentingController == nil,
        presented.parent == nil, presented.presentedController == nil,
        presenter.presentedController == nil,
        let window = presenter.viewIfLoaded?.window
      else { return }
      let style = Self.resolvedStyle(presented.modalPresentationStyle)
      presenter.presentedController = presented
      presented.presentingController = presenter
      presented.activePresentationStyle = style
      let wasInstalling = UIViewController.isInstallingRootView
      UIViewController.isInstallingRootView = true
      if let view = presented.view {
        view.frame = Self.frame(of: presented, style: style, in: window)
        window.addSubview(view)
      }
      if style == .fullScreen { presenter.viewIfLoaded?.removeFromSuperview() }
      UIViewController.isInstallingRootView = wasInstalling
      var changes: [(controller: UIViewController, appears: Bool)] = []
      if style == .fullScreen {
        presenter.collectAppearanceChanges(shownParent: false, into: &changes)
      }
      presented.collectAppearanceChanges(shownParent: true, into: &changes)
      UIViewController.tellAppearanceChanges(changes, layingOut: window)
      completion?()
    }

    func modelDismiss(completion: (() -> Void)?) {
      // The presenter handles it: this controller's (or an ancestor's) presentation, or the
      // one that presented it.
      guard let presenter = presentationOwner ?? presentingViewController?.presentationOwner
      else { return }
      presenter.endPresentation()
      completion?()
    }

    /// Ends this controller's presentation, the stack above it first.
    private func endPresentation() {
      guard let presented = presentedController else { return }
      presented.endPresentation()
      let window = presented.viewIfLoaded?.window
      let style = presented.activePresentationStyle
      let wasInstalling = UIViewController.isInstallingRootView
      UIViewController.isInstallingRootView = true
      presented.viewIfLoaded?.removeFromSuperview()
      if style == .fullScreen, let window, let view = viewIfLoaded, view.superview == nil {
        // Back where the window keeps its root view [choice: behind every other subview].
        window.insertSubview(view, at: 0)
        view.frame = window.bounds
      }
      UIViewController.isInstallingRootView = wasInstalling
      presentedController = nil
      presented.presentingController = nil
      presented.activePresentationStyle = nil
      var changes: [(controller: UIViewController, appears: Bool)] = []
      presented.collectAppearanceChanges(shownParent: false, into: &changes)
      if style == .fullScreen {
        collectAppearanceChanges(shownParent: isPresentationShown, into: &changes)
      }
      UIViewController.tellAppearanceChanges(changes, layingOut: window)
    }

    /// Whether this controller, as a presentation root, can be shown: its window's root
    /// view controller, or presented itself.
    private var isPresentationShown: Bool {
      viewIfLoaded?.window?.storedRootViewController === self || presentingController != nil
    }

    /// `.automatic` as UIKit resolves it for an app's controller.
    static func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
      style == .automatic ? .pageSheet : style
    }

    /// Whether `window` is horizontally regular (see the note at the top).
    static func isHorizontallyRegular(_ window: UIWindow) -> Bool {
      guard let screen = window.screenIfAttached else { return false }
      let shorterSide = min(screen.bounds.width, screen.bounds.height)
      return shorterSide >= 700 && window.bounds.width >= 678
    }

    /// The presented view's frame, in the window's coordinates.
    static func frame(
      of presented: UIViewController, style: UIModalPresentationStyle, in window: UIWindow
    ) -> CGRect {
      let bounds = window.bounds
      switch style {
      case .pageSheet, .formSheet, .popover:
        let sheetTop = min(bounds.maxY, bounds.minY + window.safeAreaInsets.top + 10)
        guard isHorizontallyRegular(window) else {
          return CGRect(
            x: bounds.minX, y: sheetTop, width: bounds.width, height: bounds.maxY - sheetTop)
        }
        if style == .pageSheet {
          let width = min(bounds.width, 704)
          return CGRect(
            x: bounds.midX - width / 2, y: sheetTop, width: width, height: bounds.maxY - sheetTop)
        }
        let preferred = presented.preferredContentSize
        let usable =
          preferred.width > 0 && preferred.height > 0 && preferred.width.isFinite
          && preferred.height.isFinite
        let size = CGSize(
          width: min(bounds.width, usable ? preferred.width : 540),
          height: min(bounds.height, usable ? preferred.height : 620))
        return CGRect(
          x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
          height: size.height)
      default:
        return bounds
      }
    }
  }
#endif
