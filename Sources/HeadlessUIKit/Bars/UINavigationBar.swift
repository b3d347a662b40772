#if !canImport(UIKit)
  import Foundation

  /// Navigational controls that display in a bar along the top of the screen, usually in
  /// conjunction with a navigation controller.
  ///
  /// Source: UINavigationBar.h, `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
  /// @interface UINavigationBar : UIView <NSCoding, UIBarPositioning>`. The model has the bar
  /// a navigation controller manages: its frame (Bars/UINavigationBar+Height.swift) and the
  /// items it shows, read from the controller's stack. It draws nothing.
  @preconcurrency @MainActor
  open class UINavigationBar: UIView {
    /// The navigation controller that manages this bar, if any.
    weak var managingController: UINavigationController?

    /// A Boolean value indicating whether the title should be displayed in a large format.
    ///
    /// Source: UINavigationBar.h, `@property (nonatomic, readwrite, assign) BOOL
    /// prefersLargeTitles UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(11.0))`: "When set to
    /// YES, the navigation bar will use a larger out-of-line title view when requested by
    /// the current navigation item. … Defaults to NO." A change lays the managing
    /// controller out again.
    @available(iOS 11.0, *)
    open var prefersLargeTitles = false {
      didSet { managingController?.navigationBarDidChange() }
    }

    /// The navigation item at the top of the navigation bar's stack.
    ///
    /// Source: UINavigationBar.h, `@property(nullable, nonatomic,readonly,strong)
    /// UINavigationItem *topItem;`. A managed bar shows the navigation items of its
    /// controller's stack [doc: UINavigationController.h, "keeping the navigation bar in
    /// sync"]: the top view controller's.
    open var topItem: UINavigationItem? {
      managingController?.topViewController?.navigationItem
    }

    /// The navigation item that is immediately below the topmost item on the navigation
    /// bar's stack.
    ///
    /// Source: UINavigationBar.h, `@property(nullable, nonatomic,readonly,strong)
    /// UINavigationItem *backItem;`.
    open var backItem: UINavigationItem? {
      guard let stack = managingController?.viewControllers, stack.count > 1 else { return nil }
      return stack[stack.count - 2].navigationItem
    }
  }
#endif
