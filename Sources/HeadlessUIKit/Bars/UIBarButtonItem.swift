#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// A specialized button for placement in a toolbar or tab bar.
  ///
  /// Source: UIBarButtonItem.h (iOS 18.2-era copy found by content: `UIKIT_EXTERN
  /// API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface
  /// UIBarButtonItem : UIBarItem <NSCoding>`). The model has the closure-based
  /// initializers of the UIKit overlay (iOS 14, `primaryAction`), since Linux has no
  /// Objective-C runtime to send a target a selector, and no menus.
  @preconcurrency @MainActor
  open class UIBarButtonItem: UIBarItem {
    /// Defines system-defined images for bar button items.
    ///
    /// Source: UIBarButtonItem.h, `typedef NS_ENUM(NSInteger, UIBarButtonSystemItem)`. Declared in
    /// C (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a
    /// `switch` needs `@unknown default`), any raw value accepted.
    public typealias SystemItem = UIBarButtonSystemItem

    /// Specifies the style of an item.
    ///
    /// Source: UIBarButtonItem.h, `typedef NS_ENUM(NSInteger, UIBarButtonItemStyle)`. Declared
    /// in C (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's.
    public typealias Style = UIBarButtonItemStyle

    /// The style of the item.
    ///
    /// Source: UIBarButtonItem.h, `@property (nonatomic, readwrite, assign)
    /// UIBarButtonItemStyle style; // default is UIBarButtonItemStylePlain`. Kept for the app
    /// to read back; nothing draws it.
    open var style: UIBarButtonItem.Style = .plain

    /// A custom view representing the item.
    ///
    /// Source: UIBarButtonItem.h, `@property (nonatomic, readwrite, strong, nullable)
    /// __kindof UIView *customView; // default is nil`. The model places no bar's items on
    /// screen, so the view is kept, not added to a bar [choice].
    open var customView: UIView?

    /// Creates an item using the specified custom view.
    ///
    /// Source: UIBarButtonItem.h, `- (instancetype)initWithCustomView:(UIView
    /// *)customView;`. The item has no action of its own: the view handles its events
    /// [doc: uibarbuttonitem/init(customview:), "The bar button item created by this method
    /// doesn't call the action method of its target in response to user interactions"].
    public convenience init(customView: UIView) {
      self.init()
      self.customView = customView
    }

    /// The system item this bar button item was created with, for tests (not UIKit API).
    package private(set) var systemItem: SystemItem?

    /// The action to perform when the item is tapped.
    ///
    /// Source: UIBarButtonItem.h, `@property (nonatomic, readwrite, copy, nullable)
    /// UIAction *primaryAction API_AVAILABLE(ios(14.0))`: "Set the primaryAction on this
    /// item, updating the title & image of the item if appropriate (primaryAction is
    /// non-nil, and this is not a system item)." The model's actions have no image, so only
    /// the title is taken, and only when the action has one [choice].
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? {
      didSet { takeTitle(of: primaryAction) }
    }

    /// A plain item takes a non-empty action title as its own (see ``primaryAction``);
    /// called from the initializers too, where property observers do not run.
    private func takeTitle(of action: UIAction?) {
      if let action, systemItem == nil, !action.title.isEmpty { title = action.title }
    }

    /// Creates a bar button item.
    ///
    /// Source: UIBarButtonItem.h, `- (instancetype)init NS_DESIGNATED_INITIALIZER`.
    public override init() {
      super.init()
    }

    /// Creates a bar button item from data in an unarchiver.
    ///
    /// Source: UIBarButtonItem.h, `- (nullable instancetype)initWithCoder:(NSCoder *)coder
    /// NS_DESIGNATED_INITIALIZER`. The model has no archives: a plain item with no action
    /// [choice].
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Creates a bar button item using the system item, primary action and menu.
    /// **Headless-only shape**: UIKit's overlay declares `init(systemItem:primaryAction:menu:)`
    /// with `menu: UIMenu? = nil`; the model has no menus, so each call this one accepts
    /// compiles against UIKit.
    ///
    /// Source: UIKit.swiftinterface (iPhoneOS18.0.sdk, xybp888/iOS-SDKs), `extension
    /// UIBarButtonItem`; UIBarButtonItem.h: "The primaryAction is copied, and its title &
    /// image are ignored."
    @available(iOS 14.0, *)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil)
    {
      self.init()
      self.systemItem = systemItem
      self.primaryAction = primaryAction
    }

    /// Creates a bar button item using the title, image, primary action and menu.
    /// **Headless-only shape**: UIKit's overlay declares
    /// `init(title:image:primaryAction:menu:)` with `menu: UIMenu? = nil`.
    ///
    /// Source: UIKit.swiftinterface (iPhoneOS18.0.sdk, xybp888/iOS-SDKs), `extension
    /// UIBarButtonItem`, every parameter defaulting to `nil`.
    @available(iOS 14.0, *)
    public convenience init(
      title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil
    ) {
      self.init()
      self.primaryAction = primaryAction
      takeTitle(of: primaryAction)
      // The explicit title and image win over the action's [choice: UIKit's order of
      // application is not documented; the overlay passes them together].
      if let title { self.title = title }
      if let image { self.image = image }
    }

    /// The user taps the item (a test's stand-in for a touch; not UIKit API): a disabled
    /// item ignores the tap [doc: UIBarItem.isEnabled], an enabled one performs its primary
    /// action with the item as `sender` [doc: UIMenuLeaf.h, `sender` "only populated during
    /// the execution of the element's primary action"].
    package func simulateTap() {
      guard isEnabled, let primaryAction else { return }
      primaryAction.perform(sender: self)
    }
  }
#endif
