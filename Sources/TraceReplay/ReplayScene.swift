#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation
  import HeadlessUIKit

  /// A trace's scene rebuilt in HeadlessUIKit: a screen, a key window on it, an
  /// `AvoidingScrollView` at the recorded frame with the recorded settings, and a stand-in for
  /// each followed view at its recorded frame (flat children of one content view at the
  /// content's origin: the component converts rects, it does not walk the recorded
  /// hierarchy; the content view places what a layout pass placed, ``placeAtNextPass(_:)``).
  ///
  /// The screen's unsafe margins are derived from the window's recorded safe area
  /// (``margins(screen:window:safeArea:)``), since HeadlessUIKit computes every safe area from
  /// them; what UIKit adds beyond them (bars, a view controller's additional insets) the model
  /// cannot give, and the comparison reports it as a model difference.
  @MainActor
  final class ReplayScene {
    let screen: UIScreen
    let window: UIWindow
    let scrollView: AvoidingScrollView
    private(set) var views: [String: UIView] = [:]
    /// The stand-ins' parent, at the content's origin: the app's content, which lays out what
    /// a recorded pass placed when the pass lays it out.
    let content = ReplayContentView(frame: .zero)
    /// A text field of the window outside the scroll view, for focus recorded outside it.
    private(set) lazy var outsideField: UITextField = {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
      window.insertSubview(field, at: 0)
      return field
    }()
    /// A screen that is not the scroll view's, for notifications naming another screen.
    private(set) lazy var otherScreen = UIScreen(bounds: screen.bounds)
    /// The recorded state so far: the scene, updated by each geometry event and decision.
    private(set) var recorded: Trace.Geometry
    private var screenBounds: CGRect
    private var windowState: Trace.WindowState
    /// Warnings about what the rebuild cannot reproduce.
    private(set) var warnings: [String] = []

    init(trace: Trace) {
      let geometry = trace.scene.geometry
      recorded = geometry
      screenBounds = geometry.screenBounds?.rect ?? trace.device.screen.bounds.rect
      windowState =
        geometry.window
        ?? Trace.WindowState(
          frameInScreen: TraceRect(screenBounds), safeAreaInsets: TraceInsets(UIEdgeInsets.zero))
      screen = UIScreen(
        bounds: screenBounds,
        safeAreaInsets: Self.margins(
          screen: screenBounds, window: windowState.frameInScreen.rect,
          safeArea: windowState.safeAreaInsets.edgeInsets),
        scale: CGFloat(trace.device.screen.scale))
      window = UIWindow(frame: windowState.frameInScreen.rect)
      window.screen = screen
      window.makeKeyAndVisible()
      let state = geometry.scrollView ?? Trace.ScrollViewState()
      scrollView = AvoidingScrollView(frame: state.frameInWindow?.rect ?? window.bounds)
      scrollView.addSubview(content)
      if let kind = state.kind, kind != "AvoidingScrollView" {
        warnings.append(
          "the recorded scroll view is an \(kind): replayed as an AvoidingScrollView with the "
            + "recorded fields at their recorded frames (cells, row reuse and the focused-row "
            + "follower are not rebuilt)")
      }
    }

    /// Builds the scene: the keyboard the scroll view knew (posted before it enters its
    /// window, so that it takes it as a late joiner does), the scroll view and its views,
    /// the first responder, then the recorded offset.
    func build(_ scene: Trace.Scene) {
      let state = scene.geometry.scrollView ?? Trace.ScrollViewState()
      if let behavior = state.contentInsetAdjustmentBehavior.flatMap(Self.behavior) {
        scrollView.contentInsetAdjustmentBehavior = behavior
      }
      if let adjusts = state.automaticallyAdjustsScrollIndicatorInsets {
        scrollView.automaticallyAdjustsScrollIndicatorInsets = adjusts
      }
      if let bounces = state.alwaysBounceVertical { scrollView.alwaysBounceVertical = bounces }
      if let insets = state.appContentInset ?? state.contentInset {
        scrollView.contentInset = insets.edgeInsets
      }
      if let insets = state.appVerticalScrollIndicatorInsets ?? state.verticalScrollIndicatorInsets
      {
        scrollView.verticalScrollIndicatorInsets = insets.edgeInsets
      }
      if let size = state.contentSize { scrollView.contentSize = size.size }
      if let options = state.options { apply(options) }
      for view in scene.geometry.views ?? [] { update(view) }
      for view in scene.geometry.views ?? [] { configure(view) }
      if let keyboard = scene.keyboard { post(keyboard) }
      window.addSubview(scrollView)
      window.layoutIfNeeded()
      if let id = scene.firstResponder { view(id)?.becomeFirstResponder() }
      if let bounds = state.bounds { scrollView.contentOffset = bounds.rect.origin }
      window.layoutIfNeeded()
    }

    /// The view recorded as `id` (the outside field for ``Trace/outsideView``).
    func view(_ id: String) -> UIView? {
      id == Trace.outsideView ? outsideField : views[id]
    }

    /// The object a notification's recorded `object` names: this screen, another screen,
    /// something that is not a screen, or nothing.
    func object(_ relation: String?) -> Any? {
      switch relation.flatMap(Trace.Event.ObjectRelation.init) {
      case .thisScreen: screen
      case .otherScreen: otherScreen
      case .other: NSObject()
      case .noObject, nil: nil
      }
    }

    // MARK: Geometry

    /// Applies what a geometry event says the app, the user or the system changed, then
    /// returns how the model's own geometry (what UIKit derives) differs from the recording.
    ///
    /// The recorder notes the geometry when the engine is told of a change, so the change
    /// that told it (`reason`: the content size, the scroll view's size, the safe area, a
    /// setting) came last, after the others of the event (the app's layout of its fields):
    /// it is applied last here too, so that the engine reacts to the same scene. The offset
    /// (the user's or UIKit's scroll) comes after everything.
    func apply(_ geometry: Trace.Geometry, reason: Trace.Event.GeometryReason?) -> [String] {
      merge(geometry)
      place(geometry)
      let state = geometry.scrollView ?? Trace.ScrollViewState()
      var steps: [(name: Trace.Event.GeometryReason, apply: () -> Void)] = [
        (.adjustedContentInsetChange, { self.applyScreenAndWindow(geometry) }),
        (
          .adjustedContentInsetChange,
          {
            if let behavior = state.contentInsetAdjustmentBehavior.flatMap(Self.behavior) {
              self.scrollView.contentInsetAdjustmentBehavior = behavior
            }
            if let adjusts = state.automaticallyAdjustsScrollIndicatorInsets {
              self.scrollView.automaticallyAdjustsScrollIndicatorInsets = adjusts
            }
            if let bounces = state.alwaysBounceVertical {
              self.scrollView.alwaysBounceVertical = bounces
            }
          }
        ),
        (
          .resize,
          {
            if let frame = state.frameInWindow?.rect, self.scrollView.frame != frame {
              self.scrollView.frame = frame
            }
          }
        ),
        (
          .contentSizeChange,
          {
            if let size = state.contentSize?.size, self.scrollView.contentSize != size {
              self.scrollView.contentSize = size
            }
          }
        ),
        (.setting, { if let options = state.options { self.apply(options) } }),
      ]
      if let reason, let last = steps.lastIndex(where: { $0.name == reason }) {
        steps.append(steps.remove(at: last))
      }
      for step in steps { step.apply() }
      if let origin = state.bounds?.rect.origin, scrollView.contentOffset != origin {
        scrollView.contentOffset = origin
      }
      return differences(in: geometry)
    }

    /// What a recorded layout pass placed (a `layout` or `keyboardDrag` event's `placed`,
    /// format version 3): put in place when the pass lays the content out, as the app's
    /// layout did. The engine lays out the focused view's container before it measures
    /// (`layOutContent(around:)`), so it sees the move during the pass, as recorded; placed
    /// before the pass, the move would be no layout's and the engine would not look again.
    func placeAtNextPass(_ placed: Trace.Geometry) {
      content.placement = { [weak self] in self?.place(placed) }
      content.setNeedsLayout()
    }

    /// Removes the views `geometry` names as removed and puts its views at their recorded
    /// frames and states: an event's geometry, or what a recorded pass placed.
    private func place(_ geometry: Trace.Geometry) {
      for id in geometry.removedViews ?? [] {
        views[id]?.removeFromSuperview()
        views[id] = nil
      }
      for view in geometry.views ?? [] { update(view) }
      for view in geometry.views ?? [] { configure(view) }
    }

    /// Places what ``placeAtNextPass(_:)`` armed if the pass did not lay the content out.
    func finishPlacement() {
      content.layoutIfNeeded()
      content.placement?()
      content.placement = nil
    }

    private func applyScreenAndWindow(_ geometry: Trace.Geometry) {
      guard geometry.screenBounds != nil || geometry.window != nil else { return }
      if let bounds = geometry.screenBounds { screenBounds = bounds.rect }
      if let window = geometry.window { windowState = window }
      screen.setBounds(
        screenBounds,
        safeAreaInsets: Self.margins(
          screen: screenBounds, window: windowState.frameInScreen.rect,
          safeArea: windowState.safeAreaInsets.edgeInsets))
      if window.frame != windowState.frameInScreen.rect {
        window.frame = windowState.frameInScreen.rect
      }
    }

    /// A decision was recorded: what it wrote is the recorded state now (as the recorder
    /// takes the scene after each decision as its new baseline).
    func noteRecordedDecision(_ decision: Trace.Decision) {
      guard var state = recorded.scrollView, let written = decision.insets?.contentInset else {
        return
      }
      if let old = state.contentInset, let adjusted = state.adjustedContentInset {
        state.adjustedContentInset = TraceInsets(
          top: adjusted.top + written.top - old.top, left: adjusted.left + written.left - old.left,
          bottom: adjusted.bottom + written.bottom - old.bottom,
          right: adjusted.right + written.right - old.right)
      }
      state.contentInset = written
      recorded.scrollView = state
    }

    /// How the model's geometry differs from the recorded state, for what `geometry` (or
    /// the scene) recorded: the window's and the scroll view's safe areas, and the safe area
    /// UIKit applies to the content inset.
    func differences(in geometry: Trace.Geometry) -> [String] {
      var found: [String] = []
      let tolerance = 0.5 / Double(max(screen.scale, 1))
      if geometry.window != nil,
        !windowState.safeAreaInsets.matches(window.safeAreaInsets, within: tolerance)
      {
        found.append(
          "window.safeAreaInsets: recorded \(windowState.safeAreaInsets), model "
            + "\(TraceInsets(window.safeAreaInsets))")
      }
      guard let state = recorded.scrollView else { return found }
      if geometry.scrollView?.safeAreaInsets != nil || geometry.window != nil,
        let safe = state.safeAreaInsets, !safe.matches(scrollView.safeAreaInsets, within: tolerance)
      {
        found.append(
          "scrollView.safeAreaInsets: recorded \(safe), model "
            + "\(TraceInsets(scrollView.safeAreaInsets))")
      }
      if geometry.scrollView?.adjustedContentInset != nil,
        let adjusted = state.adjustedContentInset, let inset = state.contentInset
      {
        let recordedApplied = adjusted.minus(inset)
        let model = TraceInsets(scrollView.adjustedContentInset).minus(
          TraceInsets(scrollView.contentInset))
        if !recordedApplied.matches(model.edgeInsets, within: tolerance) {
          found.append(
            "the safe area UIKit applies (adjustedContentInset − contentInset): recorded "
              + "\(recordedApplied), model \(model)")
        }
      }
      return found
    }

    private func merge(_ geometry: Trace.Geometry) {
      if let bounds = geometry.screenBounds { recorded.screenBounds = bounds }
      if let window = geometry.window { recorded.window = window }
      if let changes = geometry.scrollView {
        var state = recorded.scrollView ?? Trace.ScrollViewState()
        state.merge(changes)
        recorded.scrollView = state
      }
    }

    // MARK: Views

    /// Creates or moves the stand-in of `state`.
    private func update(_ state: Trace.ViewState) {
      let view: UIView
      if let existing = views[state.id] {
        view = existing
      } else {
        switch state.uikitClass {
        case "UITextField": view = UITextField(frame: state.frameInScrollView.rect)
        case "UITextView":
          let textView = ReplayTextView(frame: state.frameInScrollView.rect, textContainer: nil)
          textView.scrollView = scrollView
          view = textView
        default: view = UIView(frame: state.frameInScrollView.rect)
        }
        views[state.id] = view
        content.addSubview(view)
      }
      if view.frame != state.frameInScrollView.rect { view.frame = state.frameInScrollView.rect }
      if view.isHidden == state.isShown { view.isHidden = !state.isShown }
      (view as? ReplayTextView)?.caretInScrollView = state.caretRectInScrollView?.rect
    }

    /// Gives `state`'s view its recorded padding and companions.
    private func configure(_ state: Trace.ViewState) {
      guard let view = views[state.id] else { return }
      if let padding = state.keyboardPadding {
        scrollView.setKeyboardPadding(CGFloat(padding), for: view)
      }
      if let companions = state.companions {
        scrollView.setCompanions(companions.compactMap { views[$0] }, for: view)
      }
    }

    private func apply(_ options: Trace.Options) {
      if scrollView.keyboardPadding != CGFloat(options.keyboardPadding) {
        scrollView.keyboardPadding = CGFloat(options.keyboardPadding)
      }
      if scrollView.isKeyboardAvoidanceEnabled != options.isKeyboardAvoidanceEnabled {
        scrollView.isKeyboardAvoidanceEnabled = options.isKeyboardAvoidanceEnabled
      }
      if scrollView.restoresContentOffsetOnKeyboardHide
        != options.restoresContentOffsetOnKeyboardHide
      {
        scrollView.restoresContentOffsetOnKeyboardHide = options.restoresContentOffsetOnKeyboardHide
      }
      if scrollView.avoidsFloatingKeyboard != options.avoidsFloatingKeyboard {
        scrollView.avoidsFloatingKeyboard = options.avoidsFloatingKeyboard
      }
    }

    /// Posts the keyboard the scroll view knew when recording began, as a notification.
    private func post(_ keyboard: Trace.KeyboardState) {
      var info = Trace.UserInfo()
      info.isLocal = keyboard.isLocal
      let name: Notification.Name
      if let frame = keyboard.frameInScreen {
        name = UIResponder.keyboardWillShowNotification
        info.endFrame = frame
      } else {
        name = UIResponder.keyboardWillHideNotification
        info.endFrame = TraceRect(.zero)
      }
      NotificationCenter.default.post(
        name: name, object: object(keyboard.object), userInfo: info.rebuilt)
    }

    // MARK: Helpers

    /// The screen's unsafe margins that give a window at `window` (in a screen of bounds
    /// `screen`) the safe area `safeArea` in HeadlessUIKit, which takes a view's safe area as
    /// the part of its bounds inside the margins. An edge with no safe area gets no margin:
    /// any margin up to the window's edge would give the same safe areas inside the window.
    static func margins(screen: CGRect, window: CGRect, safeArea: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(
        top: safeArea.top > 0 ? max(0, window.minY + safeArea.top - screen.minY) : 0,
        left: safeArea.left > 0 ? max(0, window.minX + safeArea.left - screen.minX) : 0,
        bottom: safeArea.bottom > 0 ? max(0, screen.maxY - (window.maxY - safeArea.bottom)) : 0,
        right: safeArea.right > 0 ? max(0, screen.maxX - (window.maxX - safeArea.right)) : 0)
    }

    private static func behavior(_ name: String) -> UIScrollView.ContentInsetAdjustmentBehavior? {
      switch name {
      case "automatic": .automatic
      case "scrollableAxes": .scrollableAxes
      case "never": .never
      case "always": .always
      default: nil
      }
    }
  }

  extension Trace.ScrollViewState {
    /// Takes every member `changes` has.
    mutating func merge(_ changes: Trace.ScrollViewState) {
      func take<Value>(_ path: WritableKeyPath<Trace.ScrollViewState, Value?>) {
        if let value = changes[keyPath: path] { self[keyPath: path] = value }
      }
      take(\.kind)
      take(\.frameInWindow)
      take(\.bounds)
      take(\.contentSize)
      take(\.contentInset)
      take(\.appContentInset)
      take(\.verticalScrollIndicatorInsets)
      take(\.appVerticalScrollIndicatorInsets)
      take(\.adjustedContentInset)
      take(\.safeAreaInsets)
      take(\.contentInsetAdjustmentBehavior)
      take(\.automaticallyAdjustsScrollIndicatorInsets)
      take(\.alwaysBounceVertical)
      take(\.options)
    }
  }

  extension TraceInsets {
    /// As `UIEdgeInsets`.
    var edgeInsets: UIEdgeInsets {
      UIEdgeInsets(
        top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
    }

    /// Edge by edge, `self − other`.
    func minus(_ other: TraceInsets) -> TraceInsets {
      TraceInsets(
        top: top - other.top, left: left - other.left, bottom: bottom - other.bottom,
        right: right - other.right)
    }

    /// Whether every edge is within `tolerance` of `insets`'.
    func matches(_ insets: UIEdgeInsets, within tolerance: Double) -> Bool {
      abs(top - Double(insets.top)) <= tolerance && abs(left - Double(insets.left)) <= tolerance
        && abs(bottom - Double(insets.bottom)) <= tolerance
        && abs(right - Double(insets.right)) <= tolerance
    }
  }
#endif
