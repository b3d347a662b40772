#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension AvoidingCollectionView {
  /// Whether a toolbar with previous, next and Done buttons is shown above the keyboard
  /// while a field in one of the collection's cells is edited. Default `false`.
  ///
  /// As ``AvoidingScrollView/showsKeyboardToolbar``: the toolbar goes only where you left a
  /// field's `inputAccessoryView` `nil`, its buttons make the moves of ``focusPreviousField()``
  /// and ``focusNextField()`` (which go on into rows whose cells are not on screen yet), and
  /// its height counts in the keyboard's inset. Needs iOS 14; on iOS 13 setting it does
  /// nothing and it reads `false`.
  ///
  /// ```swift
  /// collectionView.showsKeyboardToolbar = true
  /// ```
  public var showsKeyboardToolbar: Bool {
    get { keyboardAvoider.showsKeyboardToolbar }
    set { keyboardAvoider.showsKeyboardToolbar = newValue }
  }
}
