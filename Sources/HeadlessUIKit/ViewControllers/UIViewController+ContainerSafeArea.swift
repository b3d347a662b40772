#if !canImport(UIKit)
  import Foundation

  // The safe area inside view controller containers [doc: uiview/safeareainsets, "For the
  // view controller's root view, the insets account for the status bar, other visible bars,
  // and any additional insets that you specified using the additionalSafeAreaInsets property
  // of your view controller"; UIViewController.h, additionalSafeAreaInsets "add[s] to the
  // overlay that UIViewController calculates for the safeAreaInsets for contained view
  // controllers"].
  //
  // The model works in screen coordinates, from the window down to the view: it starts
  // from the screen's safe rect (UIView+SafeArea.swift); at each view controller's root view
  // on the way, the parent container narrows the rect by the bar it shows over that child
  // (a navigation bar from the top, a tab bar from the bottom), and then the controller's
  // `additionalSafeAreaInsets` are added to the insets the root view has against that rect.
  // Only views under a window's root view controller take part [choice: UIKit's controller
  // hierarchy starts there; it also keeps every other form's safe area as cheap as before].
  extension UIView {
    /// The safe rect, in screen coordinates, after the containers and controllers this view
    /// lies in: `screenSafe` when none of them narrows it.
    func controllerSafeRect(from screenSafe: CGRect) -> CGRect {
      var roots: [UIView] = []
      var view: UIView? = self
      while let current = view {
        if current.isViewControllerRoot { roots.append(current) }
        view = current.superview
      }
      var rect = screenSafe
      for root in roots.reversed() {
        guard let controller = root.owningViewController else { continue }
        if let parent = controller.parent {
          rect = parent.safeRect(rect, limitedForChild: controller)
        }
        let extra = controller.additionalSafeAreaInsets
        if extra != .zero {
          let frame = CGRect(
            origin: root.pointInScreenSpace(root.bounds.origin), size: root.bounds.size)
          let inherited = Self.insets(of: frame, outside: rect)
          rect = Self.rect(
            frame,
            insetBy: UIEdgeInsets(
              top: inherited.top + extra.top, left: inherited.left + extra.left,
              bottom: inherited.bottom + extra.bottom, right: inherited.right + extra.right))
        }
      }
      return rect
    }

    /// Per edge, how far `rect` reaches out of `safe`, each between 0 and the rect's size.
    static func insets(of rect: CGRect, outside safe: CGRect) -> UIEdgeInsets {
      func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        max(0, min(value, max(0, limit)))
      }
      return UIEdgeInsets(
        top: clamp(safe.minY - rect.minY, rect.height),
        left: clamp(safe.minX - rect.minX, rect.width),
        bottom: clamp(rect.maxY - safe.maxY, rect.height),
        right: clamp(rect.maxX - safe.maxX, rect.width))
    }

    /// `rect` less `insets`, never of negative size (insets larger than the rect leave an
    /// empty rect at its top-left corner of what remains) [choice].
    static func rect(_ rect: CGRect, insetBy insets: UIEdgeInsets) -> CGRect {
      CGRect(
        x: rect.minX + insets.left, y: rect.minY + insets.top,
        width: max(0, rect.width - insets.left - insets.right),
        height: max(0, rect.height - insets.top - insets.bottom))
    }

    /// This view's frame in its screen's coordinates.
    var frameInScreenSpace: CGRect {
      CGRect(origin: pointInScreenSpace(bounds.origin), size: bounds.size)
    }
  }
#endif
