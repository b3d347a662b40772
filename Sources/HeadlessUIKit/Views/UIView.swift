#if !canImport(UIKit)
  import Foundation

  /// An object that manages the content for a rectangular area on the screen.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiview
  /// The model keeps the untransformed frame (`frame.size == bounds.size`); `bounds.origin`
  /// shifts the coordinate system of the subviews (a scroll view's content offset), and a
  /// `transform` maps that system about the view's center (UIView+Transform.swift).
  @preconcurrency @MainActor
  open class UIView: UIResponder, UICoordinateSpace {
    private var storedFrame: CGRect
    /// The transform (UIView+Transform.swift), and whether it is not the identity: read on
    /// every conversion, so kept as a flag.
    var storedTransform = CGAffineTransform.identity
    private(set) var hasTransform = false
    private var storedBoundsOrigin: CGPoint = .zero
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    /// Layout bookkeeping (see UIView+Layout.swift).
    var needsLayout = true
    var subtreeNeedsLayout = true
    /// The safe area last reported through `safeAreaInsetsDidChange()`.
    var lastReportedSafeAreaInsets: UIEdgeInsets = .zero
    /// The attached gesture recognizers, in the order they were attached (Gestures/).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The view controller whose root view this is (ViewControllers/UIViewController.swift).
    weak var owningViewController: UIViewController? {
      didSet { isViewControllerRoot = owningViewController != nil }
    }
    /// Whether some controller manages this view: read by the layout pass, which tells it
    /// around `layoutSubviews()` (a flag, so other views pay no weak-reference load).
    var isViewControllerRoot = false
    /// Auto Layout state, made the first time the view takes part (AutoLayout/).
    var autoLayoutState: ViewAutoLayoutState?
    /// Whether this view or a descendant takes part in Auto Layout: its frame changes then
    /// matter to the layout engine (AutoLayout/Engine/UIView+AutoLayoutEngagement.swift).
    var autoLayoutInSubtree = false
    /// Update-constraints bookkeeping (AutoLayout/Engine/UIView+UpdateConstraintsPass.swift):
    /// every view starts needing it [doc: UIView.h, constraint-based layout "engages lazily"].
    var needsUpdateConstraintsFlag = true
    var subtreeNeedsUpdateConstraints = true
    /// Set while the base `layoutSubviews()` applies solved frames to the subviews.
    var isApplyingEngineFrames = false

    /// Initializes and returns a newly allocated view object with the specified frame
    /// rectangle.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
      storedFrame = frame
      super.init()
    }

    /// Creates a view from data in an unarchiver.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// The model has no archives: it decodes nothing and starts with a zero frame, as a
    /// storyboard view would before its frame is applied.
    public required init?(coder: NSCoder) {
      storedFrame = .zero
      super.init()
    }

    /// Creates a view with a zero frame, as `UIView()` does in UIKit.
    public convenience override init() {
      self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The frame rectangle, which describes the view's location and size in its superview's
    /// coordinate system.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
      get { hasTransform ? transformedFrame : storedFrame }
      set {
        let old = storedFrame
        storedFrame = newValue
        geometryDidChange(oldFrame: old, oldBoundsOrigin: storedBoundsOrigin)
      }
    }

    /// The bounds rectangle, which describes the view's location and size in its own
    /// coordinate system.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/bounds
    /// "Changing the size of the bounds rectangle grows or shrinks the view relative to its
    /// center point": the frame's center stays put.
    open var bounds: CGRect {
      get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
      set {
        let oldFrame = storedFrame
        let oldOrigin = storedBoundsOrigin
        let center = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
        storedBoundsOrigin = newValue.origin
        storedFrame = CGRect(
          x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
        if newValue.size == oldFrame.size { storedFrame.origin = oldFrame.origin }
        geometryDidChange(oldFrame: oldFrame, oldBoundsOrigin: oldOrigin)
      }
    }

    /// The center point of the view's frame rectangle.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint {
      get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
      set {
        var moved = storedFrame
        moved.origin = CGPoint(
          x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        frame = moved
      }
    }

    /// Hook for subclasses of the model (scroll views) to follow geometry changes.
    func geometryDidChange(oldFrame: CGRect, oldBoundsOrigin: CGPoint) {
      if oldFrame.size != storedFrame.size {
        // [seen] Resizing a view lays out the view and its superview ("When is layoutSubviews
        // called?", Stack Overflow 728372, observations on iOS).
        setNeedsLayout()
        // The superview is itself applying this frame from its base layoutSubviews().
        if superview?.isApplyingEngineFrames != true { superview?.setNeedsLayout() }
      }
      if oldFrame != storedFrame {
        updateSafeAreaInSubtree()
        autoLayoutFrameDidChange()
      }
    }

    // MARK: Appearance and interaction

    /// A Boolean value that determines whether the view is hidden.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false {
      didSet {
        // A stack view re-arranges when an arranged view's hidden property changes
        // [doc: UIStackView.h].
        if oldValue != isHidden {
          (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
      }
    }

    /// The view's alpha value.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1

    /// The view's background color.
    ///
    /// Source: UIView.h, "default is nil". The model keeps it; nothing is drawn.
    open var backgroundColor: UIColor?

    /// The color set for this view's tint, if any (`nil`: the superview's).
    private var ownTintColor: UIColor?

    /// The first nondefault tint color value in the view's hierarchy, ascending from and
    /// starting with the view itself.
    ///
    /// Source: UIView.h, "-tintColor always returns a color. The color returned is the first
    /// non-default value in the receiver's superview chain (starting with itself). If no
    /// non-default value is found, a system-defined color is returned." (`null_resettable`:
    /// `nil` goes back to the inherited color). The system-defined color is `.systemBlue`
    /// [choice: the default accent color]; dimming is not modelled.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_resettable).
    @available(iOS 7.0, *)
    open var tintColor: UIColor! {
      get {
        var view: UIView? = self
        while let current = view {
          if let color = current.ownTintColor { return color }
          view = current.superview
        }
        return .systemBlue
      }
      set { ownTintColor = newValue }
    }

    /// A Boolean value that determines whether user events are ignored and removed from the
    /// event queue.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool = true

    /// A semantic description of the view's contents, used to determine whether the view
    /// should be flipped when switching between left-to-right and right-to-left layouts.
    ///
    /// Source: UIView.h (iOS 18.0 SDK), `@property (nonatomic) UISemanticContentAttribute
    /// semanticContentAttribute`. Tests set `.forceRightToLeft` to stand for a right-to-left
    /// language, which the model has no other way to select.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The user interface layout direction appropriate for arranging the immediate content
    /// of this view.
    ///
    /// Source: UIView.h (iOS 18.0 SDK): "the layout direction implied by the provided
    /// semantic content attribute relative to the application-wide layout direction" and
    /// "Do not assume that the value propagates through the view's subtree" [doc]: only this
    /// view's own attribute counts. `.forceRightToLeft` gives right to left and
    /// `.forceLeftToRight` left to right [doc]; `.playback` and `.spatial` are never flipped
    /// [doc: "when provided a layout direction of RightToLeft and a semantic content attribute
    /// of Playback, this method returns LeftToRight"]; `.unspecified` follows the app, which
    /// in the model is always left to right [choice: no app, no language].
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
      semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Hierarchy

    /// The receiver's superview, or `nil` if it has none.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? {
      storedSuperview
    }

    /// The receiver's immediate subviews, back to front.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] {
      storedSubviews
    }

    /// The receiver's window object, or `nil` if it has none.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/window
    /// Found by walking up the superview chain to a root that is a window.
    open var window: UIWindow? {
      var root: UIView = self
      while let parent = root.storedSuperview { root = parent }
      return root as? UIWindow
    }

    /// The next responder: the view controller whose root view this is, else the superview.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/next
    /// "UIView implements this method and returns the UIViewController object that manages
    /// it (if it has one) or its superview (if it doesn't)."
    open override var next: UIResponder? {
      owningViewController ?? superview
    }

    /// Adds a view to the end of the receiver's list of subviews.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// "Views can have only one superview. If view already has a superview and that view is
    /// not the receiver, this method removes the previous superview before making the
    /// receiver its new superview."
    open func addSubview(_ view: UIView) {
      insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts a subview at the specified index.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
      guard view !== self, !isDescendant(of: view) else { return }
      let oldWindow = view.window
      let newWindow = window
      if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
      if oldWindow !== newWindow, let oldWindow { oldWindow.resignFirstResponder(within: view) }
      if let old = view.storedSuperview {
        old.storedSubviews.removeAll { $0 === view }
        if old !== self {
          old.setNeedsLayout()
          (old as? UIStackView)?.subviewDidLeaveStack(view)
        }
      }
      storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
      view.storedSuperview = self
      // [seen] addSubview lays out the added view and the receiver (Stack Overflow 728372).
      view.setNeedsLayout()
      setNeedsLayout()
      // [seen] UIKit tells the new window before the new superview (logged order on iOS:
      // willMove(toSuperview:), willMove(toWindow:), didMoveToWindow(), didMoveToSuperview()).
      if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
      view.didMoveToSuperview()
      view.updateSafeAreaInSubtree()
      subviewDidJoin(view)  // AutoLayout/Engine/UIView+AutoLayoutEngagement.swift
    }

    /// Unlinks the view from its superview and its window.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// A first responder inside the removed subtree resigns [seen: UIKit ends editing of a
    /// text field removed from its window].
    open func removeFromSuperview() {
      guard let old = storedSuperview else { return }
      let oldWindow = window
      if let oldWindow {
        notifyWillMove(toWindow: nil)
        oldWindow.resignFirstResponder(within: self)
      }
      old.storedSubviews.removeAll { $0 === self }
      storedSuperview = nil
      old.setNeedsLayout()
      if oldWindow != nil { notifyDidMoveToWindow() }
      didMoveToSuperview()
      updateSafeAreaInSubtree()
      old.subviewDidLeave(self, oldAncestor: old)
      (old as? UIStackView)?.subviewDidLeaveStack(self)
    }

    /// Returns a Boolean value indicating whether the receiver is a subview of a given view
    /// or identical to that view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
    @discardableResult
    open func isDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.storedSuperview
      }
      return false
    }

    /// Tells the view that its superview changed.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
    /// "The default implementation of this method does nothing."
    open func didMoveToSuperview() {}

    /// Tells the view that its window object is about to change.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
    /// "The default implementation of this method does nothing."
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Tells the view that its window object changed.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    /// "The default implementation of this method does nothing."
    open func didMoveToWindow() {}

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
      willMove(toWindow: newWindow)
      for subview in storedSubviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
      didMoveToWindow()
      if isViewControllerRoot { owningViewController?.rootViewDidMoveToWindow() }
      for subview in storedSubviews { subview.notifyDidMoveToWindow() }
    }

    // MARK: Layout and safe area (logic in UIView+Layout.swift and UIView+SafeArea.swift)

    /// Invalidates the current layout of the receiver and triggers a layout update during
    /// the next update cycle.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {
      markNeedsLayout()
    }

    /// Lays out the subviews immediately, if layout updates are pending.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    /// The constraint work of the tree comes first (update constraints, solve), when there is
    /// any (AutoLayout/Engine/UIView+ConstraintPass.swift): only a view on the path of a tree
    /// that uses Auto Layout can have some, so a frame-laid-out view pays one flag. Then the
    /// receiver's subtree is laid out. Not modelled yet: QuartzCore CALayer.h (16.4),
    /// `-layoutIfNeeded`, "Traverse upwards from the layer while the superlayer requires
    /// layout. Then layout the entire tree beneath that ancestor." (the walk up; README,
    /// "Auto Layout", `layoutIfNeeded()` on a subview).
    open func layoutIfNeeded() {
      if autoLayoutInSubtree, LayoutPassScheduler.hasPendingWork {
        performPendingConstraintWork()
      }
      performPendingLayout()
    }

    /// Lays out subviews.
    ///
    /// Source: UIView.h, `- (void)layoutSubviews; // override point. called by
    /// layoutIfNeeded automatically. As of iOS 6.0, when constraints-based layout is used the
    /// base implementation applies the constraints-based layout, otherwise it does nothing.`
    /// The model's applies the frames the layout pass solved to the subviews that do not
    /// translate their autoresizing mask, and a scroll view's `contentSize` from its content
    /// layout guide (AutoLayout/Engine/UIView+ApplyLayout.swift); so a subclass that calls
    /// `super.layoutSubviews()` first sees them.
    open func layoutSubviews() {
      applyConstraintBasedLayout()
    }

    /// Asks the view to calculate and return the size that best fits the specified size.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    /// "The default implementation of this method returns the existing size of the view."
    /// Subclasses override it to size themselves from their content; the model's self-sizing
    /// table rows ask their cells through it (UITableView+SelfSizing.swift).
    @discardableResult
    open func sizeThatFits(_ size: CGSize) -> CGSize {
      bounds.size
    }

    /// Called when the safe area of the view changes.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    /// The model calls it when a view's frame changes, when it moves to or from a window, and
    /// when its window or screen changes geometry, if the computed insets differ from the
    /// last ones reported. Scrolling does not re-notify the scroll view's descendants (UIKit's
    /// behaviour there is not documented; the component does not depend on it).
    open func safeAreaInsetsDidChange() {}

    /// Hook for scroll views, whose adjusted content inset follows the safe area.
    func safeAreaDidUpdate() {}

    /// The insets that you use to determine the safe area for this view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    /// (rules and sources in UIView+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets {
      modelSafeAreaInsets
    }

    /// Specifies the transform applied to the view, relative to the center of its bounds.
    ///
    /// Source: UIView.h (iOS 16.4 SDK), "default is CGAffineTransformIdentity. animatable";
    /// the model's rules are in UIView+Transform.swift.
    open var transform: CGAffineTransform {
      get { storedTransform }
      set {
        // Bad input is a no-op [choice].
        guard newValue.isFinite else { return }
        storedTransform = newValue
        hasTransform = !newValue.isIdentity
        if hasTransform { UIView.transformsInUse = true }
      }
    }

    /// The frame the view has with no transform: its center and its bounds' size.
    var untransformedFrame: CGRect { storedFrame }

    // MARK: Coordinate conversion (logic and sources in UIView+Conversion.swift)

    /// Converts a point from the receiver's coordinate system to that of the specified view.
    @discardableResult
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      convertPointToView(point, view)
    }

    /// Converts a point from the coordinate system of a given view to that of the receiver.
    @discardableResult
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      convertPointFromView(point, view)
    }

    /// Converts a rectangle from the receiver's coordinate system to that of another view.
    @discardableResult
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      convertRectToView(rect, view)
    }

    /// Converts a rectangle from the coordinate system of another view to that of the
    /// receiver.
    @discardableResult
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      convertRectFromView(rect, view)
    }

    /// Converts a point from the receiver's coordinate space to another coordinate space.
    @discardableResult
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
      convertPoint(point, to: coordinateSpace)
    }

    /// Converts a point from another coordinate space to the receiver's.
    @discardableResult
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
      convertPoint(point, from: coordinateSpace)
    }

    /// Converts a rectangle from the receiver's coordinate space to another coordinate space.
    @discardableResult
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      convertRect(rect, to: coordinateSpace)
    }

    /// Converts a rectangle from another coordinate space to the receiver's.
    @discardableResult
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      convertRect(rect, from: coordinateSpace)
    }

    // MARK: Animation (logic and sources in UIView+Animation.swift)

    /// Animate changes to one or more views using the specified duration, delay, options, and
    /// completion handler.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: UIView.AnimationOptions = [],
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      modelAnimate(
        withDuration: duration, options: options, animations: animations, completion: completion)
    }

    /// Disables a view transition animation.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      modelPerformWithoutAnimation(actionsWithoutAnimation)
    }

    /// Returns the inherited duration of the current animation.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration
    open class var inheritedAnimationDuration: TimeInterval {
      modelInheritedAnimationDuration
    }

    /// Returns a Boolean value indicating whether animations are enabled.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
    open class var areAnimationsEnabled: Bool {
      modelAreAnimationsEnabled
    }

    /// Sets whether animations are enabled.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)
    open class func setAnimationsEnabled(_ enabled: Bool) {
      modelSetAnimationsEnabled(enabled)
    }

    // MARK: Touches and gesture recognizers (logic and sources in Gestures/)

    /// The gesture recognizers attached to the view, `nil` when there are none.
    ///
    /// Source: UIView.h (UIViewGestureRecognizers), `@property(nullable, nonatomic,copy)
    /// NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers`. Setting it detaches the
    /// recognizers it had and attaches the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
      get { modelGestureRecognizers }
      set { modelSetGestureRecognizers(newValue ?? []) }
    }

    /// Attaches a gesture recognizer to the view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    /// "causing it to receive touches hit-tested to that view and all of its subviews. The
    /// view establishes a strong reference to the gesture recognizer."
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      modelAddGestureRecognizer(gestureRecognizer)
    }

    /// Detaches a gesture recognizer from the receiving view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      modelRemoveGestureRecognizer(gestureRecognizer)
    }

    /// Returns the farthest descendant in the view hierarchy of the current view, including
    /// itself, that contains the specified point.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    /// (the rules are in Gestures/UIView+HitTesting.swift).
    @discardableResult
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      modelHitTest(point, with: event)
    }

    /// Returns a Boolean value indicating whether the receiver contains the specified point.
    ///
    /// Source: UIView.h, `- pointInside:withEvent:` "default returns YES if point is in
    /// bounds".
    @discardableResult
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.contains(point)
    }

    /// Causes the view (or one of its embedded text fields) to resign the first responder
    /// status.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
    /// (the rules are in Gestures/UIView+EndEditing.swift).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
      modelEndEditing(force)
    }

    // MARK: Auto Layout (logic and sources in AutoLayout/)

    /// A Boolean value that determines whether the view's autoresizing mask is translated
    /// into Auto Layout constraints.
    ///
    /// Source: UIView.h: "By default, the autoresizing mask on a view gives rise to
    /// constraints that fully determine the view's position … When you elect to position the
    /// view using auto layout by adding your own constraints, you must set this property to
    /// NO." Default `true`. A view that translates keeps the frame it is given: the engine
    /// holds it there with required constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
      get { autoLayoutState?.translatesAutoresizingMask ?? true }
      set { modelSetTranslatesAutoresizingMask(newValue) }
    }

    /// The constraints held by the view.
    ///
    /// Source: UIView.h: "A constraint is typically installed on the closest common ancestor
    /// of the views involved in the constraint."
    open var constraints: [NSLayoutConstraint] {
      autoLayoutState?.installedConstraints ?? []
    }

    /// Adds a constraint on the layout of the receiving view or its subviews.
    ///
    /// Source: UIView.h: "This method will be deprecated in a future release and should be
    /// avoided. Instead, set NSLayoutConstraint's active property to YES." Installs it here.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
      constraint.modelInstall(on: self)
    }

    /// Adds multiple constraints on the layout of the receiving view or its subviews.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes the specified constraint from the view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
      guard constraint.installedOn === self else { return }
      constraint.modelDeactivate()
    }

    /// Removes the specified constraints from the view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { removeConstraint(constraint) }
    }

    /// Updates the constraints for the receiving view and its subviews.
    ///
    /// Source: UIView.h: "Updates the constraints from the bottom up for the view hierarchy
    /// rooted at the receiver."
    open func updateConstraintsIfNeeded() {
      runUpdateConstraintsPass()
    }

    /// Updates constraints for the view.
    ///
    /// Source: UIView.h, `- (void)updateConstraints NS_REQUIRES_SUPER; // Override this to
    /// adjust your special constraints during a constraints update pass`. The base
    /// implementation does nothing in the model.
    open func updateConstraints() {}

    /// A Boolean value that determines whether the view's constraints need updating.
    ///
    /// Source: UIView.h, `- (BOOL)needsUpdateConstraints`.
    @discardableResult
    open func needsUpdateConstraints() -> Bool {
      needsUpdateConstraintsFlag
    }

    /// Controls whether the view's constraints need updating.
    ///
    /// Source: UIView.h, `- (void)setNeedsUpdateConstraints`; the update-constraints phase
    /// runs at the next layout pass [doc: UIView.h "update constraints, layout, display"].
    open func setNeedsUpdateConstraints() {
      markNeedsUpdateConstraints()
    }

    /// A Boolean value that indicates whether the receiver depends on the constraint-based
    /// layout system.
    ///
    /// Source: UIView.h: "override this method to return YES if your view needs the window to
    /// use constraint-based layout." Default `false`.
    open class var requiresConstraintBasedLayout: Bool {
      false
    }

    /// The natural size for the receiving view, considering only properties of the view
    /// itself.
    ///
    /// Source: UIView.h: "UIView's default implementation is to return
    /// (UIViewNoIntrinsicMetric, UIViewNoIntrinsicMetric)."
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Invalidates the view's intrinsic content size.
    ///
    /// Source: UIView.h: "call this when something changes that affects the
    /// intrinsicContentSize. Otherwise UIKit won't notice that it changed." The layout engine
    /// reads it again at the next layout pass (a view with no part in Auto Layout has nothing
    /// to invalidate).
    open func invalidateIntrinsicContentSize() {
      if autoLayoutInSubtree { autoLayoutInputDidChange() }
    }

    /// Returns the priority with which a view resists being made larger than its intrinsic
    /// size.
    ///
    /// Source: UIView.h; the default is `.defaultLow` (250) in both axes [doc: UIView.h on
    /// intrinsicContentSize, "a push button … hugs its contents" at DefaultLow].
    @discardableResult
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      autoLayoutState?.huggingPriority(for: axis) ?? .defaultLow
    }

    /// Sets the priority with which a view resists being made larger than its intrinsic size.
    open func setContentHuggingPriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      modelSetHuggingPriority(priority, for: axis)
    }

    /// Returns the priority with which a view resists being made smaller than its intrinsic
    /// size.
    ///
    /// Source: UIView.h; the default is `.defaultHigh` (750) [doc: NSLayoutConstraint.h,
    /// "the priority level with which a button resists compressing its content"].
    @discardableResult
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
      -> UILayoutPriority
    {
      autoLayoutState?.compressionPriority(for: axis) ?? .defaultHigh
    }

    /// Sets the priority with which a view resists being made smaller than its intrinsic
    /// size.
    open func setContentCompressionResistancePriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      modelSetCompressionPriority(priority, for: axis)
    }

    /// Returns the optimal size of the view based on its current constraints.
    ///
    /// Source: UIView.h: "Equivalent to sending -systemLayoutSizeFittingSize:
    /// withHorizontalFittingPriority:verticalFittingPriority: with
    /// UILayoutPriorityFittingSizeLevel for both priorities."
    @discardableResult
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
      systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel)
    }

    /// Returns the optimal size of the view based on its constraints and the specified
    /// fitting priorities.
    ///
    /// Source: UIView.h: "The size fitting most closely to targetSize in which the
    /// receiver's subtree can be laid out while optimally satisfying the constraints"
    /// (AutoLayout/Engine/UIView+Fitting.swift).
    @discardableResult
    open func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      modelSystemLayoutSize(
        fitting: targetSize, horizontal: horizontalFittingPriority,
        vertical: verticalFittingPriority)
    }

    /// The array of layout guide objects owned by this view.
    ///
    /// Source: UIView.h, "UILayoutGuide objects owned by the receiver" (the app's, in the
    /// order added; the guides UIKit makes are not listed [choice]).
    open var layoutGuides: [UILayoutGuide] {
      autoLayoutState?.appLayoutGuides ?? []
    }

    /// Adds the specified layout guide to the view.
    ///
    /// Source: UIView.h: "Adds layoutGuide to the receiver, passing the receiver in
    /// -setOwningView: to layoutGuide."
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
      modelAddLayoutGuide(layoutGuide)
    }

    /// Removes the specified layout guide from the view.
    ///
    /// Source: UIView.h: "Removes layoutGuide from the receiver, passing nil in
    /// -setOwningView: to layoutGuide."
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
      modelRemoveLayoutGuide(layoutGuide)
    }

    /// A layout anchor representing the leading edge of the view's frame.
    open var leadingAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .leading)
    }

    /// A layout anchor representing the trailing edge of the view's frame.
    open var trailingAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    }

    /// A layout anchor representing the left edge of the view's frame.
    open var leftAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .left)
    }

    /// A layout anchor representing the right edge of the view's frame.
    open var rightAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .right)
    }

    /// A layout anchor representing the top edge of the view's frame.
    open var topAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(item: self, attribute: .top)
    }

    /// A layout anchor representing the bottom edge of the view's frame.
    open var bottomAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    }

    /// A layout anchor representing the width of the view's frame.
    open var widthAnchor: NSLayoutDimension {
      NSLayoutDimension(item: self, attribute: .width)
    }

    /// A layout anchor representing the height of the view's frame.
    open var heightAnchor: NSLayoutDimension {
      NSLayoutDimension(item: self, attribute: .height)
    }

    /// A layout anchor representing the horizontal center of the view's frame.
    open var centerXAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    }

    /// A layout anchor representing the vertical center of the view's frame.
    open var centerYAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(item: self, attribute: .centerY)
    }

    /// A layout anchor representing the baseline for the topmost line of text in the view.
    /// The model has no fonts: a view's baselines are its bottom [choice].
    open var firstBaselineAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }

    /// A layout anchor representing the baseline for the bottommost line of text in the view
    /// (the view's bottom in the model [choice]).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }

    /// A Boolean value that determines whether the constraints impacting the layout of the
    /// view incompletely specify the location of the view.
    ///
    /// Source: UIView.h: "runs a check for whether there is another center and bounds the
    /// receiver could have that could also satisfy the constraints"
    /// (AutoLayout/Engine/UIView+Ambiguity.swift).
    open var hasAmbiguousLayout: Bool {
      modelHasAmbiguousLayout
    }

    /// The default spacing to use when laying out content in the view.
    ///
    /// Source: UIView.h, `@property (nonatomic) UIEdgeInsets layoutMargins`; "By default, a
    /// view's margins are eight points on each side" [doc: uiview/layoutmargins].
    open var layoutMargins: UIEdgeInsets {
      get { modelLayoutMargins }
      set { modelSetLayoutMargins(newValue) }
    }

    /// The default spacing to use when laying out content in a view, taking into account the
    /// current language direction.
    ///
    /// Source: UIView.h, `@property (nonatomic) NSDirectionalEdgeInsets
    /// directionalLayoutMargins API_AVAILABLE(ios(11.0))`: "directionalLayoutMargins.leading is
    /// used on the left when the user interface direction is LTR and on the right for RTL";
    /// "After setting the directionalLayoutMargins property, the values in the left and right
    /// fields of the layoutMargins property will depend on the user interface layout
    /// direction" (AutoLayout/Engine/UIView+AutoLayoutEngagement.swift).
    @available(iOS 11.0, *)
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
      get { modelDirectionalLayoutMargins }
      set { modelSetDirectionalLayoutMargins(newValue) }
    }

    /// A Boolean value indicating whether the current view also respects the margins of its
    /// superview. The model records it; margins do not cascade [choice].
    ///
    /// Source: UIView.h, "default is NO".
    open var preservesSuperviewLayoutMargins: Bool = false

    /// A Boolean value indicating whether the view's layout margins are updated automatically
    /// to reflect the safe area.
    ///
    /// Source: UIView.h, "Default: YES".
    @available(iOS 11.0, *)
    open var insetsLayoutMarginsFromSafeArea: Bool {
      get { autoLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
      set { modelSetInsetsLayoutMarginsFromSafeArea(newValue) }
    }

    /// Notifies the view that the layout margins changed.
    ///
    /// Source: UIView.h, "override -layoutMarginsDidChange in order to refresh your view if
    /// the margins change". The base implementation does nothing in the model.
    open func layoutMarginsDidChange() {}

    /// A layout guide representing the view's margins.
    ///
    /// Source: UIView.h: "The edges of this guide are constrained to equal the edges of the
    /// view inset by the layoutMargins".
    open var layoutMarginsGuide: UILayoutGuide {
      systemLayoutGuide(.margins)
    }

    /// The layout guide representing the portion of your view that is unobscured by bars and
    /// other content.
    ///
    /// Source: UIView.h: "The top of the safeAreaLayoutGuide indicates the unobscured top edge
    /// of the view … Similarly for the other edges."
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide {
      systemLayoutGuide(.safeArea)
    }

    /// A layout guide that tracks the keyboard's position in your app's layout.
    ///
    /// Source: UIView.h: "Follows the keyboard when on screen and docked. When the keyboard
    /// is offscreen or undocked, keyboardLayoutGuide.topAnchor matches the view's
    /// safeAreaLayoutGuide.bottomAnchor."
    @available(iOS 15.0, *)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
      modelKeyboardLayoutGuide
    }

    // MARK: Responder model

    override var responderWindow: UIWindow? {
      window
    }
  }
#endif
