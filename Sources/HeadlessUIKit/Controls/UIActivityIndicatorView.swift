#if !canImport(UIKit)
  import Foundation

  /// A view that shows that a task is in progress.
  ///
  /// Source: UIActivityIndicatorView.h (iPhoneOS16.4.sdk). The model keeps whether it
  /// animates and hides it when stopped [doc: `hidesWhenStopped`, "default is YES. calls
  /// -setHidden when animating gets set to NO"]; it is hidden from the start while it
  /// `hidesWhenStopped` and does not animate, and shown by `startAnimating()` [choice, as an
  /// indicator appears on iOS]. Styles are not modelled: its size is the medium style's,
  /// 20 × 20 pt [seen].
  @preconcurrency @MainActor
  open class UIActivityIndicatorView: UIView {
    private var animating = false
    private var ownColor: UIColor?

    /// Creates an activity indicator with the specified frame.
    ///
    /// Source: UIActivityIndicatorView.h, `initWithFrame:` (NS_DESIGNATED_INITIALIZER).
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isHidden = true
    }

    /// Creates an activity indicator from data in an unarchiver; the model decodes nothing.
    ///
    /// Source: UIActivityIndicatorView.h, `- (instancetype)initWithCoder:`
    /// (NS_DESIGNATED_INITIALIZER, not nullable).
    public required init(coder: NSCoder) {
      super.init(frame: .zero)
      isHidden = true
    }

    /// A Boolean value that controls whether the activity indicator is hidden when the
    /// animation stops. Default `true`.
    open var hidesWhenStopped: Bool = true {
      didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// The color of the activity indicator (`null_resettable`; `.gray` when unset, the
    /// model's stand-in for the style's color [choice]).
    ///
    /// Source: UIActivityIndicatorView.h, `color` (iOS 5).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_resettable).
    @available(iOS 5.0, *)
    open var color: UIColor! {
      get { ownColor ?? .gray }
      set { ownColor = newValue }
    }

    /// Starts the animation of the progress indicator; shows it.
    open func startAnimating() {
      animating = true
      isHidden = false
    }

    /// Stops the animation of the progress indicator; hides it if it `hidesWhenStopped`.
    open func stopAnimating() {
      animating = false
      if hidesWhenStopped { isHidden = true }
    }

    /// A Boolean value indicating whether the activity indicator is animating.
    ///
    /// Source: UIActivityIndicatorView.h, `@property(nonatomic, readonly,
    /// getter=isAnimating) BOOL animating`.
    open var isAnimating: Bool {
      animating
    }

    /// The medium style's size [seen].
    open override var intrinsicContentSize: CGSize {
      CGSize(width: 20, height: 20)
    }
  }
#endif
