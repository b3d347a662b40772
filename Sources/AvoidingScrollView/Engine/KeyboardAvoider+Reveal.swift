import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The reveal, the last part of applying a plan: the focused view measured once the insets
/// are written (and once a nested avoiding scroll view has revealed it first), a
/// ``RevealPlan`` decided, the scroll made, and a floating keyboard moved away from.
extension KeyboardAvoider {
  /// Scrolls so that the focused view (or its caret), its companions and its padding are
  /// visible, moving the least distance, and only when they are not visible already; returns
  /// what was decided, and tells `diagnostics` what it measured and how the offset moved.
  func reveal(for plan: AvoidancePlan, diagnostics: DecisionDiagnostics?) -> RevealPlan {
    guard plan.reveal == .reveal else { return .skip(.notThisEvent(plan.reveal)) }
    guard isAvoiding else { return .skip(.notAvoiding) }
    guard let focus = focusedView, let window = scrollView.window, focus.window === window,
      focus.isDescendant(of: scrollView)
    else { return .skip(.noFocusedView) }
    guard isShown(focus) else {
      // [choice] The component never scrolls to a hidden or transparent view, and it has
      // taken over UIKit's own scroll on focus: UIKit's request to show this one goes too.
      features.focusScroll.drop(for: focus)
      return .skip(.hiddenView)
    }
    // Another app's keyboard insets but never scrolls (scenarios.md K6); UIKit's own request
    // is then performed as asked, at the layout pass.
    guard keyboard?.isLocal ?? true else { return .skip(.notThisEvent(.otherAppsKeyboard)) }
    // UIKit's own request to show this field is answered by this reveal.
    features.focusScroll.answer(for: focus)
    let inner = outermostAvoidingScrollView(between: focus)
    inner?.keyboardAvoider.revealBeforeOuter(keyboard: keyboard)
    let decision = revealPlan(
      for: focus, within: inner, adjustedContentInset: plan.adjustedContentInset,
      diagnostics: diagnostics)
    if case .scroll(let rect) = decision {
      scrollView.scrollRectToVisible(rect, animated: false)
      diagnostics?.noteOffset(.reveal, scrollView.contentOffset)
    }
    if let rect = decision.rect {
      features.floatingKeyboard.moveOutFromUnder(
        rect, adjustedContentInset: UIEdgeInsets(plan.adjustedContentInset),
        range: plan.scrollableRange)
      diagnostics?.noteOffset(.floatingKeyboard, scrollView.contentOffset)
    }
    // Scrolling this view moved the inner one over the keyboard: let it re-measure.
    inner?.keyboardAvoider.outerDidScroll()
    return decision
  }

  /// Measures the focused view and decides the reveal (the measurement told to
  /// `diagnostics`).
  private func revealPlan(
    for focus: UIView, within inner: (any KeyboardAvoidingScrollView)?,
    adjustedContentInset: Edges, diagnostics: DecisionDiagnostics?
  ) -> RevealPlan {
    let visible = scrollView.bounds.inset(by: UIEdgeInsets(adjustedContentInset))
    guard RevealPlan.canShow(in: visible) else { return .skip(.nothingVisible) }
    let policy = features.focusPolicy
    let padding = policy.padding(for: focus)
    var innerViewport: CGRect?
    if let inner {
      // The inner scroll view has done what it can; this one shows the part of the field
      // inside the inner's viewport. The inner's keyboard inset is left out of that viewport:
      // once this view has scrolled, the inner re-measures its overlap, and only the overlap
      // that remains then still hides anything.
      var viewport = inner.bounds.inset(by: inner.adjustedContentInset)
      viewport.size.height += inner.keyboardAvoider.ledger.keyboardContentBottom
      innerViewport = scrollView.convert(viewport, from: inner)
    }
    // A pinned section header or footer covers part of the visible area (PinnedSectionBars).
    let bars = PinnedSectionBarsReader.bars(in: scrollView, for: focus)
    let measurement = RevealPlan.Measurement(
      visible: visible,
      focus: focusRect(of: focus, padding: padding, visibleHeight: visible.height),
      companions: inner == nil ? policy.companionRectsForReveal(of: focus) : [],
      padding: padding, contentHeight: scrollView.contentSize.height,
      innerViewport: innerViewport, pinnedHeader: bars.header, pinnedFooter: bars.footer)
    diagnostics?.noteRevealMeasurement(measurement, of: focus)
    return RevealPlan(measurement)
  }

  /// The focused view's rect in the scroll view; for a text view too tall to show whole,
  /// its caret.
  private func focusRect(of focus: UIView, padding: CGFloat, visibleHeight: CGFloat) -> CGRect {
    let whole = scrollView.convert(focus.bounds, from: focus)
    guard let textView = focus as? UITextView,
      !RevealRect.fitsWhole(height: whole.height, padding: padding, visibleHeight: visibleHeight),
      let selection = textView.selectedTextRange
    else { return whole }
    let caret = scrollView.convert(textView.caretRect(for: selection.end), from: textView)
    return caret.isSaneFrame ? caret : whole
  }
}
