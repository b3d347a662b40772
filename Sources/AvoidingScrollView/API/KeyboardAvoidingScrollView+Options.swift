#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Options users of keyboard libraries ask for, each off by default.
extension KeyboardAvoidingScrollView {
  /// Whether the scroll position the user had before the keyboard appeared comes back when
  /// the keyboard hides. Default `false`.
  ///
  /// While the keyboard is up the scroll view moves the content to show each focused
  /// field. With this on, hiding the keyboard scrolls back to where the content was just
  /// before the keyboard appeared (within the range the content can scroll to), unless
  /// the content was scrolled by anything other than the scroll view itself meanwhile, such
  /// as the user dragging it: then the user's position is kept. Scrolling a row in to reach
  /// the next field of a table or collection view is the scroll view's own motion and keeps
  /// the position to come back to.
  ///
  /// ```swift
  /// formScrollView.restoresContentOffsetOnKeyboardHide = true
  /// ```
  public var restoresContentOffsetOnKeyboardHide: Bool {
    get { keyboardAvoider.features.restoreOffset.isEnabled }
    set { keyboardAvoider.features.restoreOffset.isEnabled = newValue }
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
    get { keyboardAvoider.features.floatingKeyboard.isEnabled }
    set { keyboardAvoider.features.floatingKeyboard.isEnabled = newValue }
  }

  /// Whether a toolbar with previous, next and Done buttons is shown above the keyboard
  /// while a field of this scroll view is edited. Default `false`.
  ///
  /// The toolbar becomes the `inputAccessoryView` of each text field and text view of the
  /// form where you left that property `nil`; a field with your own accessory view keeps
  /// it. Previous and next move the focus as ``focusPreviousField()`` and
  /// ``focusNextField()`` do (in a table or collection view, into rows whose cells are not
  /// on screen yet), and each is disabled when that move has no field to go to; Done ends
  /// editing. The buttons use the up and down chevrons, which read the same in right-to-left
  /// layouts (UIKit mirrors the bar itself).
  ///
  /// VoiceOver reads a label and a hint for each button ("Previous", "Moves to the previous
  /// field."; "Next", "Moves to the next field."; Done is UIKit's system item, with the hint
  /// "Hides the keyboard."), in the language the app runs in: English, French, German,
  /// Spanish, Italian, Portuguese (Brazil), Dutch, Russian, Japanese, Korean, Chinese
  /// (Simplified and Traditional), Arabic or Hebrew. To change a string, or to add a
  /// language, put a strings table named `AvoidingScrollView` in your app with the keys
  /// `keyboardToolbar.previous`, `keyboardToolbar.next`, `keyboardToolbar.previous.hint`,
  /// `keyboardToolbar.next.hint` and `keyboardToolbar.done.hint`: it is read first, when the
  /// toolbar is turned on, and an empty hint removes the hint. After previous or next,
  /// VoiceOver moves to the new field (see ``focusNextField()``).
  ///
  /// The toolbar is part of the keyboard, so the keyboard's height and the inset added for
  /// it include the toolbar's 44 points. Turning the option off takes the toolbar out of
  /// every field it was put in, leaving your own accessory views alone; so does a field
  /// leaving the form. With nested avoiding scroll views, the outermost one that has this
  /// on serves the whole form.
  ///
  /// Requires iOS 14 (`UIBarButtonItem.primaryAction`): on iOS 13 setting it does nothing
  /// and it stays `false`.
  ///
  /// ```swift
  /// formScrollView.showsKeyboardToolbar = true
  /// ```
  public var showsKeyboardToolbar: Bool {
    get { keyboardAvoider.features.toolbar.isShown }
    set { keyboardAvoider.features.toolbar.isShown = newValue }
  }

  /// Whether a tap on the scroll view outside any field ends editing. Default `false`.
  ///
  /// When on, the scroll view has a tap gesture recognizer of its own. A tap on the
  /// background, a cell, a label or an image ends the editing of the field inside this
  /// scroll view, as `endEditing(false)` does: the field is asked to resign, so a text field
  /// delegate's `textFieldShouldEndEditing(_:)` can still refuse. A tap in a text field or
  /// text view, or on a control such as a button or a switch, keeps editing. The
  /// recognizer never takes a tap from the view it lands on (`cancelsTouchesInView` is
  /// false): buttons, controls and cells still get their taps, and the app's own gesture
  /// recognizers still recognize theirs. Turning the option off removes the recognizer.
  ///
  /// ```swift
  /// formScrollView.endsEditingOnTapOutside = true
  /// ```
  public var endsEditingOnTapOutside: Bool {
    get { keyboardAvoider.features.tapToEndEditing.isEnabled }
    set { keyboardAvoider.features.tapToEndEditing.isEnabled = newValue }
  }
}
