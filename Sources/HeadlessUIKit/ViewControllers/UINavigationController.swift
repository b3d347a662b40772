#if !canImport(UIKit)
  import Foundation

  /// A container view controller that defines a stack-based scheme for navigating
  /// hierarchical content.
  ///
  /// Source: UINavigationController.h, `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
  /// NS_SWIFT_UI_ACTOR @interface UINavigationController : UIViewController`: "manages a
  /// stack of view controllers and a navigation bar". In the model every controller of the
  /// stack is a child; the top one's view fills the navigation controller's view, under the
  /// bar, whose height (Bars/UINavigationBar+Height.swift) sets the top of that view's safe
  /// area (UIViewController+ContainerSafeArea.swift). Changes of the stack follow
  /// UIViewController+ContainerTransition.swift. Nothing animates; no toolbar, gestures or
  /// delegate.
  @preconcurrency @MainActor
  open class UINavigationController: UIViewController {
    /// The stack, bottom first.
    private var stack: [UIViewController] = []
    /// The bar this controller manages.
    private let bar = UINavigationBar(frame: .zero)
    /// Whether the bar is hidden.
    private var barHidden = false

    /// Creates a navigation controller with an empty stack.
    ///
    /// Source: UINavigationController.h, `- (instancetype)initWithNibName:(nullable NSString
    /// *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
    /// // Initializes the navigation controller with an empty stack`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      bar.managingController = self
    }

    /// Creates a navigation controller with the view controller at the bottom of its stack.
    ///
    /// Source: UINavigationController.h, `- (instancetype)initWithRootViewController:
    /// (UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER; // Initializer that
    /// also pushes the root view controller without animation.`
    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      bar.managingController = self
      pushViewController(rootViewController, animated: false)
    }

    /// Creates a navigation controller from data in an unarchiver.
    ///
    /// Source: UINavigationController.h, `- (nullable instancetype)initWithCoder:(NSCoder
    /// *)aDecoder NS_DESIGNATED_INITIALIZER;`. The model has no archives: an empty stack.
    public required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      bar.managingController = self
    }

    /// The navigation bar managed by the navigation controller.
    ///
    /// Source: UINavigationController.h, `@property(nonatomic,readonly) UINavigationBar
    /// *navigationBar;`. It is a subview of the controller's view while shown.
    open var navigationBar: UINavigationBar {
      bar
    }

    /// The view controllers currently on the navigation stack.
    ///
    /// Source: UINavigationController.h, `@property(nonatomic,copy) NSArray<__kindof
    /// UIViewController *> *viewControllers; // The current view controller stack.` Setting
    /// it replaces the stack; a controller listed twice keeps its first place, and the
    /// navigation controller itself or its ancestors are left out [choice: UIKit raises].
    open var viewControllers: [UIViewController] {
      get { stack }
      set { replaceStack(with: newValue) }
    }

    /// Replaces the view controllers currently managed by the navigation controller with
    /// the specified items.
    ///
    /// Source: UINavigationController.h, `- (void)setViewControllers:(NSArray<UIViewController
    /// *> *)viewControllers animated:(BOOL)animated API_AVAILABLE(ios(3.0));`.
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      replaceStack(with: viewControllers)
    }

    /// The view controller at the top of the navigation stack.
    ///
    /// Source: UINavigationController.h, `@property(nullable, nonatomic,readonly,strong)
    /// UIViewController *topViewController;`.
    open var topViewController: UIViewController? {
      stack.last
    }

    /// The view controller associated with the currently visible view in the navigation
    /// interface.
    ///
    /// Source: UINavigationController.h, `// Return modal view controller if it exists.
    /// Otherwise the top view controller.` The model presents nothing: the top one.
    open var visibleViewController: UIViewController? {
      stack.last
    }

    /// Pushes a view controller onto the receiver's stack and updates the display.
    ///
    /// Source: UINavigationController.h, `- (void)pushViewController:(UIViewController
    /// *)viewController animated:(BOOL)animated; // … Has no effect if the view controller
    /// is already in the stack.`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      guard !stack.contains(where: { $0 === viewController }) else { return }
      replaceStack(with: stack + [viewController])
    }

    /// Pops the top view controller from the navigation stack and updates the display.
    ///
    /// Source: UINavigationController.h, `- (nullable UIViewController
    /// *)popViewControllerAnimated:(BOOL)animated; // Returns the popped controller.`;
    /// uinavigationcontroller/popviewcontroller(animated:): the root view controller is
    /// never popped (nil).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard stack.count > 1, let top = stack.last else { return nil }
      replaceStack(with: Array(stack.dropLast()))
      return top
    }

    /// Pops view controllers until the specified view controller is at the top of the
    /// navigation stack.
    ///
    /// Source: UINavigationController.h, `// Pops view controllers until the one specified
    /// is on top. Returns the popped controllers.` One not in the stack pops nothing and
    /// returns `nil` [choice: UIKit raises].
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    {
      guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
      let popped = Array(stack[(index + 1)...])
      replaceStack(with: Array(stack[...index]))
      return popped
    }

    /// Pops all the view controllers on the stack except the root view controller and
    /// updates the display.
    ///
    /// Source: UINavigationController.h, `// Pops until there's only a single view
    /// controller left on the stack. Returns the popped controllers.` (an empty stack pops
    /// nothing: `nil` [choice]).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
      guard let root = stack.first else { return nil }
      return popToViewController(root, animated: animated)
    }

    /// A Boolean value that determines whether the navigation bar is hidden.
    ///
    /// Source: UINavigationController.h, `@property(nonatomic,getter=isNavigationBarHidden)
    /// BOOL navigationBarHidden;`. A hidden bar covers nothing: the top of the safe area goes
    /// back to the status bar's edge.
    open var isNavigationBarHidden: Bool {
      get { barHidden }
      set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Sets whether the navigation bar is hidden.
    ///
    /// Source: UINavigationController.h, `- (void)setNavigationBarHidden:(BOOL)hidden
    /// animated:(BOOL)animated;`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
      guard hidden != barHidden else { return }
      barHidden = hidden
      navigationBarDidChange()
    }

    // MARK: Model internals

    /// Replaces the stack and shows its top (UIViewController+ContainerTransition.swift).
    private func replaceStack(with requested: [UIViewController]) {
      var newStack: [UIViewController] = []
      for controller in requested where !newStack.contains(where: { $0 === controller }) {
        if !isSelfOrAncestor(controller) { newStack.append(controller) }
      }
      let old = stack
      stack = newStack
      replaceContainedChildren(old, with: newStack, showing: newStack.last, below: bar)
      navigationBarDidChange()
    }

    /// Whether `controller` is this controller or one of its ancestors.
    private func isSelfOrAncestor(_ controller: UIViewController) -> Bool {
      var ancestor: UIViewController? = self
      while let current = ancestor {
        if current === controller { return true }
        ancestor = current.parent
      }
      return false
    }

    /// The bar's height or visibility may have changed: the bar and the top view are laid
    /// out at once, and the top view's subtree re-reports its safe area [choice: UIKit does it
    /// in its next layout pass; the model has no run loop].
    func navigationBarDidChange() {
      guard let container = viewIfLoaded else { return }
      container.setNeedsLayout()
      layOutContainedViews()
    }

    override func containerViewDidLoad() {
      guard let container = viewIfLoaded else { return }
      container.addSubview(bar)
      showContainedChild(stack.last, below: bar)
    }

    override func layOutContainedViews() {
      guard let container = viewIfLoaded else { return }
      let bounds = container.bounds
      bar.isHidden = barHidden
      bar.frame = CGRect(
        x: bounds.minX, y: bounds.minY + container.safeAreaInsets.top, width: bounds.width,
        height: bar.height(for: stack.map { $0.navigationItem }))
      guard let top = stack.last?.viewIfLoaded, top.superview === container else { return }
      top.frame = bounds
      top.updateSafeAreaInSubtree()
    }

    override func safeRect(_ rect: CGRect, limitedForChild child: UIViewController) -> CGRect {
      guard child === stack.last, !barHidden, bar.superview != nil else { return rect }
      let barBottom = bar.frameInScreenSpace.maxY
      guard barBottom > rect.minY else { return rect }
      return CGRect(
        x: rect.minX, y: barBottom, width: rect.width, height: max(0, rect.maxY - barBottom))
    }
  }
#endif
