#if !canImport(UIKit)
  import Foundation

  /// A control that displays one or more buttons in a tab bar for selecting between
  /// different subtasks, views, or modes in an app.
  ///
  /// Source: UITabBar.h, `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface
  /// UITabBar : UIView`. The model has the bar a tab bar controller manages, for its frame:
  /// 49 pt above the container's bottom safe area, and reaching down over it to the
  /// screen's edge [seen: 365dos.com/a_87701.html, "the default tab bar height is 49 pt" and
  /// on devices with a home indicator the bar grows by the safe area;
  /// useyourloaf.com/blog/supporting-iphone-x, the 34 pt bottom inset is "more if we add a
  /// tab bar"]. No items, nothing drawn.
  @preconcurrency @MainActor
  open class UITabBar: UIView {
    /// The bar's height above the bottom safe area [seen, above].
    static let standardHeight: CGFloat = 49
  }
#endif
