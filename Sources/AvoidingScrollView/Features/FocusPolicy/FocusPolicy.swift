import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Per-view settings an app gives the scroll view: a padding of its own, and companions
/// revealed together with a field (`setKeyboardPadding(_:for:)`, `setCompanions(_:for:)`).
///
/// Views are held weakly: a view that goes away takes its settings with it. The feature also
/// remembers where the focused view's companions were at the last reveal or layout pass, so
/// that a companion that appears, moves or changes size is revealed again.
@MainActor
package final class FocusPolicy {
  private unowned let context: any FeatureContext
  private var scrollView: UIScrollView { context.scrollView }

  private struct Padding {
    weak var view: UIView?
    var value: CGFloat
  }

  private struct Companions {
    weak var field: UIView?
    var views: [WeakView]
  }

  private struct WeakView {
    weak var view: UIView?
  }

  private var paddings: [Padding] = []
  private var companionSets: [Companions] = []
  /// The focused view's companion rects at the last reveal or layout pass, to notice a change.
  private var lastCompanionLayout: (field: WeakView, rects: [CGRect])?

  init(context: any FeatureContext) {
    self.context = context
  }

  /// Sets (or with `nil`, removes) the padding of `view`. Negative and non-finite values
  /// count as 0, as for the scroll view's own padding [choice: one rule for both].
  func setPadding(_ value: CGFloat?, for view: UIView) {
    paddings.removeAll { $0.view == nil || $0.view === view }
    guard let value else { return }
    paddings.append(Padding(view: view, value: value.isFinite ? max(0, value) : 0))
  }

  /// The padding around `view`: its own, if the app set one, else the scroll view's.
  func padding(for view: UIView) -> CGFloat {
    paddings.first { $0.view === view }?.value ?? context.padding
  }

  /// Sets the companions of `field`; an empty list removes them.
  func setCompanions(_ views: [UIView], for field: UIView) {
    companionSets.removeAll { $0.field == nil || $0.field === field }
    let kept = views.filter { $0 !== field }.map { WeakView(view: $0) }
    guard !kept.isEmpty else { return }
    companionSets.append(Companions(field: field, views: kept))
  }

  /// The views the app gave a padding of their own or companions, with those settings (for
  /// a session recorder, in the AvoidingScrollViewDiagnostics product).
  package var configuredViews: [(view: UIView, padding: CGFloat?, companions: [UIView])] {
    var views: [(view: UIView, padding: CGFloat?, companions: [UIView])] = []
    for entry in paddings {
      if let view = entry.view { views.append((view, entry.value, companions(of: view))) }
    }
    for set in companionSets {
      guard let field = set.field, !views.contains(where: { $0.view === field }) else { continue }
      views.append((field, nil, companions(of: field)))
    }
    return views
  }

  /// The companions of `field` that still exist.
  private func companions(of field: UIView) -> [UIView] {
    companionSets.first { $0.field === field }?.views.compactMap(\.view) ?? []
  }

  /// The rects, in this scroll view, of `focus`'s companions that count for its reveal now;
  /// remembered, so that a layout pass that finds them elsewhere reveals again.
  ///
  /// A companion counts only while it is inside this scroll view, in its window and shown
  /// [choice]: one elsewhere (outside the scroll view, in another window, hidden, removed)
  /// cannot be scrolled into sight, so it is left out and the field is revealed as if it
  /// had none; it counts again as soon as it is back. Views in another window are never
  /// converted, since UIKit's conversion requires one window [doc: UIView.convert]. A
  /// companion whose rect is not finite is left out too (see ``companionsMoved(of:)``).
  func companionRectsForReveal(of focus: UIView) -> [CGRect] {
    guard !companions(of: focus).isEmpty else { return [] }
    let rects = companionRects(of: focus).sane
    // What this reveal took in; a layout pass that finds otherwise reveals again.
    lastCompanionLayout = (WeakView(view: focus), rects)
    return rects
  }

  /// The rects, in this scroll view, of `focus`'s companions that count now (see
  /// ``companionRectsForReveal(of:)``), those that are finite and within the coordinate limit,
  /// and whether any was not.
  private func companionRects(of focus: UIView) -> (sane: [CGRect], hasInsane: Bool) {
    guard let window = scrollView.window else { return ([], false) }
    var sane: [CGRect] = []
    var hasInsane = false
    for view in companions(of: focus) {
      guard view.window === window, view.isDescendant(of: scrollView), view !== scrollView,
        context.isShown(view)
      else { continue }
      let rect = scrollView.convert(view.bounds, from: view)
      // A rect that is not finite can be neither revealed nor compared (NaN ≠ NaN).
      if rect.isSaneFrame { sane.append(rect) } else { hasInsane = true }
    }
    return (sane, hasInsane)
  }

  /// Called on each layout pass of the scroll view: whether a companion of the focused view
  /// appeared, disappeared, moved or changed size since the last pass, so that an error
  /// label shown by the app's layout is brought into sight with no call from the app.
  /// Scrolling does not change the rects (they are in content coordinates), so it costs a
  /// comparison and nothing more.
  ///
  /// A pass that finds a companion whose rect is not finite (bad input: an app's layout
  /// that divided by zero) says nothing moved and keeps what the last pass saw [choice: bad
  /// input is a clean no-op; taking such a companion for one that disappeared revealed the
  /// field again, pulling the user's own scroll back]. Once it is finite again, it is
  /// compared with where it was before.
  func companionsMoved(of focus: UIView?) -> Bool {
    guard let focus, !companions(of: focus).isEmpty else {
      lastCompanionLayout = nil
      return false
    }
    let (rects, hasInsane) = companionRects(of: focus)
    guard !hasInsane else { return false }
    let last = lastCompanionLayout
    lastCompanionLayout = (WeakView(view: focus), rects)
    guard let last, last.field.view === focus, last.rects != rects else { return false }
    return true
  }
}
