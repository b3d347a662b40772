#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension AvoidingCollectionView {
  /// Sets the space kept around one view when it is revealed above the keyboard, in place of
  /// ``keyboardPadding``; `nil` removes it.
  ///
  /// As ``AvoidingScrollView/setKeyboardPadding(_:for:)``: negative and non-finite values count as
  /// 0, the view is held weakly, and the padding applies the next time the view is revealed (call
  /// ``revealFocusedView(animated:)`` to apply it at once). The padding belongs to the view, not to
  /// an item: a cell reused for another item keeps its field's padding.
  ///
  /// ```swift
  /// formCollection.setKeyboardPadding(40, for: cell.passwordField)
  /// ```
  ///
  /// - Parameters:
  ///   - padding: The padding in points, or `nil` to use ``keyboardPadding`` again.
  ///   - view: The text field or text view it applies to.
  public func setKeyboardPadding(_ padding: CGFloat?, for view: UIView) {
    keyboardAvoider.focusPolicy.setPadding(padding, for: view)
  }

  /// Sets views revealed together with a field while it is being edited, such as its error label.
  ///
  /// As ``AvoidingScrollView/setCompanions(_:for:)``: the smallest rect holding the field and its
  /// companions is revealed if it fits the visible height, else the field first and as much of the
  /// companions as fits. A companion counts only while it is inside this collection view, shown and
  /// in the same window; views are held weakly; an empty list removes the field's companions. A
  /// companion that changes while its field is focused is revealed again in the collection view's
  /// next layout pass.
  ///
  /// ```swift
  /// formCollection.setCompanions([cell.errorLabel], for: cell.emailField)
  /// ```
  ///
  /// - Parameters:
  ///   - companions: The views to reveal with `field`; the field itself is ignored here.
  ///   - field: The text field or text view they belong to.
  public func setCompanions(_ companions: [UIView], for field: UIView) {
    keyboardAvoider.focusPolicy.setCompanions(companions, for: field)
  }

  /// Reveals the view being edited, with its padding and companions, now.
  ///
  /// As ``AvoidingScrollView/revealFocusedView(animated:)``: call it after a layout change that no
  /// keyboard, focus, size or content size change reports. Nothing happens when no view inside the
  /// collection view is being edited or avoidance is off.
  ///
  /// - Parameter animated: Whether to move with the keyboard's last animation.
  public func revealFocusedView(animated: Bool) {
    keyboardAvoider.revealFocusedViewNow(animated: animated)
  }
}
