import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Step 4 of the pipeline: the plan performed with UIKit writes, in order: the restore-offset
/// memory's first step, the insets, the pull back into range, the reveal, the move away from
/// a floating keyboard, the memory's last step, UIKit's held scroll requests, and last the
/// nested avoiding scroll view's new measurement. Each write is made only when it changes
/// something; nothing is decided here, and what was written is returned.
extension KeyboardAvoider {
  /// Performs `plan` and returns how the offset moved.
  func apply(_ plan: AvoidancePlan) -> AppliedUpdate {
    let scrollView = self.scrollView
    var applied = AppliedUpdate(offsetBefore: plan.measurement.offset)
    let restoreOffset = features.restoreOffset
    // Only a whole update moves the offset or uses the memory; an ignored notification's
    // plan changes nothing, so nothing below writes for it.
    let decides = plan.scope == .update
    if decides { restoreOffset.beforeUpdate(plan.offsetMemory) }
    // A drag's sample and held scrolls alone write the insets only when they change.
    if decides || plan.ledger != ledger { writeInsets(plan.ledger) }
    if let y = plan.pullBack {
      // After the keyboard's inset shrinks, UIKit leaves the offset where it was, which can
      // show a blank band below the content: pull it back to the end of the scrollable range.
      scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
      applied.note(.pullBack, offset: scrollView.contentOffset)
    }
    let focus = focusedView
    if decides, plan.revealPlan.settlesHeldRequest, let focus {
      // UIKit's own request to show this field is answered by this reveal (or, for a hidden
      // field, dropped).
      features.focusScroll.answer(for: focus)
    }
    if plan.awaitsLayout {
      // The focused view is placed in the coming layout pass, by its container: the owner
      // lays out in that pass too, and reveals it then (``KeyboardAvoider/laidOut()``).
      scrollView.setNeedsLayout()
    }
    if case .scroll(let rect) = plan.revealPlan {
      scrollView.scrollRectToVisible(rect, animated: false)
      applied.note(.reveal, offset: scrollView.contentOffset)
    }
    // Where UIKit's scroll landed is UIKit's to say: the next two steps are the plan's pure
    // functions of that offset.
    if let offset = plan.floatingKeyboardMove(after: scrollView.contentOffset) {
      scrollView.contentOffset = offset
      applied.note(.floatingKeyboard, offset: scrollView.contentOffset)
    }
    if decides,
      case .restore(let y) = restoreOffset.afterUpdate(
        keyboardNow: plan.ledger.keyboardContentBottom, offset: scrollView.contentOffset,
        range: plan.scrollableRange), let y
    {
      scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
      applied.note(.restore, offset: scrollView.contentOffset)
    }
    if plan.performsHeldScrolls {
      applied.heldScrolls = features.focusScroll.performAtLayout()
    }
    if plan.remeasuresInner, let focus, let inner = outermostAvoidingScrollView(holding: focus) {
      // Scrolling this view moved the inner one over the keyboard: let it re-measure.
      inner.keyboardAvoider.handle(.outerScrolled)
    }
    return applied
  }

  /// Writes the app's insets plus the keyboard's part, touching only what differs.
  func writeInsets(_ ledger: InsetLedger) {
    commitLedger(ledger)
    let content = UIEdgeInsets(ledger.contentInset)
    let indicator = UIEdgeInsets(ledger.indicatorInsets)
    let scrollView = self.scrollView
    writingInsets {
      if scrollView.verticalScrollIndicatorInsets != indicator {
        scrollView.verticalScrollIndicatorInsets = indicator
      }
      if scrollView.contentInset != content { scrollView.contentInset = content }
    }
  }
}
