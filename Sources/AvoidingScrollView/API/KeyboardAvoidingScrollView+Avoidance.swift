#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Switching avoidance on and off, and what is revealed with the focused view.
extension KeyboardAvoidingScrollView {
  /// Whether the scroll view avoids the keyboard. Default `true`.
  ///
  /// Turn it off while something else manages the keyboard for this screen, for example
  /// while another library is still installed during a migration (see
  /// <doc:MigratingFromOtherLibraries>). Turning it off gives you your own insets back at once
  /// and ignores the keyboard; turning it on again insets and scrolls at once for the last
  /// keyboard frame it heard of, because it keeps listening while it is off. A table or
  /// collection view that is the root view of a `UITableViewController` or
  /// `UICollectionViewController` needs no switch: it stands down inside one by itself.
  ///
  /// ```swift
  /// formScrollView.isKeyboardAvoidanceEnabled = false
  /// ```
  public var isKeyboardAvoidanceEnabled: Bool {
    get { keyboardAvoider.isEnabled }
    set { keyboardAvoider.isEnabled = newValue }
  }

  /// Sets the space kept around one view when it is revealed above the keyboard, in place
  /// of the scroll view's `keyboardPadding`; `nil` removes it.
  ///
  /// Use it for a field that needs more room than the others, for example one with a hint
  /// drawn below it. Negative and non-finite values (NaN, −∞, +∞) count as 0, as they do
  /// for `keyboardPadding`. The view is held weakly: the padding belongs to the view, not to
  /// a row, so a cell reused for another row keeps its field's padding. The new padding
  /// applies the next time the view is revealed; call ``revealFocusedView(animated:)`` to
  /// apply it at once.
  ///
  /// ```swift
  /// formScrollView.setKeyboardPadding(40, for: passwordField)
  /// ```
  ///
  /// - Parameters:
  ///   - padding: The padding in points, or `nil` to use `keyboardPadding` again.
  ///   - view: The text field or text view it applies to.
  public func setKeyboardPadding(_ padding: CGFloat?, for view: UIView) {
    keyboardAvoider.features.focusPolicy.setPadding(padding, for: view)
  }

  /// Sets views revealed together with a field while it is being edited: its error label,
  /// the form's Submit button.
  ///
  /// When the field is revealed, the scroll view shows the smallest rect holding the field
  /// and its companions, with the field's padding around it, if that fits the visible
  /// height. If it does not, the field (or a tall text view's caret) comes first, followed
  /// by as much of the companions below it as fits, then of those above it. A companion
  /// counts only while it is inside this scroll view, shown and in the same window; one in
  /// another window, outside the scroll view, hidden or removed is left out. Views are held
  /// weakly; an empty list removes the field's companions.
  ///
  /// A companion that appears, disappears, moves or changes size while its field is
  /// focused is revealed again in the scroll view's next layout pass (`layoutSubviews()`),
  /// with no call from you. A change that causes no layout pass of the scroll view needs
  /// a call to ``revealFocusedView(animated:)``.
  ///
  /// ```swift
  /// formScrollView.setCompanions([emailErrorLabel, submitButton], for: emailField)
  /// ```
  ///
  /// - Parameters:
  ///   - companions: The views to reveal with `field`; the field itself is ignored here.
  ///   - field: The text field or text view they belong to.
  public func setCompanions(_ companions: [UIView], for field: UIView) {
    keyboardAvoider.features.focusPolicy.setCompanions(companions, for: field)
  }

  /// Reveals the view being edited, with its padding and companions, now.
  ///
  /// The scroll view follows the keyboard, focus changes, size changes and content size
  /// changes by itself. Call this after changing the layout in a way none of those
  /// report: moving a field, showing an error label, changing a per-view padding. Nothing
  /// happens when no view inside the scroll view is being edited or avoidance is off.
  ///
  /// - Parameter animated: Whether to move with the keyboard's last animation.
  public func revealFocusedView(animated: Bool) {
    keyboardAvoider.revealFocusedViewNow(animated: animated)
  }
}
