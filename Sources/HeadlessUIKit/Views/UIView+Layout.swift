#if !canImport(UIKit)
  import Foundation

  // Source: https://developer.apple.com/documentation/uikit/uiview/setneedslayout() and
  // layoutIfNeeded(). The model has no run loop: a pending layout runs when
  // `layoutIfNeeded()` is called on the view or on any ancestor (a test calls
  // `window.layoutIfNeeded()` where UIKit's next display pass would run).
  extension UIView {
    func markNeedsLayout() {
      needsLayout = true
      var view: UIView? = self
      var top: UIView = self
      while let current = view, !current.subtreeNeedsLayout || current === self {
        current.subtreeNeedsLayout = true
        top = current
        view = current.superview
      }
      // The mark reached a window that had no pass pending: a window using Auto Layout runs
      // it at its display turn (AutoLayout/Engine/LayoutPassScheduler.swift).
      if view == nil, top.autoLayoutInSubtree, let window = top as? UIWindow {
        LayoutPassScheduler.scheduleDisplayTurn(for: window)
      }
    }

    /// `layoutIfNeeded()`: the constraint work of the tree first (update constraints, solve),
    /// when there is any, then the pending `layoutSubviews()` calls.
    func performLayoutIfNeeded() {
      if LayoutPassScheduler.hasPendingWork { performPendingConstraintWork() }
      performPendingLayout()
    }

    func performPendingLayout() {
      guard subtreeNeedsLayout else { return }
      subtreeNeedsLayout = false
      if needsLayout {
        needsLayout = false
        layoutSubviews()
      }
      for subview in subviews { subview.layoutIfNeeded() }
    }
  }
#endif
