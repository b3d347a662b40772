#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// The type of keyboard to display for a text-based view.
  ///
  /// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UIKeyboardType)`. Declared in C
  /// (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's.
  public typealias UIKeyboardType = HeadlessUIKitEnums.UIKeyboardType

  /// The autocapitalization behavior of a text-based view.
  ///
  /// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UITextAutocapitalizationType)`.
  public typealias UITextAutocapitalizationType = HeadlessUIKitEnums.UITextAutocapitalizationType

  /// The autocorrection behavior of a text-based view.
  ///
  /// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UITextAutocorrectionType)`.
  public typealias UITextAutocorrectionType = HeadlessUIKitEnums.UITextAutocorrectionType

  /// The appearance style of the keyboard for a text-based view.
  ///
  /// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UIKeyboardAppearance)`.
  public typealias UIKeyboardAppearance = HeadlessUIKitEnums.UIKeyboardAppearance

  /// Constants that specify text alignment.
  ///
  /// Source: NSText.h (UIKit), `typedef NS_ENUM(NSInteger, NSTextAlignment)`.
  public typealias NSTextAlignment = HeadlessUIKitEnums.NSTextAlignment

  extension UITextField {
    /// The type of border drawn around the text field.
    ///
    /// Source: UITextField.h, `typedef NS_ENUM(NSInteger, UITextBorderStyle)`, imported as
    /// `UITextField.BorderStyle`.
    public typealias BorderStyle = UITextBorderStyle

    /// Constants that specify when an overlay view appears in a text field.
    ///
    /// Source: UITextField.h, `typedef NS_ENUM(NSInteger, UITextFieldViewMode)`, imported as
    /// `UITextField.ViewMode`.
    public typealias ViewMode = UITextFieldViewMode
  }
#endif
