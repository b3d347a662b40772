#if !canImport(UIKit)
  import Foundation

  // The update-constraints phase.
  //
  // [doc] UIView.h: `updateConstraintsIfNeeded` "Updates the constraints from the bottom up
  // for the view hierarchy rooted at the receiver"; WWDC18 220: the phase goes "from the leaf
  // most views up … towards the window", before layout. Post-order over the subviews, in
  // their order [choice for siblings: UIKit does not say]. Each view is asked once per
  // `setNeedsUpdateConstraints()`; every view starts needing it, so the first pass of a tree
  // that uses Auto Layout asks every view (UIView.h, "engages lazily … you might never even
  // receive updateConstraints if no one makes a constraint").
  extension UIView {
    func markNeedsUpdateConstraints() {
      needsUpdateConstraintsFlag = true
      propagateNeedsUpdateConstraints()
    }

    /// Flags the ancestors, and makes the root's pass pending when it uses Auto Layout. An
    /// ancestor already flagged ends the walk: whoever flagged it made the pass pending then
    /// (or the tree uses no Auto Layout yet, and engaging it will).
    func propagateNeedsUpdateConstraints() {
      subtreeNeedsUpdateConstraints = true
      var view: UIView = self
      while let parent = view.superview {
        if parent.subtreeNeedsUpdateConstraints { return }
        parent.subtreeNeedsUpdateConstraints = true
        view = parent
      }
      if view.autoLayoutInSubtree { LayoutPassScheduler.markPending(view) }
    }

    func runUpdateConstraintsPass() {
      guard subtreeNeedsUpdateConstraints else { return }
      subtreeNeedsUpdateConstraints = false
      for subview in subviews { subview.runUpdateConstraintsPass() }
      if needsUpdateConstraintsFlag {
        needsUpdateConstraintsFlag = false
        updateConstraints()
      }
    }
  }
#endif
