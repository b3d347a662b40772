#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Per-view padding and companions, applied when the focused view is revealed.
extension KeyboardAvoider {
  /// The padding around `view`: its own, if the app set one, else the scroll view's.
  func padding(for view: UIView) -> CGFloat {
    focusPolicy.padding(for: view) ?? padding
  }

  /// `focus`'s rect (`target`) grown to take in its companions, as far as they fit.
  ///
  /// A companion counts only while it is inside this scroll view, in its window and shown
  /// [choice]: one elsewhere (outside the scroll view, in another window, hidden, removed)
  /// cannot be scrolled into sight, so it is left out and the field is revealed as if it
  /// had none; it counts again as soon as it is back. Views in another window are never
  /// converted, since UIKit's conversion requires one window [doc: UIView.convert].
  func revealTarget(for focus: UIView, around target: CGRect, visible: CGRect) -> CGRect {
    let companions = focusPolicy.companions(of: focus)
    guard !companions.isEmpty else { return target }
    let rects = companionRects(of: focus)
    // What this reveal took in; a layout pass that finds otherwise reveals again.
    focusPolicy.lastCompanionLayout = (FocusPolicy.WeakView(view: focus), rects)
    return CompanionReveal.rect(
      focus: target, companions: rects, padding: padding(for: focus),
      visibleHeight: visible.height)
  }

  /// The rects, in this scroll view, of `focus`'s companions that count now (see
  /// ``revealTarget(for:around:visible:)``).
  func companionRects(of focus: UIView) -> [CGRect] {
    guard let window = scrollView.window else { return [] }
    return focusPolicy.companions(of: focus).compactMap { view -> CGRect? in
      guard view.window === window, view.isDescendant(of: scrollView), view !== scrollView,
        isShown(view)
      else { return nil }
      let rect = scrollView.convert(view.bounds, from: view)
      // A rect that is not finite can be neither revealed nor compared (NaN ≠ NaN).
      return rect.isSaneFrame ? rect : nil
    }
  }

  /// Called on each layout pass of the scroll view: when a companion of the focused view
  /// appeared, disappeared, moved or changed size since the last pass, reveal again, so an
  /// error label shown by the app's layout is brought into sight with no call from the app.
  /// Scrolling does not change the rects (they are in content coordinates), so it costs a
  /// comparison and nothing more.
  func revealIfCompanionsChanged() {
    guard let focus = focusedView, !focusPolicy.companions(of: focus).isEmpty else {
      focusPolicy.lastCompanionLayout = nil
      return
    }
    let rects = companionRects(of: focus)
    let last = focusPolicy.lastCompanionLayout
    focusPolicy.lastCompanionLayout = (FocusPolicy.WeakView(view: focus), rects)
    guard let last, last.field.view === focus, last.rects != rects else { return }
    update(animation: nil)
  }

  /// Reveals the focused view now, as a keyboard event or focus change would.
  func revealFocusedViewNow(animated: Bool) {
    update(animation: animated ? lastAnimation : nil)
  }
}
