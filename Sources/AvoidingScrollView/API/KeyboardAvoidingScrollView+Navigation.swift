#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Moving through the form: next and previous field, and the Return key.
extension KeyboardAvoidingScrollView {
  /// Moves the focus to the next text field or text view of the form, in reading order, and
  /// returns whether the focus moved.
  ///
  /// Reading order is rows from top to bottom, a row being fields whose vertical extents
  /// overlap, then leading to trailing within a row: right to left when the scroll view's
  /// `effectiveUserInterfaceLayoutDirection` is `.rightToLeft`. Fields that are hidden (or
  /// inside a hidden view), fully transparent, disabled or not editable are skipped. The
  /// fields of an avoiding scroll view nested inside this one are visited in place, in
  /// that scroll view's own order.
  ///
  /// With no field being edited, the first field of the form takes the focus. A field whose
  /// delegate refuses to begin editing is passed over for the one after it. After the last
  /// field nothing happens and the method returns `false`: the order does not wrap around.
  /// The form is read afresh on every call, so a field removed or disabled a moment ago is
  /// never focused.
  ///
  /// In a table or collection view only the rows on screen have cells, so the next field may
  /// be in a row whose cell does not exist yet. When no field after the focused one is on
  /// screen, the rows after the focused field's cell are scrolled in, one at a time, the
  /// least distance and without animation, and the first field of the first one that has a
  /// field takes the focus; rows without a field are passed over. At most 20 rows past those
  /// on screen (an empty section counts as one) are looked at; if none of them has a field
  /// that takes the focus, the rows scroll back and the method returns `false`. Should the
  /// focused field's cell have left the screen on the way, the field in the same place of
  /// the same row takes the focus again.
  ///
  /// When VoiceOver is running, it is moved to the field that took the focus, so that the
  /// user hears where the text now goes: once, after the field is revealed, on the next turn
  /// of the main queue (the last move of a turn wins), with a `layoutChanged` accessibility
  /// notification, unless VoiceOver is already on that field. The toolbar's buttons and the
  /// Return key do the same; a field the user taps or reaches with Tab, or one your code
  /// makes first responder, gets no such notification.
  ///
  /// ```swift
  /// @objc func nextTapped() {
  ///   if !formScrollView.focusNextField() { submit() }
  /// }
  /// ```
  @discardableResult
  public func focusNextField() -> Bool {
    keyboardAvoider.features.navigation.moveFocus(forward: true)
  }

  /// Moves the focus to the previous text field or text view of the form, in reading
  /// order, and returns whether the focus moved.
  ///
  /// The order and the fields skipped are those of ``focusNextField()``, walked backwards.
  /// With no field being edited, the last field of the form takes the focus; from the
  /// first field nothing happens and the method returns `false`. In a table or collection
  /// view, rows before the screen are scrolled in as for ``focusNextField()``, and the last
  /// field of such a row takes the focus.
  @discardableResult
  public func focusPreviousField() -> Bool {
    keyboardAvoider.features.navigation.moveFocus(forward: false)
  }

  /// Whether a text field's Return key moves the focus to the next field, and ends editing
  /// on the last one. Default `true`.
  ///
  /// The scroll view never becomes a field's delegate: it listens to the field's
  /// `.editingDidEndOnExit` control event, which the field sends only when its delegate's
  /// `textFieldShouldReturn(_:)` returns `true` (or is not implemented). Return `false`
  /// there and the key does nothing the scroll view would do; your delegate gets every call
  /// it would get without this scroll view. The next field is the one ``focusNextField()``
  /// would focus, in a row scrolled in if need be.
  ///
  /// When a field begins editing, the `returnKeyType` of every text field of the form is
  /// set to `.next`, or `.done` for the last field, but only where you left it at
  /// `.default`; naming them all at once gives each field its title before it becomes
  /// first responder, which is when the keyboard reads it. In a table or collection view,
  /// while rows without a cell follow the last cell on screen, no field on screen is named
  /// `.done`: the form's last field is not on screen yet. With nested avoiding scroll
  /// views, the outermost one that has this on handles the key for the whole form. Turning
  /// it off ignores the key and puts `.default` back where the scroll view had set a title.
  ///
  /// ```swift
  /// formScrollView.isReturnKeyNavigationEnabled = false  // the app handles Return itself
  /// ```
  public var isReturnKeyNavigationEnabled: Bool {
    get { keyboardAvoider.features.returnKey.isEnabled }
    set { keyboardAvoider.features.returnKey.isEnabled = newValue }
  }
}
