#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Per-view settings an app gives the scroll view: a padding of its own, and companions
/// revealed together with a field. Views are held weakly: a view that goes away takes its
/// settings with it.
@MainActor
struct FocusPolicy {
  private struct Padding {
    weak var view: UIView?
    var value: CGFloat
  }

  private struct Companions {
    weak var field: UIView?
    var views: [WeakView]
  }

  struct WeakView {
    weak var view: UIView?
  }

  /// The focused view's companion rects at the last layout pass, to notice a change.
  var lastCompanionLayout: (field: WeakView, rects: [CGRect])?

  private var paddings: [Padding] = []
  private var companionSets: [Companions] = []

  /// Sets (or with `nil`, removes) the padding of `view`. Negative and non-finite values
  /// count as 0, as for the scroll view's own padding [choice: one rule for both].
  mutating func setPadding(_ value: CGFloat?, for view: UIView) {
    paddings.removeAll { $0.view == nil || $0.view === view }
    guard let value else { return }
    paddings.append(Padding(view: view, value: value.isFinite ? max(0, value) : 0))
  }

  /// The padding set for `view`, if any.
  func padding(for view: UIView) -> CGFloat? {
    paddings.first { $0.view === view }?.value
  }

  /// Sets the companions of `field`; an empty list removes them.
  mutating func setCompanions(_ views: [UIView], for field: UIView) {
    companionSets.removeAll { $0.field == nil || $0.field === field }
    let kept = views.filter { $0 !== field }.map { WeakView(view: $0) }
    guard !kept.isEmpty else { return }
    companionSets.append(Companions(field: field, views: kept))
  }

  /// The companions of `field` that still exist.
  func companions(of field: UIView) -> [UIView] {
    companionSets.first { $0.field === field }?.views.compactMap(\.view) ?? []
  }
}
