#if !canImport(UIKit)
  import Foundation

  extension UIScrollView {
    /// Constants that indicate how safe area insets are added to the adjusted content inset.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
      /// Automatically adjust the scroll view insets.
      case automatic = 0
      /// Adjust the insets only in the scrollable directions.
      case scrollableAxes = 1
      /// Don't adjust the scroll view insets.
      case never = 2
      /// Always include the safe area insets in the content adjustment.
      case always = 3
    }

    /// The part of the safe area that `contentInsetAdjustmentBehavior` adds.
    ///
    /// - `.always`: all edges ("Always include the safe area insets").
    /// - `.never`: none.
    /// - `.scrollableAxes`: "Adjust the insets only in the scrollable directions"; vertical
    ///   edges when the content is taller than the bounds or `alwaysBounceVertical` is set,
    ///   horizontal edges when it is wider (uikit-reference.md, [doc]).
    /// - `.automatic`: like `.scrollableAxes`, except that UIKit always adjusts the vertical
    ///   edges of a view controller's scroll view inside a navigation or tab bar controller.
    ///   The model has no view controllers, so `.automatic` is `.scrollableAxes`.
    var safeAreaInsetsApplied: UIEdgeInsets {
      let safeArea = safeAreaInsets
      switch contentInsetAdjustmentBehavior {
      case .always:
        return safeArea
      case .never:
        return .zero
      case .automatic, .scrollableAxes:
        let vertical = contentSize.height > bounds.height || alwaysBounceVertical
        let horizontal = contentSize.width > bounds.width
        return UIEdgeInsets(
          top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
          bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
      }
    }
  }
#endif
