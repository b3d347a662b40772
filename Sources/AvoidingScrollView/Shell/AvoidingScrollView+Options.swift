#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Options users of keyboard libraries ask for, each off by default.
extension AvoidingScrollView {
  /// Whether the scroll position the user had before the keyboard appeared comes back when
  /// the keyboard hides. Default `false`.
  ///
  /// While the keyboard is up the scroll view moves the content to show each focused
  /// field. With this on, hiding the keyboard scrolls back to where the content was just
  /// before the keyboard appeared (within the range the content can scroll to), unless
  /// the content was scrolled by anything other than the scroll view itself meanwhile, such
  /// as the user dragging it: then the user's position is kept.
  ///
  /// ```swift
  /// formScrollView.restoresContentOffsetOnKeyboardHide = true
  /// ```
  public var restoresContentOffsetOnKeyboardHide: Bool {
    get { keyboardAvoider.restoresOffsetOnKeyboardHide }
    set { keyboardAvoider.restoresOffsetOnKeyboardHide = newValue }
  }

  /// Whether the focused view is moved out from under a floating, undocked or split
  /// keyboard. Default `false`.
  ///
  /// Such a keyboard does not reach the bottom of the screen, so it covers no band of the
  /// scroll view and the scroll view adds no inset for it, as `UIKeyboardLayoutGuide` does
  /// by default. With this on, when that keyboard lies over the focused view (with its
  /// padding), the content scrolls the least distance that puts the view just above or
  /// just below the keyboard, within the range the content can scroll; if neither fits,
  /// nothing moves.
  ///
  /// ```swift
  /// formScrollView.avoidsFloatingKeyboard = true
  /// ```
  public var avoidsFloatingKeyboard: Bool {
    get { keyboardAvoider.revealsUnderFloatingKeyboard }
    set { keyboardAvoider.revealsUnderFloatingKeyboard = newValue }
  }
}
