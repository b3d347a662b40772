#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension AvoidingScrollView {
  /// Whether a toolbar with previous, next and Done buttons is shown above the keyboard
  /// while a field of this scroll view is edited. Default `false`.
  ///
  /// The toolbar becomes the `inputAccessoryView` of each text field and text view of the
  /// form where you left that property `nil`; a field with your own accessory view keeps
  /// it. Previous and next move the focus as ``focusPreviousField()`` and
  /// ``focusNextField()`` do, and each is disabled when that move has no field to go to;
  /// Done ends editing. The buttons are labelled for VoiceOver ("Previous", "Next"; Done is
  /// the system item) and use the up and down chevrons, which read the same in
  /// right-to-left layouts.
  ///
  /// The toolbar is part of the keyboard, so the keyboard's height and the inset added for
  /// it include the toolbar's 44 points. Turning the option off takes the toolbar out of
  /// every field it was put in, leaving your own accessory views alone; so does a field
  /// leaving the form. With nested avoiding scroll views, the outermost one that has this
  /// on serves the whole form. Requires iOS 14 (on iOS 13 the option has no effect).
  ///
  /// ```swift
  /// formScrollView.showsKeyboardToolbar = true
  /// ```
  public var showsKeyboardToolbar: Bool {
    get { keyboardAvoider.showsKeyboardToolbar }
    set { keyboardAvoider.showsKeyboardToolbar = newValue }
  }
}
