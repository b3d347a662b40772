#if !canImport(UIKit)
  import Foundation

  /// The backdrop for your app's user interface and the object that dispatches events to
  /// your views.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiwindow
  /// A window's frame is in its screen's coordinate space; a Stage Manager or Split View
  /// window is a window whose frame is smaller than, and offset in, the screen.
  @preconcurrency @MainActor
  open class UIWindow: UIView {
    private var storedScreen: UIScreen
    /// The window's first responder; UIKit keeps one per window.
    weak var firstResponder: UIResponder?
    /// The input accessory view the system shows above the keyboard for the first
    /// responder: read when it became first responder or last called `reloadInputViews()`
    /// [doc: UITextField.h]. Read by the simulated keyboard (not UIKit API).
    package internal(set) var inputAccessoryViewInUse: UIView? {
      didSet { accessoryInUseDidChange() }  // Windows/UIWindow+InputAccessorySwap.swift
    }
    /// The last accessory in use that was not `nil` (Windows/UIWindow+InputAccessorySwap.swift).
    weak var lastAccessoryInUse: UIView?
    /// Whether a layout pass is queued for the window's display turn
    /// (AutoLayout/Engine/LayoutPassScheduler.swift).
    var isDisplayTurnScheduled = false
    /// Whether the window's last layout pass placed a `keyboardLayoutGuide` (one some view of
    /// the window made, on first access, as UIKit makes it lazily): the windows the keyboard
    /// lays out inside its animation (UIScreen.swift, `layOutKeyboardLayoutGuides()`).
    var placesKeyboardLayoutGuide = false
    /// The root view controller (Windows/UIWindow+RootViewController.swift).
    var storedRootViewController: UIViewController?
    /// Set while the window installs a root view controller's view, which then tells the
    /// appearance callbacks itself (with a layout pass between the will and did calls).
    var isInstallingRootView = false

    /// Creates a window with the specified frame rectangle, on the main screen.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiwindow/init(frame:)
    public override init(frame: CGRect) {
      storedScreen = UIScreen.main
      super.init(frame: frame)
      isHidden = true
      storedScreen.attach(self)
    }

    /// Creates a window from data in an unarchiver; the model decodes nothing.
    public required init?(coder: NSCoder) {
      storedScreen = UIScreen.main
      super.init(coder: coder)
      isHidden = true
      storedScreen.attach(self)
    }

    /// The screen on which the window is displayed.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiwindow/screen
    /// UIKit deprecated the setter in iOS 13 in favour of window scenes, which the model does
    /// not have; setting it is how a test puts a window on its own screen. UIWindow.h:
    /// `- (void)setScreen:(UIScreen *)screen API_DEPRECATED_WITH_REPLACEMENT("setWindowScene:",
    /// ios(3.2, 13.0));` the model carries that iOS attribute on the setter, so it warns when
    /// compiled for iOS and not on Linux, where the setter is the documented test setup.
    open var screen: UIScreen {
      get { storedScreen }
      @available(iOS, introduced: 3.2, deprecated: 13.0, renamed: "windowScene")
      set {
        guard newValue !== storedScreen else { return }
        storedScreen.detach(self)
        storedScreen = newValue
        newValue.attach(self)
        updateSafeAreaInSubtree()
      }
    }

    /// Shows the window and makes it the key window.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {
      isHidden = false
      storedScreen.keyWindow = self
    }

    /// A Boolean value that indicates whether the window is the key window for the app.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open var isKeyWindow: Bool {
      storedScreen.keyWindow === self
    }

    /// Whether the window is hidden; a window starts hidden.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/ishidden
    /// Showing or hiding a window changes its views' safe area: it is zero while the window
    /// is not visible onscreen (see UIView+SafeArea.swift) [doc].
    open override var isHidden: Bool {
      didSet {
        guard oldValue != isHidden else { return }
        updateSafeAreaInSubtree()
        visibilityDidChangeAppearance()  // Windows/UIWindow+RootViewController.swift
      }
    }

    /// The root view controller for the window.
    ///
    /// Source: UIWindow.h, "default is nil"; uiwindow/rootviewcontroller: "Assigning a view
    /// controller to this property … installs the view controller's view as the content view
    /// of the window. The new content view is configured to track the window size, changing
    /// as the window size changes. If the window has an existing view hierarchy, the old views
    /// are removed before the new ones are installed." Windows/UIWindow+RootViewController.swift.
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
      get { storedRootViewController }
      set { installRootViewController(newValue) }
    }

    /// The root view tracks the window's size [doc: uiwindow/rootviewcontroller].
    override func geometryDidChange(oldFrame: CGRect, oldBoundsOrigin: CGPoint) {
      super.geometryDidChange(oldFrame: oldFrame, oldBoundsOrigin: oldBoundsOrigin)
      if oldFrame.size != frame.size, let root = storedRootViewController?.viewIfLoaded,
        root.superview === self
      {
        root.frame = bounds
      }
    }

    // MARK: Model internals

    /// The screen, for safe-area derivation.
    var screenIfAttached: UIScreen? {
      storedScreen
    }

    /// Resigns the first responder if it lies in `subtree`.
    func resignFirstResponder(within subtree: UIView) {
      guard let view = firstResponder as? UIView, view.isDescendant(of: subtree) else { return }
      view.resignFirstResponder()
    }
  }
#endif
