#if !canImport(UIKit)
  import Foundation

  /// A view that allows the scrolling and zooming of its contained views.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiscrollview
  /// "The origin of the content view is offset by contentOffset": the model's
  /// `contentOffset` is `bounds.origin`, so subviews are laid out in content coordinates.
  /// There is no deceleration, bouncing or zooming: offsets change only when set or when
  /// `scrollRectToVisible(_:animated:)` asks.
  @preconcurrency @MainActor
  open class UIScrollView: UIView {
    private var lastAdjustedContentInset: UIEdgeInsets = .zero
    /// The scroll view's own pan recognizer and what a drag needs (UIScrollView+Pan.swift).
    lazy var modelPan = ScrollViewPan(scrollView: self)

    /// The point at which the origin of the content view is offset from the origin of the
    /// scroll view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// Setting it does not clamp it into the scrollable range [seen: UIKit leaves a
    /// programmatic offset where it is put].
    open var contentOffset: CGPoint {
      get { bounds.origin }
      set {
        var moved = bounds
        moved.origin = newValue
        bounds = moved
      }
    }

    /// Sets the offset from the content view's origin that corresponds to the receiver's
    /// origin.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    /// An animated change reaches its final offset at once: the model has no frames.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }

    /// Scrolls a specific area of the content so that it's visible in the receiver.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    /// and UIScrollView.h of iPhoneOS18.0.sdk (`- (void)scrollRectToVisible:(CGRect)rect
    /// animated:(BOOL)animated;`, an instance method of a non-final class, so `open` in
    /// Swift): a subclass can override it, and UIKit's own scroll on focus goes through it
    /// (UIScrollView+FocusScroll.swift). The behaviour is in
    /// UIScrollView+ScrollRectToVisible.swift.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
      scrollToMakeVisible(rect, animated: animated)
    }

    /// The size of the content view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero {
      didSet { updateAdjustedContentInset() }
    }

    /// The custom distance that the content view is inset from the safe area or scroll view
    /// edges.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    /// Changing it does not move `contentOffset` [seen]. In a scroll view that takes part in
    /// Auto Layout a change marks the scroll view (and nothing else) as needing layout:
    /// whether UIKit lays anything out for it is not documented ([seen] Texture #164 /
    /// AsyncDisplayKit #2768, "Calling setContentInset: can create infinite layout loop",
    /// suggests UIKit marks the scroll view); neither layout guide depends on it, so the
    /// constraint solution never changes with it [choice; research autolayout-and-dismissal.md,
    /// "Does a contentInset change trigger a layout pass?"]. A frame-laid-out scroll view keeps
    /// the model's earlier rule, no pass for an inset (LayoutTests) [choice].
    open var contentInset: UIEdgeInsets = .zero {
      didSet {
        updateAdjustedContentInset()
        if autoLayoutInSubtree, contentInset != oldValue { setNeedsLayout() }
      }
    }

    /// The behavior for determining the adjusted content offsets.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior
    /// The default is `.automatic`.
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior =
      .automatic
    {
      didSet { updateAdjustedContentInset() }
    }

    /// The insets derived from the content insets and the safe area of the scroll view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// `contentInset` plus the safe-area edges that `contentInsetAdjustmentBehavior` selects
    /// (see UIScrollView+AdjustedContentInset.swift for each rule and its source).
    open var adjustedContentInset: UIEdgeInsets {
      let safeArea = safeAreaInsetsApplied
      // One read of `contentInset`, not one per edge: a subclass may override it (the
      // component does), and this getter runs several times on every keyboard event.
      let inset = contentInset
      return UIEdgeInsets(
        top: inset.top + safeArea.top,
        left: inset.left + safeArea.left,
        bottom: inset.bottom + safeArea.bottom,
        right: inset.right + safeArea.right)
    }

    /// Called when the adjusted content inset of the scroll view changes.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    open func adjustedContentInsetDidChange() {}

    /// The vertical distance the scroll indicators are inset from the edge of the scroll
    /// view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The horizontal distance the scroll indicators are inset from the edge of the scroll
    /// view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/horizontalscrollindicatorinsets
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The distance the scroll indicators are inset from the edge of the scroll view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/scrollindicatorinsets
    /// UIScrollView.h deprecates only the getter (iOS 13): "use the setter only, as a
    /// convenience for setting both verticalScrollIndicator and horizontalScrollIndicator to
    /// the same value. if those properties have been set to different values, the return
    /// value of this getter (deprecated) is undefined." Setting it sets both; reading it
    /// gives the vertical insets [choice: "undefined" in UIKit]. The deprecation is UIKit's
    /// own iOS attribute, so it warns when compiled for iOS, not on Linux.
    open var scrollIndicatorInsets: UIEdgeInsets {
      @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message:
          "The scrollIndicatorInsets getter is deprecated, use the verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets getters instead."
      )
      get { verticalScrollIndicatorInsets }
      set {
        verticalScrollIndicatorInsets = newValue
        horizontalScrollIndicatorInsets = newValue
      }
    }

    /// A Boolean value that indicates whether the scroll view automatically adjusts its
    /// scroll indicator insets.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets
    /// Default `true`: UIKit adds the safe area to the indicator insets itself; the stored
    /// `verticalScrollIndicatorInsets` value is the app's own part.
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true

    /// The manner in which the keyboard is dismissed when a drag begins in the scroll view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    /// A Boolean value that determines whether bouncing always occurs when vertical scrolling
    /// reaches the end of the content.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    open var alwaysBounceVertical: Bool = false {
      didSet { updateAdjustedContentInset() }
    }

    /// A Boolean value that determines whether scrolling is enabled.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    /// It governs the user's gestures; programmatic offsets still apply.
    open var isScrollEnabled: Bool = true

    /// The underlying gesture recognizer for pan gestures.
    ///
    /// Source: UIScrollView.h, `@property(nonatomic, readonly) UIPanGestureRecognizer
    /// *panGestureRecognizer API_AVAILABLE(ios(5.0))`. Its `view` is the scroll view; it is
    /// not listed in `gestureRecognizers` [choice: UIKit lists its own recognizers there, the
    /// model keeps that list to the app's]. A simulated drag that starts in the scroll view
    /// drives it (UIWindow+SimulatedDrag.swift; the pan: UIScrollView+Pan.swift).
    open var panGestureRecognizer: UIPanGestureRecognizer {
      modelPan.recognizer
    }

    /// Whether the user has touched the content to initiate scrolling.
    ///
    /// Source: UIScrollView.h, `@property(nonatomic,readonly,getter=isTracking) BOOL
    /// tracking; // returns YES if user has touched. may not yet have started dragging`.
    open var isTracking: Bool {
      modelPan.isTouched
    }

    /// Whether the user has begun scrolling the content.
    ///
    /// Source: UIScrollView.h, `@property(nonatomic,readonly,getter=isDragging) BOOL
    /// dragging; // returns YES if user has started scrolling. this may require some time and
    /// or distance to move to initiate dragging`. In the model dragging starts with the pan
    /// (`.began`) and stops when the finger lifts.
    open var isDragging: Bool {
      switch panGestureRecognizer.state {
      case .began, .changed: true
      default: false
      }
    }

    /// The layout guide based on the untranslated content rectangle of the scroll view.
    ///
    /// Source: UIScrollView.h: "contentLayoutGuide anchors (e.g.,
    /// contentLayoutGuide.centerXAnchor, etc.) refer to the untranslated content area of the
    /// scroll view." Its size, as the content's constraints make it, becomes `contentSize`
    /// at the scroll view's layout pass (AutoLayout/Engine/).
    @available(iOS 11.0, *)
    open var contentLayoutGuide: UILayoutGuide {
      systemLayoutGuide(.content)
    }

    /// The layout guide based on the untransformed frame rectangle of the scroll view.
    ///
    /// Source: UIScrollView.h: "frameLayoutGuide anchors (e.g.,
    /// frameLayoutGuide.centerXAnchor) refer to the untransformed frame of the scroll view."
    @available(iOS 11.0, *)
    open var frameLayoutGuide: UILayoutGuide {
      systemLayoutGuide(.frame)
    }

    // MARK: Model internals

    override func geometryDidChange(oldFrame: CGRect, oldBoundsOrigin: CGPoint) {
      super.geometryDidChange(oldFrame: oldFrame, oldBoundsOrigin: oldBoundsOrigin)
      if oldBoundsOrigin != bounds.origin {
        // [seen] Scrolling lays out the scroll view on every offset change (Stack Overflow
        // 728372); this is where a subclass's layoutSubviews runs during plain scrolling.
        setNeedsLayout()
        // The frame layout guide moves with the bounds (AutoLayout/Engine/).
        if autoLayoutState?.systemGuides[.frame] != nil { autoLayoutInputDidChange() }
      }
      if oldFrame.size != frame.size { updateAdjustedContentInset() }
    }

    override func safeAreaDidUpdate() {
      updateAdjustedContentInset()
    }

    /// Calls `adjustedContentInsetDidChange()` when the computed value changed.
    func updateAdjustedContentInset() {
      let current = adjustedContentInset
      guard current != lastAdjustedContentInset else { return }
      lastAdjustedContentInset = current
      adjustedContentInsetDidChange()
    }
  }
#endif
