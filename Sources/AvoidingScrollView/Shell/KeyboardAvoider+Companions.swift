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
    guard !companions.isEmpty, let window = scrollView.window else { return target }
    let rects = companions.compactMap { view -> CGRect? in
      guard view.window === window, view.isDescendant(of: scrollView), view !== scrollView,
        isShown(view)
      else { return nil }
      return scrollView.convert(view.bounds, from: view)
    }
    return CompanionReveal.rect(
      focus: target, companions: rects, padding: padding(for: focus),
      visibleHeight: visible.height)
  }

  /// Reveals the focused view now, as a keyboard event or focus change would.
  func revealFocusedViewNow(animated: Bool) {
    update(animation: animated ? lastAnimation : nil)
  }
}
