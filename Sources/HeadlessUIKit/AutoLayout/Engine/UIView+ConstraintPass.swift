#if !canImport(UIKit)
  import Foundation

  // One layout pass of a tree that uses Auto Layout: update constraints, solve, then the
  // model's layout walk (UIView+Layout.swift), whose base `layoutSubviews()` applies the
  // solution (UIView+ApplyLayout.swift).
  //
  // [doc] WWDC15 219: the deferred pass makes "two passes through the view hierarchy —
  // update constraints, reassign view frames"; after the engine recomputes, each view whose
  // frame changes has its superview marked with `setNeedsLayout()`.
  // [choice] A solution can move what the next solve reads (a safe area, a keyboard guide's
  // view on screen): a pass called from outside any other repeats, at most four times, while
  // its root has work again, so `window.layoutIfNeeded()` leaves the layout settled.
  // The solve is the whole tree's (one engine per window), but the layout is only the
  // receiver's subtree [doc: CALayer.h, `-layoutIfNeeded`, lays out beneath the receiver's
  // topmost ancestor that needs layout; the model does not walk up yet, a [choice] noted in
  // the README]; views the solve marked elsewhere wait for their window's display turn.
  extension UIView {
    func performPendingConstraintWork() {
      let root = layoutRoot
      var rounds = 0
      while rounds < 4, LayoutPassScheduler.takePending(root) {
        rounds += 1
        root.runUpdateConstraintsPass()
        _ = LayoutPassScheduler.takePending(root)  // changes made by updateConstraints()
        LayoutSystem.solve(root: root)
        guard LayoutPassScheduler.passDepth == 0 else { return }
        LayoutPassScheduler.passDepth += 1
        performPendingLayout()
        LayoutPassScheduler.passDepth -= 1
      }
    }

    /// The engine's pending work for a read of a solved value (`UILayoutGuide.layoutFrame`):
    /// update constraints and solve, as a layout pass begins, but no layout. The solve marks
    /// every view whose frame changes with `setNeedsLayout()` (LayoutSystem+Solution.swift),
    /// so the pass that moves them still comes at the display turn or an explicit
    /// `layoutIfNeeded()`. [choice] Not re-entered: a read from inside the update pass or the
    /// solve answers with the solution so far.
    func solvePendingConstraintsForRead() {
      guard LayoutPassScheduler.hasPendingWork, !LayoutPassScheduler.isSolvingForRead else {
        return
      }
      let root = layoutRoot
      guard root.autoLayoutInSubtree, LayoutPassScheduler.takePending(root) else { return }
      LayoutPassScheduler.isSolvingForRead = true
      defer { LayoutPassScheduler.isSolvingForRead = false }
      root.runUpdateConstraintsPass()
      _ = LayoutPassScheduler.takePending(root)  // changes made by updateConstraints()
      LayoutSystem.solve(root: root)
    }
  }
#endif
