#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  extension UIScrollView {
    /// Constants that indicate how safe area insets are added to the adjusted content inset.
    ///
    /// Source: UIScrollView.h, `typedef NS_ENUM(NSInteger,
    /// UIScrollViewContentInsetAdjustmentBehavior)`. Declared in C (`HeadlessUIKitEnums`) so that
    /// Swift imports it as it imports UIKit's: not frozen (a `switch` needs `@unknown default`),
    /// any raw value accepted.
    public typealias ContentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentBehavior

    /// The part of the safe area that `contentInsetAdjustmentBehavior` adds.
    ///
    /// - `.always`: all edges ("Always include the safe area insets").
    /// - `.never`: none.
    /// - `.scrollableAxes`: "Adjust the insets only in the scrollable directions"; vertical
    ///   edges when the content is taller than the bounds or `alwaysBounceVertical` is set,
    ///   horizontal edges when it is wider (uikit-reference.md, [doc]).
    /// - `.automatic`: like `.scrollableAxes`, and the top and bottom edges always when the
    ///   scroll view is a view controller's view inside a navigation controller (UIScrollView.h:
    ///   "Similar to .scrollableAxes, but for backward compatibility will also adjust the top
    ///   & bottom contentInset when the scroll view is owned by a view controller with
    ///   automaticallyAdjustsScrollViewInsets = YES inside a navigation controller, regardless
    ///   of whether the scroll view is scrollable"; the model has no
    ///   `automaticallyAdjustsScrollViewInsets`, so it is always its default, YES [choice]).
    var safeAreaInsetsApplied: UIEdgeInsets {
      let safeArea = safeAreaInsets
      switch contentInsetAdjustmentBehavior {
      case .always:
        return safeArea
      case .never:
        return .zero
      case .automatic:
        var applied = scrollableAxesPart(of: safeArea)
        if isViewControllerRoot, owningViewController?.navigationController != nil {
          applied.top = safeArea.top
          applied.bottom = safeArea.bottom
        }
        return applied
      case .scrollableAxes:
        return scrollableAxesPart(of: safeArea)
      @unknown default:
        // A raw value no case names (an imported enum accepts any): adjusted as `.automatic`,
        // the default [choice: UIKit does not say].
        return scrollableAxesPart(of: safeArea)
      }
    }

    /// The safe area's edges along the axes the content scrolls in.
    private func scrollableAxesPart(of safeArea: UIEdgeInsets) -> UIEdgeInsets {
      let vertical = contentSize.height > bounds.height || alwaysBounceVertical
      let horizontal = contentSize.width > bounds.width
      return UIEdgeInsets(
        top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
        bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
    }
  }
#endif
