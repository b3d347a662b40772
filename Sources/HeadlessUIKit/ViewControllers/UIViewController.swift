#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// An object that manages a view hierarchy.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller and
  /// UIViewController.h (iPhoneOS18.0.sdk). The model has the root view, loaded on first
  /// use, and the responder chain through it; the life cycle in UIKit's order
  /// (UIViewController+LifeCycle.swift) and children (UIViewController+Containment.swift).
  /// No presentation or nibs.
  @preconcurrency @MainActor
  open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The children, in the order they were added (UIViewController+Containment.swift).
    var childControllers: [UIViewController] = []
    /// Whether the controller last told `viewWillAppear(_:)` (true) or
    /// `viewWillDisappear(_:)` (false) (UIViewController+LifeCycle.swift).
    var isAppearing = false

    /// Creates a view controller with the nib file in the specified bundle.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    /// The model has no nibs: the name and bundle are not read, and `loadView()` creates
    /// the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
    }

    /// Creates a view controller with no nib, as `UIViewController()` does in UIKit.
    ///
    /// Source: UIViewController.h declares no `init`; NSObject's `-init` is inherited and
    /// runs `initWithNibName:nil bundle:nil` [doc: uiviewcontroller/init(nibname:bundle:),
    /// "If you specify nil for the nibName parameter … the view controller … calls
    /// loadView"]. A subclass that declares no designated initializer inherits it, as form
    /// screens expect (`SignUpViewController()`).
    public convenience override init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller with data in an unarchiver.
    ///
    /// Source: UIViewController.h (`initWithCoder:` is a designated initializer). The model
    /// has no archives: it decodes nothing.
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// The view that the controller manages.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/view and
    /// UIViewController.h: "The getter first invokes [self loadView] if the view hasn't been
    /// set yet" (`null_resettable`: setting `nil` makes the next read load a view again).
    /// The view's `next` responder is this controller while it is the controller's view
    /// ([doc] uiresponder/next); a replaced view goes back to answering its superview.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_resettable).
    open var view: UIView! {
      get {
        if loadedView == nil { loadAndNotify() }
        return loadedView
      }
      set {
        if let old = loadedView, old !== newValue, old.owningViewController === self {
          old.owningViewController = nil
        }
        loadedView = newValue
        // [choice] A view given to a second controller answers the latest one.
        newValue?.owningViewController = self
      }
    }

    /// The view controller's view, or `nil` if the view is not yet loaded.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? {
      loadedView
    }

    /// A Boolean value indicating whether the view is currently loaded into memory.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool {
      loadedView != nil
    }

    /// A Boolean value indicating whether the view controller's view uses the system-defined
    /// minimum layout margins.
    ///
    /// Source: UIViewController.h, `@property(nonatomic) BOOL
    /// viewRespectsSystemMinimumLayoutMargins API_AVAILABLE(ios(11.0))`: "Default YES. The
    /// return value of the view's layoutMargins and directionalLayoutMargins properties will
    /// have values no smaller than the systemMinimumLayoutMargins." The model records it: it
    /// has no `systemMinimumLayoutMargins`, so the root view keeps the 8-point default either
    /// way [choice] (README, "Auto Layout").
    @available(iOS 11.0, *)
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// Creates the view that the controller manages.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    /// "This method loads or creates a view and assigns it to the view property"; without a
    /// nib, "this method creates a plain UIView object instead". The model has no nibs.
    open func loadView() {
      view = UIView(frame: .zero)
    }

    /// Loads the view controller's view if it has not already been set.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
      if loadedView == nil { loadAndNotify() }
    }

    /// Called after the controller's view is loaded into memory.
    ///
    /// Source: UIViewController.h, "Called after the view has been loaded. For view
    /// controllers created in code, this is after -loadView." The model calls it right after
    /// `loadView()`, from the first read of `view` or from `loadViewIfNeeded()`; the base
    /// implementation does nothing.
    open func viewDidLoad() {}

    /// Notifies the view controller that its view is about to be added to a view hierarchy.
    ///
    /// Source: UIViewController.h, "Called when the view is about to made visible. Default
    /// does nothing". When the model calls it: UIViewController+LifeCycle.swift.
    open func viewWillAppear(_ animated: Bool) {}

    /// Notifies the view controller that its view was added to a view hierarchy.
    ///
    /// Source: UIViewController.h, "Called when the view has been fully transitioned onto
    /// the screen. Default does nothing".
    open func viewDidAppear(_ animated: Bool) {}

    /// Notifies the view controller that its view is about to be removed from a view
    /// hierarchy.
    ///
    /// Source: UIViewController.h, "Called when the view is dismissed, covered or otherwise
    /// hidden. Default does nothing".
    open func viewWillDisappear(_ animated: Bool) {}

    /// Notifies the view controller that its view was removed from a view hierarchy.
    ///
    /// Source: UIViewController.h, "Called after the view was dismissed, covered or otherwise
    /// hidden. Default does nothing".
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called to notify the view controller that its view is about to layout its subviews.
    ///
    /// Source: UIViewController.h, "Called just before the view controller's view's
    /// layoutSubviews method is invoked. Subclasses can implement as necessary. The default
    /// is a no-op."
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() {}

    /// Called to notify the view controller that its view has just laid out its subviews.
    ///
    /// Source: UIViewController.h, "Called just after the view controller's view's
    /// layoutSubviews method is invoked. Subclasses can implement as necessary. The default
    /// is a no-op."
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() {}

    /// Called to notify the view controller that the safe area insets of its root view
    /// changed.
    ///
    /// Source: UIViewController.h (`viewSafeAreaInsetsDidChange`, NS_REQUIRES_SUPER); the
    /// model calls it right after the root view's `safeAreaInsetsDidChange()`.
    @available(iOS 11.0, *)
    open func viewSafeAreaInsetsDidChange() {}

    /// A localized string that represents the view this controller manages.
    ///
    /// Source: UIViewController.h, "Localized title for use by a parent controller."
    /// Assigning it sets the navigation item's title too [doc: uiviewcontroller/title, "If
    /// the view controller has a valid navigation item or tab-bar item, assigning a value to
    /// this property updates the title text of those objects"].
    open var title: String? {
      didSet { storedNavigationItem?.title = title }
    }

    /// The navigation item, made on first use (below).
    var storedNavigationItem: UINavigationItem?

    // The navigation and tab bar controllers a view controller lies in, and its navigation
    // item. Source: UINavigationController.h, `@interface UIViewController
    // (UINavigationControllerItem)`; UITabBarController.h, `@interface UIViewController
    // (UITabBarControllerItem)`. Declared here, not in an extension, so that they stay
    // overridable as UIKit's category members are.

    /// The navigation item used to represent the view controller in a parent's navigation
    /// bar.
    ///
    /// Source: UINavigationController.h, `@property(nonatomic,readonly,strong)
    /// UINavigationItem *navigationItem; // Created on-demand so that a view controller may
    /// customize its navigation appearance.` Made with the controller's `title` [choice: the
    /// title's page says assigning it updates the item's].
    open var navigationItem: UINavigationItem {
      if let item = storedNavigationItem { return item }
      let item = UINavigationItem(title: "")
      item.title = title
      item.owningController = self
      storedNavigationItem = item
      return item
    }

    /// The nearest ancestor in the view controller hierarchy that is a navigation
    /// controller.
    ///
    /// Source: UINavigationController.h, `@property(nullable, nonatomic,readonly,strong)
    /// UINavigationController *navigationController; // If this view controller has been
    /// pushed onto a navigation controller, return it.`; uiviewcontroller/navigationcontroller,
    /// "The nearest ancestor in the view controller hierarchy that is a navigation
    /// controller." A navigation controller is not its own.
    open var navigationController: UINavigationController? {
      var ancestor = parent
      while let current = ancestor {
        if let navigation = current as? UINavigationController { return navigation }
        ancestor = current.parent
      }
      return nil
    }

    /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
    ///
    /// Source: UITabBarController.h, `@property(nullable, nonatomic, readonly, strong)
    /// UITabBarController *tabBarController; // If the view controller has a tab bar
    /// controller as its ancestor, return it. Returns nil otherwise.`
    open var tabBarController: UITabBarController? {
      var ancestor = parent
      while let current = ancestor {
        if let tabs = current as? UITabBarController { return tabs }
        ancestor = current.parent
      }
      return nil
    }

    // Presentation (UIViewController+Presentation.swift).

    /// The controller this one presents, set on the presenting controller.
    var presentedController: UIViewController?
    /// The controller that presents this one.
    weak var presentingController: UIViewController?
    /// The style the presentation of this controller resolved to, while presented.
    var activePresentationStyle: UIModalPresentationStyle?

    /// The presentation style for modally presented view controllers.
    ///
    /// Source: UIViewController.h, `@property(nonatomic,assign) UIModalPresentationStyle
    /// modalPresentationStyle API_AVAILABLE(ios(3.2));`; uiviewcontroller/
    /// modalpresentationstyle: "The default value for this property is
    /// UIModalPresentationStyle.automatic." Read when the controller is presented.
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The preferred size for the view controller's view.
    ///
    /// Source: UIViewController.h, `@property (nonatomic) CGSize preferredContentSize
    /// API_AVAILABLE(ios(7.0));`. A form sheet in a regular-width window takes it when it is
    /// not zero [doc: uimodalpresentationstyle/formsheet, "the preferredContentSize
    /// property … to specify a custom size"].
    @available(iOS 7.0, *)
    open var preferredContentSize: CGSize = .zero

    /// The view controller that is presented by this view controller, or one of its
    /// ancestors in the view controller hierarchy.
    ///
    /// Source: UIViewController.h, `@property(nullable, nonatomic,readonly) UIViewController
    /// *presentedViewController API_AVAILABLE(ios(5.0));`; the ancestors' rule is the
    /// property's page.
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? {
      presentationOwner?.presentedController
    }

    /// The view controller that presented this view controller.
    ///
    /// Source: UIViewController.h, `@property(nullable, nonatomic,readonly) UIViewController
    /// *presentingViewController API_AVAILABLE(ios(5.0));`; uiviewcontroller/
    /// presentingviewcontroller: "If the view controller is not presented, but one of its
    /// ancestors is being presented, this property holds the view controller presenting the
    /// nearest ancestor."
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? {
      var controller: UIViewController? = self
      while let current = controller {
        if let presenting = current.presentingController { return presenting }
        controller = current.parent
      }
      return nil
    }

    /// Presents a view controller modally.
    ///
    /// Source: UIViewController.h, `- (void)presentViewController:(UIViewController
    /// *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ __nullable)(void))
    /// completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));`. What happens:
    /// UIViewController+Presentation.swift.
    @available(iOS 5.0, *)
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      modelPresent(viewControllerToPresent, completion: completion)
    }

    /// Dismisses the view controller that was presented modally by the view controller.
    ///
    /// Source: UIViewController.h, `- (void)dismissViewControllerAnimated: (BOOL)flag
    /// completion: (void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC
    /// API_AVAILABLE(ios(5.0));`. What happens: UIViewController+Presentation.swift.
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      modelDismiss(completion: completion)
    }

    /// Custom insets that you specify to modify the view controller's safe area.
    ///
    /// Source: UIViewController.h, `@property(nonatomic) UIEdgeInsets
    /// additionalSafeAreaInsets API_AVAILABLE(ios(11.0), tvos(11.0));`: "Custom container
    /// UIViewController subclasses can use this property to add to the overlay that
    /// UIViewController calculates for the safeAreaInsets for contained view controllers."
    /// The root view's safe area is what it inherits plus these insets
    /// (UIViewController+ContainerSafeArea.swift); a change re-reports it at once.
    @available(iOS 11.0, *)
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
      didSet {
        if additionalSafeAreaInsets != oldValue { viewIfLoaded?.updateSafeAreaInSubtree() }
      }
    }

    /// A container lays out its bar and its shown child's view (navigation and tab bar
    /// controllers override it), after the root view's own `layoutSubviews()`.
    func layOutContainedViews() {}

    /// A container narrows the safe rect (screen coordinates) its child `child`'s root view
    /// inherits by the bar it covers the child with (navigation and tab bar controllers
    /// override it; UIViewController+ContainerSafeArea.swift).
    func safeRect(_ rect: CGRect, limitedForChild child: UIViewController) -> CGRect {
      rect
    }

    /// A container's view was loaded: it places its bar and shown child (overridden).
    func containerViewDidLoad() {}

    /// An array of the view controllers that are children of the current view controller.
    ///
    /// Source: UIViewController.h (`childViewControllers`), in the order they were added.
    @available(iOS 5.0, *)
    open var children: [UIViewController] {
      childControllers
    }

    /// The parent view controller of the recipient.
    ///
    /// Source: UIViewController.h (`parentViewController`, weak, readonly); set by
    /// `addChild(_:)` and `removeFromParent()`.
    open internal(set) weak var parent: UIViewController?

    /// Adds the specified view controller as a child of the current view controller.
    ///
    /// Source: UIViewController.h, "If the child controller has a different parent
    /// controller, it will first be removed from its current parent"; "addChildViewController:
    /// will call [child willMoveToParentViewController:self] before adding the child. However,
    /// it will not call didMoveToParentViewController:". UIViewController+Containment.swift.
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
      modelAddChild(childController)
    }

    /// Removes the view controller from its parent.
    ///
    /// Source: UIViewController.h, "removeFromParentViewController does not call [self
    /// willMoveToParentViewController:nil]"; uiviewcontroller/didmove(toparent:), "The
    /// removeFromParent() method automatically calls the didMove(toParent:) method of the
    /// child view controller after it removes the child."
    @available(iOS 5.0, *)
    open func removeFromParent() {
      modelRemoveFromParent()
    }

    /// Called just before the view controller is added or removed from a container view
    /// controller.
    ///
    /// Source: UIViewController.h; `parent` is nil when the controller is being removed. The
    /// base implementation does nothing.
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller is added or removed from a container view
    /// controller.
    ///
    /// Source: UIViewController.h; the base implementation does nothing.
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}

    /// The next responder: the superview of this controller's view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/next
    /// "UIViewController similarly implements the method and returns its view's superview."
    open override var next: UIResponder? {
      loadedView?.superview
    }
  }
#endif
