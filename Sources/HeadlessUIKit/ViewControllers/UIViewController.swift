#if !canImport(UIKit)
  import Foundation

  /// An object that manages a view hierarchy.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller and
  /// UIViewController.h (iPhoneOS18.0.sdk). The model has only what the component's
  /// container rule needs: the root view, loaded on first use, and the responder chain
  /// through it. No appearance callbacks, children, presentation or nibs.
  @preconcurrency @MainActor
  open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Creates a view controller with the nib file in the specified bundle.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    /// The model has no nibs: the name and bundle are not read, and `loadView()` creates
    /// the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
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
        if loadedView == nil { loadView() }
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
      if loadedView == nil { loadView() }
    }

    /// The next responder: the superview of this controller's view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/next
    /// "UIViewController similarly implements the method and returns its view's superview."
    open override var next: UIResponder? {
      loadedView?.superview
    }
  }
#endif
