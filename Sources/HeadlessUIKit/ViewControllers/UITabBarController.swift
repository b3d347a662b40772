#if !canImport(UIKit)
  import Foundation

  /// A container view controller that manages a multiselection interface, where the
  /// selection determines which child view controller to display.
  ///
  /// Source: UITabBarController.h, `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
  /// @interface UITabBarController : UIViewController <UITabBarDelegate, NSCoding>`. In the
  /// model every controller of ``viewControllers`` is a child; the selected one's view fills
  /// the tab bar controller's view, under the tab bar (Bars/UITabBar.swift), whose top sets
  /// the bottom of that view's safe area (UIViewController+ContainerSafeArea.swift). No
  /// "More" controller, no delegate, nothing animates.
  @preconcurrency @MainActor
  open class UITabBarController: UIViewController {
    /// The tabs' controllers.
    private var tabs: [UIViewController]?
    /// The selected controller's index in `tabs`.
    private var selection = 0
    /// The bar this controller manages.
    private let bar = UITabBar(frame: .zero)

    /// An array of the root view controllers displayed by the tab bar interface.
    ///
    /// Source: UITabBarController.h, `@property(nullable, nonatomic,copy) NSArray<__kindof
    /// UIViewController *> *viewControllers;`. Setting it selects the first one [choice:
    /// UIKit keeps the selection when the selected controller stays; the model starts
    /// again]; a controller listed twice keeps its first place.
    open var viewControllers: [UIViewController]? {
      get { tabs }
      set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the root view controllers of the tab bar controller.
    ///
    /// Source: UITabBarController.h, `- (void)setViewControllers:(NSArray<__kindof
    /// UIViewController *> * __nullable)viewControllers animated:(BOOL)animated;`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
      var unique: [UIViewController] = []
      for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
        if controller !== self { unique.append(controller) }
      }
      let old = tabs ?? []
      tabs = viewControllers == nil ? nil : unique
      selection = 0
      replaceContainedChildren(old, with: unique, showing: unique.first, below: bar)
    }

    /// The view controller associated with the currently selected tab item.
    ///
    /// Source: UITabBarController.h, `@property(nullable, nonatomic, assign) __kindof
    /// UIViewController *selectedViewController;`. Setting one not among
    /// ``viewControllers`` does nothing [choice: UIKit raises].
    open var selectedViewController: UIViewController? {
      get {
        guard let tabs, tabs.indices.contains(selection) else { return nil }
        return tabs[selection]
      }
      set {
        guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else {
          return
        }
        selectedIndex = index
      }
    }

    /// The index of the view controller associated with the currently selected tab item.
    ///
    /// Source: UITabBarController.h, `@property(nonatomic) NSUInteger selectedIndex;`. With
    /// no view controllers it reads `NSNotFound` [choice]; an index out of range does nothing
    /// [choice].
    open var selectedIndex: Int {
      get { tabs?.isEmpty == false ? selection : NSNotFound }
      set {
        guard let tabs, tabs.indices.contains(newValue), newValue != selection else { return }
        selection = newValue
        showContainedChild(tabs[newValue], below: bar)
      }
    }

    /// The tab bar view associated with this controller.
    ///
    /// Source: UITabBarController.h, `@property(nonatomic,readonly) UITabBar *tabBar
    /// API_AVAILABLE(ios(3.0));`. It is a subview of the controller's view.
    @available(iOS 3.0, *)
    open var tabBar: UITabBar {
      bar
    }

    // MARK: Model internals

    override func containerViewDidLoad() {
      guard let container = viewIfLoaded else { return }
      container.addSubview(bar)
      showContainedChild(selectedViewController, below: bar)
    }

    override func layOutContainedViews() {
      guard let container = viewIfLoaded else { return }
      let bounds = container.bounds
      let height = UITabBar.standardHeight + container.safeAreaInsets.bottom
      bar.frame = CGRect(
        x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
      guard let shown = selectedViewController?.viewIfLoaded, shown.superview === container
      else { return }
      shown.frame = bounds
      shown.updateSafeAreaInSubtree()
    }

    override func safeRect(_ rect: CGRect, limitedForChild child: UIViewController) -> CGRect {
      guard child === selectedViewController, !bar.isHidden, bar.superview != nil else {
        return rect
      }
      let barTop = bar.frameInScreenSpace.minY
      guard barTop < rect.maxY else { return rect }
      return CGRect(
        x: rect.minX, y: rect.minY, width: rect.width, height: max(0, barTop - rect.minY))
    }
  }
#endif
