#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension AvoidingScrollView {
  /// Whether a tap on the scroll view outside any field ends editing. Default `false`.
  ///
  /// When on, the scroll view has a tap gesture recognizer of its own. A tap on the
  /// background, a label or an image ends the editing of the field inside this scroll
  /// view, as `endEditing(false)` does: the field is asked to resign, so a text field
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
    get { keyboardAvoider.endsEditingOnTapOutside }
    set { keyboardAvoider.endsEditingOnTapOutside = newValue }
  }
}
