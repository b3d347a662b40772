import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a session recorder reads of the scene at one moment: the screen, the window, the
/// recorded scroll view, and the views it follows (text fields, text views, and the views the
/// app configured). Geometry only; UIKit reads only.
@MainActor
struct GeometrySnapshot: Equatable {
  var screenBounds: CGRect?
  var window: Trace.WindowState?
  var scrollView: Trace.ScrollViewState
  /// The followed views by identifier, and their identifiers in the order first read.
  var views: [String: Trace.ViewState]
  var order: [String]

  /// Reads `scrollView` (with its engine `engine`), naming views with `identities`.
  init(_ scrollView: UIScrollView, engine: any DiagnosticsContext, identities: inout ViewIdentities)
  {
    let window = scrollView.window
    if let window {
      let screen = window.screen
      screenBounds = screen.bounds
      self.window = Trace.WindowState(
        frameInScreen: TraceRect(window.convert(window.bounds, to: screen.coordinateSpace)),
        safeAreaInsets: TraceInsets(window.safeAreaInsets))
    }
    self.scrollView = Self.state(of: scrollView, in: window, engine: engine)
    var views: [String: Trace.ViewState] = [:]
    var order: [String] = []
    let configured = engine.features.focusPolicy.configuredViews
    var followed: [(view: UIView, path: [Int])] = []
    Self.collectTextInputs(in: scrollView, path: [], into: &followed)
    for entry in configured {
      for view in [entry.view] + entry.companions
      where !followed.contains(where: { $0.view === view }) {
        if let path = Self.path(of: view, in: scrollView) { followed.append((view, path)) }
      }
    }
    for (view, path) in followed {
      let id = identities.id(of: view)
      let settings = configured.first { $0.view === view }
      let caret = Self.caret(of: view, in: scrollView)
      views[id] = Trace.ViewState(
        id: id, uikitClass: DecisionDiagnostics.publicClassName(of: view), path: path,
        frameInScrollView: TraceRect(scrollView.convert(view.bounds, from: view)),
        isShown: engine.isShown(view), caretRectInScrollView: caret.map(TraceRect.init),
        keyboardPadding: settings?.padding.map(Double.init),
        companions: settings.map { $0.companions.map { identities.id(of: $0) } }.flatMap {
          $0.isEmpty ? nil : $0
        })
      order.append(id)
    }
    self.views = views
    self.order = order
  }

  /// The scroll view's state, whole.
  private static func state(
    of scrollView: UIScrollView, in window: UIWindow?, engine: any DiagnosticsContext
  ) -> Trace.ScrollViewState {
    var state = Trace.ScrollViewState()
    state.kind =
      switch scrollView {
      case is AvoidingTableView: "AvoidingTableView"
      case is AvoidingCollectionView: "AvoidingCollectionView"
      default: "AvoidingScrollView"
      }
    if let window {
      state.frameInWindow = TraceRect(scrollView.convert(scrollView.bounds, to: window))
    }
    state.bounds = TraceRect(scrollView.bounds)
    state.contentSize = TraceSize(scrollView.contentSize)
    state.contentInset = TraceInsets(scrollView.contentInset)
    state.appContentInset = TraceInsets(engine.ledger.appContentInset)
    state.verticalScrollIndicatorInsets = TraceInsets(scrollView.verticalScrollIndicatorInsets)
    state.appVerticalScrollIndicatorInsets = TraceInsets(engine.ledger.appIndicatorInsets)
    state.adjustedContentInset = TraceInsets(scrollView.adjustedContentInset)
    state.safeAreaInsets = TraceInsets(scrollView.safeAreaInsets)
    state.contentInsetAdjustmentBehavior =
      switch scrollView.contentInsetAdjustmentBehavior {
      case .automatic: "automatic"
      case .scrollableAxes: "scrollableAxes"
      case .never: "never"
      case .always: "always"
      @unknown default: "unknown"
      }
    state.automaticallyAdjustsScrollIndicatorInsets =
      scrollView.automaticallyAdjustsScrollIndicatorInsets
    state.alwaysBounceVertical = scrollView.alwaysBounceVertical
    let features = engine.features
    state.options = Trace.Options(
      keyboardPadding: Double(engine.padding), isKeyboardAvoidanceEnabled: engine.isEnabled,
      restoresContentOffsetOnKeyboardHide: features.restoreOffset.isEnabled,
      avoidsFloatingKeyboard: features.floatingKeyboard.isEnabled)
    return state
  }

  /// Every text field and text view under `view` (a text view's own subviews aside).
  private static func collectTextInputs(
    in view: UIView, path: [Int], into found: inout [(view: UIView, path: [Int])]
  ) {
    for (index, subview) in view.subviews.enumerated() {
      let subpath = path + [index]
      if subview is UITextField || subview is UITextView {
        found.append((subview, subpath))
      } else {
        collectTextInputs(in: subview, path: subpath, into: &found)
      }
    }
  }

  /// The subview indices from `scrollView` down to `view`, or `nil` when it is not inside.
  private static func path(of view: UIView, in scrollView: UIScrollView) -> [Int]? {
    var path: [Int] = []
    var current = view
    while current !== scrollView {
      guard let parent = current.superview,
        let index = parent.subviews.firstIndex(where: { $0 === current })
      else { return nil }
      path.insert(index, at: 0)
      current = parent
    }
    return path
  }

  /// The caret of `view` in `scrollView`, when it is a text view being edited: geometry only,
  /// it says where the caret is, not what is written.
  private static func caret(of view: UIView, in scrollView: UIScrollView) -> CGRect? {
    guard let textView = view as? UITextView, textView.isFirstResponder,
      let selection = textView.selectedTextRange
    else { return nil }
    let caret = scrollView.convert(textView.caretRect(for: selection.end), from: textView)
    return caret.isSaneFrame ? caret : nil
  }

  /// What changed from `old` to this snapshot; nothing when nothing did.
  func changes(since old: GeometrySnapshot) -> Trace.Geometry {
    var geometry = Trace.Geometry()
    if screenBounds != old.screenBounds, let screenBounds {
      geometry.screenBounds = TraceRect(screenBounds)
    }
    if window != old.window { geometry.window = window }
    let scroll = scrollView.changes(since: old.scrollView)
    if scroll != Trace.ScrollViewState() { geometry.scrollView = scroll }
    let changed = order.compactMap { id in views[id] == old.views[id] ? nil : views[id] }
    if !changed.isEmpty { geometry.views = changed }
    let removed = old.order.filter { views[$0] == nil }
    if !removed.isEmpty { geometry.removedViews = removed }
    return geometry
  }

  /// Whether something changed from `old` that the app, the user or the system set: the
  /// screen, the window, the scroll view's frame, offset, content size or settings, a view
  /// that moved, appeared, disappeared or was shown or hidden. Not the safe areas and the
  /// insets UIKit derives from those, the insets the component writes, or a caret that went
  /// when its text view stopped being edited.
  func hasInputs(since old: GeometrySnapshot) -> Bool {
    // Out of a window there is no screen, window or frame in it: leaving is the input.
    let inWindow = window != nil
    if inWindow, screenBounds != old.screenBounds || window != old.window { return true }
    let (now, then) = (scrollView, old.scrollView)
    if inWindow && now.frameInWindow != then.frameInWindow || now.bounds != then.bounds
      || now.contentSize != then.contentSize
      || now.contentInsetAdjustmentBehavior != then.contentInsetAdjustmentBehavior
      || now.automaticallyAdjustsScrollIndicatorInsets
        != then.automaticallyAdjustsScrollIndicatorInsets
      || now.alwaysBounceVertical != then.alwaysBounceVertical || now.options != then.options
    {
      return true
    }
    if order != old.order { return true }
    return order.contains { id in
      guard var view = views[id], var before = old.views[id] else { return true }
      view.caretRectInScrollView = nil
      before.caretRectInScrollView = nil
      return view != before
    }
  }

  /// The whole snapshot as a trace's scene geometry.
  var whole: Trace.Geometry {
    Trace.Geometry(
      screenBounds: screenBounds.map(TraceRect.init), window: window, scrollView: scrollView,
      views: order.compactMap { views[$0] }, removedViews: nil)
  }
}

extension Trace.ScrollViewState {
  /// The members that differ from `old`'s.
  fileprivate func changes(since old: Trace.ScrollViewState) -> Trace.ScrollViewState {
    var changed = Trace.ScrollViewState()
    func keep<Value: Equatable>(_ path: WritableKeyPath<Trace.ScrollViewState, Value?>) {
      if self[keyPath: path] != old[keyPath: path] { changed[keyPath: path] = self[keyPath: path] }
    }
    keep(\.kind)
    keep(\.frameInWindow)
    keep(\.bounds)
    keep(\.contentSize)
    keep(\.contentInset)
    keep(\.appContentInset)
    keep(\.verticalScrollIndicatorInsets)
    keep(\.appVerticalScrollIndicatorInsets)
    keep(\.adjustedContentInset)
    keep(\.safeAreaInsets)
    keep(\.contentInsetAdjustmentBehavior)
    keep(\.automaticallyAdjustsScrollIndicatorInsets)
    keep(\.alwaysBounceVertical)
    keep(\.options)
    return changed
  }
}

extension TraceInsets {
  /// The four edges of `insets`.
  package init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}

/// The identifiers a recorder gives views: `v0`, `v1`, … in the order first seen, stable for
/// the trace. Views are held weakly; a view that is gone never lends its identifier to
/// another.
@MainActor
struct ViewIdentities {
  private struct Entry {
    weak var view: UIView?
    var id: String
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var next = 0

  /// The identifier of `view`, assigned on first sight.
  mutating func id(of view: UIView) -> String {
    let key = ObjectIdentifier(view)
    if let entry = entries[key], entry.view === view { return entry.id }
    let id = "v\(next)"
    next += 1
    entries[key] = Entry(view: view, id: id)
    return id
  }

  /// The identifier of `view` if it was seen.
  func existingID(of view: UIView) -> String? {
    guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
    return entry.id
  }
}
