#if !canImport(UIKit)
  import Foundation

  /// A control that displays one or more buttons along the bottom edge of your interface.
  ///
  /// Source: UIToolbar.h (iOS 13+-era copy found by content: `UIKIT_EXTERN
  /// API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) @interface UIToolbar : UIView
  /// <UIBarPositioning>`). The model keeps its items; it lays out and draws nothing. Its
  /// height is its frame's, as for any view: an app (or the component) gives a toolbar used
  /// as an input accessory view its height when creating it.
  @preconcurrency @MainActor
  open class UIToolbar: UIView {
    /// The items displayed on the toolbar.
    ///
    /// Source: UIToolbar.h, `@property(nullable, nonatomic, copy) NSArray<UIBarButtonItem *>
    /// *items; // get/set visible UIBarButtonItem. default is nil. changes not animated.
    /// shown in order`.
    open var items: [UIBarButtonItem]?
  }
#endif
