#if !canImport(UIKit)
  import Foundation

  // `systemLayoutSizeFitting` and the fitting sizes.
  //
  // [doc] UIView.h: "The size fitting most closely to targetSize in which the receiver's
  // subtree can be laid out while optimally satisfying the constraints. If you want the
  // smallest possible size, pass UILayoutFittingCompressedSize; for the largest possible
  // size, pass UILayoutFittingExpandedSize." The system is the receiver's subtree (its own
  // and its descendants' constraints, intrinsic sizes, translating subviews' frames), with the
  // receiver's own size drawn to the target at the two priorities; the receiver's own frame
  // and the constraints of its ancestors take no part [choice: as a cell's content view is
  // measured before it is placed].
  extension UIView {
    /// The option to use the smallest possible size.
    ///
    /// Source: UIView.h, `UIKIT_EXTERN const CGSize UILayoutFittingCompressedSize`; its value
    /// is not in the header: (0, 0) [choice: "the smallest possible size" from any
    /// non-negative sizes].
    @preconcurrency @MainActor public static let layoutFittingCompressedSize = CGSize.zero

    /// The option to use the largest possible size.
    ///
    /// Source: UIView.h, `UIKIT_EXTERN const CGSize UILayoutFittingExpandedSize`; its value
    /// is not in the header: 10,000 × 10,000 points [choice].
    @preconcurrency @MainActor public static let layoutFittingExpandedSize = CGSize(
      width: 10_000, height: 10_000)

    /// The absence of an intrinsic metric for a given numeric view property.
    ///
    /// Source: UIView.h, `UIKIT_EXTERN const CGFloat UIViewNoIntrinsicMetric API_AVAILABLE(
    /// ios(6.0)); // -1`.
    @preconcurrency @MainActor public static let noIntrinsicMetric: CGFloat = -1

    func modelSystemLayoutSize(
      fitting target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
      // The subtree's update-constraints pass runs first, so that views that make their
      // constraints in `updateConstraints()` (a stack view's arrangement) are measured with
      // them [seen: a public iOS 10.2.1 crash log whose stack shows UIKit's
      // `_updateConstraintsIfNeeded…` called from `_systemLayoutSizeFittingSize…`
      // (fidelity-audit-3, E1); UIView.h, `updateConstraintsIfNeeded` "Updates the
      // constraints from the bottom up for the view hierarchy rooted at the receiver"].
      runUpdateConstraintsPass()
      let system = LayoutSystem(
        root: self, purpose: .fitting(target: target, horizontal: horizontal, vertical: vertical))
      let solution = LinearSolver.solve(system.constraints, variableCount: system.variableCount)
      guard let size = system.rect(of: self, in: solution)?.size else { return bounds.size }
      return size
    }
  }
#endif
