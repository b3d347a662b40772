import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Step 4 of the pipeline: the plan performed with UIKit writes, in order: the restore-offset
/// memory's first step, the insets, the pull back into range, the reveal, the memory's last
/// step. Each write is made only when it changes something.
extension KeyboardAvoider {
  /// Performs `plan`, telling `diagnostics` (when someone listens) each move of the offset
  /// and what the reveal decided.
  func apply(_ plan: AvoidancePlan, diagnostics: DecisionDiagnostics?) {
    let restoreOffset = features.restoreOffset
    restoreOffset.beforeUpdate(plan.offsetMemory)
    writeInsets(plan.ledger)
    if let upper = plan.pullBackTo {
      // After the keyboard's inset shrinks, UIKit leaves the offset where it was, which can
      // show a blank band below the content: pull it back to the end of the scrollable range.
      let offset = scrollView.contentOffset
      if offset.y > upper {
        scrollView.contentOffset = CGPoint(x: offset.x, y: upper)
        diagnostics?.noteOffset(.pullBack, scrollView.contentOffset)
      }
    }
    let revealed = reveal(for: plan, diagnostics: diagnostics)
    diagnostics?.noteReveal(revealed)
    if case .restore(let y) = restoreOffset.afterUpdate(
      keyboardNow: plan.ledger.keyboardContentBottom, offset: scrollView.contentOffset,
      range: plan.scrollableRange), let y
    {
      scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
      diagnostics?.noteOffset(.restore, scrollView.contentOffset)
    }
  }

  /// Writes the app's insets plus the keyboard's part, touching only what differs.
  private func writeInsets(_ ledger: InsetLedger) {
    commitLedger(ledger)
    let content = UIEdgeInsets(ledger.contentInset)
    let indicator = UIEdgeInsets(ledger.indicatorInsets)
    writingInsets {
      if scrollView.verticalScrollIndicatorInsets != indicator {
        scrollView.verticalScrollIndicatorInsets = indicator
      }
      if scrollView.contentInset != content { scrollView.contentInset = content }
    }
  }
}
