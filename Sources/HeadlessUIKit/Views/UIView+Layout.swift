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
      while let current = view, !current.subtreeNeedsLayout || current === self {
        current.subtreeNeedsLayout = true
        view = current.superview
        // The mark reached a window that had no pass pending: a window using Auto Layout runs
        // it at its display turn (AutoLayout/Engine/LayoutPassScheduler.swift). (Checked here,
        // on the loop's own reference: holding the top view in another variable costs a
        // retain and a release per step, through the side table weak references give views.)
        if view == nil, current.autoLayoutInSubtree, let window = current as? UIWindow {
          LayoutPassScheduler.scheduleDisplayTurn(for: window)
        }
      }
    }

    func performPendingLayout() {
      guard subtreeNeedsLayout else { return }
      subtreeNeedsLayout = false
      if needsLayout {
        needsLayout = false
        if isViewControllerRoot {
          layOutAsRootView()  // ViewControllers/UIViewController+LifeCycle.swift
        } else {
          layoutSubviews()
        }
      }
      for subview in subviews { subview.layoutIfNeeded() }
    }
  }
#endif
