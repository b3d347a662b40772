#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Options users of keyboard libraries ask for, each off by default.
extension AvoidingTableView {
  /// Whether the scroll position the user had before the keyboard appeared comes back when the
  /// keyboard hides. Default `false`.
  ///
  /// As ``AvoidingScrollView/restoresContentOffsetOnKeyboardHide``: unless the user (or the app)
  /// scrolled the table view while the keyboard was up, hiding the keyboard scrolls back to where
  /// the rows were just before it appeared, within the range the content can scroll to. Scrolling a
  /// row in to reach the next field is the table view's own motion and keeps the position to come
  /// back to.
  ///
  /// ```swift
  /// settingsTable.restoresContentOffsetOnKeyboardHide = true
  /// ```
  public var restoresContentOffsetOnKeyboardHide: Bool {
    get { keyboardAvoider.restoresOffsetOnKeyboardHide }
    set { keyboardAvoider.restoresOffsetOnKeyboardHide = newValue }
  }

  /// Whether the focused view is moved out from under a floating, undocked or split keyboard.
  /// Default `false`.
  ///
  /// As ``AvoidingScrollView/avoidsFloatingKeyboard``: such a keyboard covers no band of the table
  /// view, so no inset is added; with this on, the rows scroll the least distance that puts the
  /// focused field just above or just below the keyboard, if either fits.
  ///
  /// ```swift
  /// settingsTable.avoidsFloatingKeyboard = true
  /// ```
  public var avoidsFloatingKeyboard: Bool {
    get { keyboardAvoider.revealsUnderFloatingKeyboard }
    set { keyboardAvoider.revealsUnderFloatingKeyboard = newValue }
  }
}
