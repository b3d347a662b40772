#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension AvoidingTableView {
  /// Moves the focus to the next text field or text view of the form, in reading order, and returns
  /// whether the focus moved.
  ///
  /// The order and the fields skipped are those of ``AvoidingScrollView/focusNextField()``: rows of
  /// overlapping fields from top to bottom, leading to trailing within a row; hidden, transparent,
  /// disabled and non-editable fields are passed over, as is a field whose delegate refuses to
  /// begin editing. After the last field nothing happens and the method returns `false`.
  ///
  /// Only the rows on screen have cells, so the next field may be in a row whose cell does not
  /// exist yet. When no field after the focused one is on screen, the table view scrolls the rows
  /// after the focused field's cell in, one at a time, the least distance and without animation,
  /// and focuses the first field of the first one that has a field; rows without a field are passed
  /// over. At most 20 rows past those on screen (an empty section counts as one) are looked at; if
  /// none of them has a field that takes the focus, the table view scrolls back and the method
  /// returns `false`. Should the focused field's cell have left the screen on the way, the field in
  /// the same place of the same row takes the focus again.
  ///
  /// ```swift
  /// @objc func nextTapped() {
  ///   if !settingsTable.focusNextField() { submit() }
  /// }
  /// ```
  @discardableResult
  public func focusNextField() -> Bool {
    keyboardAvoider.moveFocus(forward: true)
  }

  /// Moves the focus to the previous text field or text view of the form, in reading order, and
  /// returns whether the focus moved.
  ///
  /// The order is that of ``focusNextField()``, walked backwards; rows before the screen are
  /// scrolled in the same way, and the last field of such a row takes the focus. From the first
  /// field nothing happens and the method returns `false`.
  @discardableResult
  public func focusPreviousField() -> Bool {
    keyboardAvoider.moveFocus(forward: false)
  }

  /// Whether a text field's Return key moves the focus to the next field, and ends editing on the
  /// last one. Default `true`.
  ///
  /// As ``AvoidingScrollView/isReturnKeyNavigationEnabled``: the table view never becomes a field's
  /// delegate, listens to `.editingDidEndOnExit` (sent only when the delegate's
  /// `textFieldShouldReturn(_:)` does not return `false`), and names Return keys `.next` or `.done`
  /// only where you left `.default`. The next field is the one ``focusNextField()`` would focus, in
  /// a row scrolled in if need be. While rows without a cell follow the last cell on screen, no
  /// field on screen is named `.done`: the form's last field is not on screen yet. Turning it off
  /// ignores the key and puts `.default` back where the table view had set a title.
  ///
  /// ```swift
  /// settingsTable.isReturnKeyNavigationEnabled = false  // the app handles Return itself
  /// ```
  public var isReturnKeyNavigationEnabled: Bool {
    get { keyboardAvoider.isReturnKeyNavigationEnabled }
    set { keyboardAvoider.isReturnKeyNavigationEnabled = newValue }
  }
}
