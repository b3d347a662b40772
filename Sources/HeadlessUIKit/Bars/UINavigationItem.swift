#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// The items that a navigation bar displays when the associated view controller is
  /// visible.
  ///
  /// Source: UINavigationItem.h, `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
  /// @interface UINavigationItem : NSObject <NSCoding>`. The model keeps the title and the
  /// bar button items for the app to read back; the large title mode sets the height of the
  /// navigation bar it is shown in (Bars/UINavigationBar+Height.swift), and so the safe area
  /// under it.
  @preconcurrency @MainActor
  open class UINavigationItem: NSObject {
    /// The view controller whose item this is, so that a change of large title mode lays
    /// its navigation controller out again.
    weak var owningController: UIViewController?

    /// Modes that determine when the item shows a large title.
    ///
    /// Source: UINavigationItem.h, `typedef NS_ENUM(NSInteger,
    /// UINavigationItemLargeTitleDisplayMode)`. Declared in C (`HeadlessUIKitEnums`) so that
    /// Swift imports it as it imports UIKit's.
    public typealias LargeTitleDisplayMode = UINavigationItemLargeTitleDisplayMode

    /// Creates a navigation item with the specified title.
    ///
    /// Source: UINavigationItem.h, `- (instancetype)initWithTitle:(NSString *)title
    /// NS_DESIGNATED_INITIALIZER;`.
    public init(title: String) {
      self.title = title
      super.init()
    }

    /// Creates a navigation item from data in an unarchiver.
    ///
    /// Source: UINavigationItem.h, `- (nullable instancetype)initWithCoder:(NSCoder *)coder
    /// NS_DESIGNATED_INITIALIZER;`. The model has no archives: the item has its defaults
    /// [choice].
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// The navigation item's title that displays in the navigation bar.
    ///
    /// Source: UINavigationItem.h, `@property (nonatomic, readwrite, copy, nullable)
    /// NSString *title; // Title when topmost on the stack. default is nil`. A view
    /// controller's `title` is copied here when set [doc: uiviewcontroller/title].
    open var title: String?

    /// The title to use when this item is the navigation bar's back item.
    ///
    /// Source: UINavigationItem.h, `@property (nonatomic, readwrite, copy, nullable)
    /// NSString *backButtonTitle API_AVAILABLE(ios(11.0));`. Kept only.
    @available(iOS 11.0, *)
    open var backButtonTitle: String?

    /// A Boolean value that determines whether the back button is hidden.
    ///
    /// Source: UINavigationItem.h, `@property (nonatomic, readwrite, assign) BOOL
    /// hidesBackButton; // If YES, this navigation item will hide the back button when it's
    /// on top of the stack.` Kept only.
    open var hidesBackButton = false

    /// The custom bar button items to display on the left (leading) side of the navigation
    /// bar.
    ///
    /// Source: UINavigationItem.h, `@property (nonatomic, readwrite, copy, nullable)
    /// NSArray<UIBarButtonItem *> *leftBarButtonItems API_AVAILABLE(ios(5.0));`: "The older
    /// single properties (leftBarButtonItem and rightBarButtonItem) now refer to the first
    /// item in the respective array of items."
    @available(iOS 5.0, *)
    open var leftBarButtonItems: [UIBarButtonItem]?

    /// The custom bar button items to display on the right (trailing) side of the
    /// navigation bar.
    ///
    /// Source: UINavigationItem.h, `@property (nonatomic, readwrite, copy, nullable)
    /// NSArray<UIBarButtonItem *> *rightBarButtonItems API_AVAILABLE(ios(5.0));`.
    @available(iOS 5.0, *)
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// A custom bar button item to display on the left (leading) side of the navigation bar.
    ///
    /// Source: UINavigationItem.h, `@property(nonatomic, readwrite, strong, nullable)
    /// UIBarButtonItem *leftBarButtonItem;`: the first of ``leftBarButtonItems``; setting it
    /// makes it the only one, and `nil` clears them [choice: the header says only that it
    /// "refers to the first item"].
    open var leftBarButtonItem: UIBarButtonItem? {
      get { leftBarButtonItems?.first }
      set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// A custom bar button item to display on the right (trailing) side of the navigation
    /// bar.
    ///
    /// Source: UINavigationItem.h, `@property(nonatomic, readwrite, strong, nullable)
    /// UIBarButtonItem *rightBarButtonItem;`: the first of ``rightBarButtonItems``, as
    /// ``leftBarButtonItem``.
    open var rightBarButtonItem: UIBarButtonItem? {
      get { rightBarButtonItems?.first }
      set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the custom bar button item, optionally animating the transition to the view.
    ///
    /// Source: UINavigationItem.h, `- (void)setLeftBarButtonItem:(nullable UIBarButtonItem
    /// *)item animated:(BOOL)animated;`. Nothing animates in the model.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
      leftBarButtonItem = item
    }

    /// Sets the custom bar button item, optionally animating the transition to the view.
    ///
    /// Source: UINavigationItem.h, `- (void)setRightBarButtonItem:(nullable UIBarButtonItem
    /// *)item animated:(BOOL)animated;`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
      rightBarButtonItem = item
    }

    /// Sets the left bar button items, optionally animating the transition to the new
    /// items.
    ///
    /// Source: UINavigationItem.h, `- (void)setLeftBarButtonItems:(nullable
    /// NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated API_AVAILABLE(ios(5.0));`.
    @available(iOS 5.0, *)
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      leftBarButtonItems = items
    }

    /// Sets the right bar button items, optionally animating the transition to the new
    /// items.
    ///
    /// Source: UINavigationItem.h, `- (void)setRightBarButtonItems:(nullable
    /// NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated API_AVAILABLE(ios(5.0));`.
    @available(iOS 5.0, *)
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      rightBarButtonItems = items
    }

    /// The mode to use when displaying the title of the navigation bar.
    ///
    /// Source: UINavigationItem.h, `@property (nonatomic, readwrite, assign)
    /// UINavigationItemLargeTitleDisplayMode largeTitleDisplayMode API_AVAILABLE(ios(11.0))`
    /// (default `.automatic`, the enumeration's first case). A change lays out the
    /// navigation controller that shows the item again, so its bar's height and the safe
    /// area under it follow.
    @available(iOS 11.0, *)
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic {
      didSet { owningController?.navigationController?.navigationBarDidChange() }
    }
  }
#endif
