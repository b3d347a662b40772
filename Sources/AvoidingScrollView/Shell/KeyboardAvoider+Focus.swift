#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Following the edited view, and scrolling it into sight.
extension KeyboardAvoider {
  /// A text field or text view began editing somewhere in the app.
  func textDidBeginEditing(_ view: UIView) {
    // UIKit keeps one first responder per window: editing that begins in another window
    // (another scene, another screen) leaves this window's focus as it is.
    guard let window = scrollView.window, view.window === window else { return }
    // Only a descendant is ours to scroll to; focus elsewhere in this window (another scroll
    // view or controller) leaves the insets working and the scroll position alone.
    focusedView = view.isDescendant(of: scrollView) && view !== scrollView ? view : nil
    if let focusedView {
      features.focusDidChange(to: focusedView)
      update(animation: lastAnimation)
    }
    features.focusFollower?.noteFocusedViewPosition()
  }

  /// Editing ended; forget the view if it was ours.
  func textDidEndEditing(_ view: UIView) {
    if view === focusedView { focusedView = nil }
    features.toolbar.fieldDidEndEditing(view)
  }

  /// The focused text view's text changed: its caret may have moved to a new line or the
  /// view may have grown. The caret is only right once the edit is laid out, so look at it
  /// on the next turn of the main queue.
  func textDidChange(_ view: UIView) {
    guard view === focusedView else { return }
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.update(animation: nil) }
    }
  }

  /// Scrolls so that the focused view (or its caret) plus padding is visible, moving the
  /// least distance, and only when it is not visible already.
  ///
  /// `adjustedContentInset` is the scroll view's, as it stands after the engine's writes.
  func revealFocusedView(adjustedContentInset: UIEdgeInsets) {
    guard keyboard?.isLocal ?? true, isAvoiding, let focus = focusedView,
      let window = scrollView.window, focus.window === window, focus.isDescendant(of: scrollView),
      isShown(focus)
    else { return }
    // UIKit's own request to show this field is answered by this reveal.
    features.focusScroll.answer(for: focus)
    let inner = outermostAvoidingScrollView(between: focus)
    if let inner {
      inner.keyboardAvoider.keyboard = keyboard
      inner.keyboardAvoider.update(animation: nil)
    }
    scrollToReveal(focus, within: inner, adjustedContentInset: adjustedContentInset)
    // Scrolling this view moved the inner one over the keyboard: let it re-measure.
    inner?.keyboardAvoider.update(animation: nil)
  }

  private func scrollToReveal(
    _ focus: UIView, within inner: (any KeyboardAvoidingScrollView)?,
    adjustedContentInset: UIEdgeInsets
  ) {
    let visible = scrollView.bounds.inset(by: adjustedContentInset)
    guard visible.width > 0, visible.height > 0, visible.isSaneFrame else { return }
    var target = focusRect(of: focus, visibleHeight: visible.height)
    let policy = features.focusPolicy
    if inner == nil { target = policy.revealTarget(for: focus, around: target, visible: visible) }
    if let inner {
      // The inner scroll view has done what it can; this one shows the part of the field
      // inside the inner's viewport. The inner's keyboard inset is left out of that viewport:
      // once this view has scrolled, the inner re-measures its overlap, and only the overlap
      // that remains then still hides anything.
      var innerViewport = inner.bounds.inset(by: inner.adjustedContentInset)
      innerViewport.size.height += inner.keyboardAvoider.addedContentBottom
      target = target.intersection(scrollView.convert(innerViewport, from: inner))
    }
    guard !target.isNull, target.isSaneFrame else { return }
    let padded = RevealRect.make(
      focus: target, padding: policy.padding(for: focus), visibleSize: visible.size,
      contentHeight: scrollView.contentSize.height)
    // A pinned section header or footer covers part of the visible area (PinnedSectionBars).
    let bars = PinnedSectionBarsReader.bars(in: scrollView, for: focus)
    let rect = PinnedSectionBars.revealRect(
      padded, header: bars.header, footer: bars.footer, visibleHeight: visible.height)
    guard rect.isSaneFrame else { return }
    if !RevealRect.isVisible(rect, in: visible) {
      scrollView.scrollRectToVisible(rect, animated: false)
    }
    features.floatingKeyboard.moveOutFromUnder(rect, adjustedContentInset: adjustedContentInset)
  }

  /// The focused view's rect in the scroll view; for a text view too tall to show whole,
  /// its caret.
  private func focusRect(of focus: UIView, visibleHeight: CGFloat) -> CGRect {
    let whole = scrollView.convert(focus.bounds, from: focus)
    guard let textView = focus as? UITextView,
      !RevealRect.fitsWhole(
        height: whole.height, padding: features.focusPolicy.padding(for: focus),
        visibleHeight: visibleHeight),
      let selection = textView.selectedTextRange
    else { return whole }
    let caret = scrollView.convert(textView.caretRect(for: selection.end), from: textView)
    return caret.isSaneFrame ? caret : whole
  }

  /// Whether the view and its ancestors up to the scroll view are shown.
  func isShown(_ view: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current, candidate !== scrollView {
      if candidate.isHidden || candidate.alpha <= 0 { return false }
      current = candidate.superview
    }
    return true
  }

  /// The avoiding scroll view nearest to this one on the way down to `focus`, if any.
  private func outermostAvoidingScrollView(between focus: UIView) -> (
    any KeyboardAvoidingScrollView
  )? {
    var found: (any KeyboardAvoidingScrollView)?
    var current = focus.superview
    while let candidate = current, candidate !== scrollView {
      // A class check first: most ancestors are plain views, and a protocol cast is slow.
      if candidate is UIScrollView, let avoiding = candidate as? any KeyboardAvoidingScrollView {
        found = avoiding
      }
      current = candidate.superview
    }
    return found
  }
}
