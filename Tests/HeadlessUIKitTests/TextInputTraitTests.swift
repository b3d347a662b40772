import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A text field's input traits and appearance: a sign-up form's password and email fields
  /// as apps configure them, read back.
  @Suite("Text input traits")
  @MainActor
  struct TextInputTraitTests {
    // Source: UITextInputTraits.h and UITextField.h, each property's "default is …".
    @Test func aNewFieldHasUIKitsDefaults() {
      let field = UITextField()
      #expect(!field.isSecureTextEntry)
      #expect(field.keyboardType == .default)
      #expect(field.autocapitalizationType == .sentences)
      #expect(field.autocorrectionType == .default)
      #expect(field.placeholder == nil)
      #expect(field.borderStyle == .none)
      #expect(field.textColor == nil)
      #expect(field.font == nil)
      #expect(field.leftView == nil)
      #expect(field.leftViewMode == .never)
      #expect(field.rightView == nil)
      #expect(field.rightViewMode == .never)
    }

    // Source: the same declarations; the raw values are UITextInputTraits.h's order
    // (emailAddress is the eighth case, 7; alphabet equals asciiCapable, 1).
    @Test func aSignUpFormsFieldsKeepWhatTheAppSets() {
      let email = UITextField()
      email.placeholder = "Email"
      email.keyboardType = .emailAddress
      email.autocapitalizationType = .none
      email.autocorrectionType = .no
      email.borderStyle = .roundedRect
      email.textColor = .label
      email.font = .preferredFont(forTextStyle: .body)
      #expect(email.placeholder == "Email")
      #expect(email.keyboardType.rawValue == 7)
      #expect(email.autocapitalizationType == .none)
      #expect(email.autocorrectionType == .no)
      #expect(email.borderStyle == .roundedRect)
      #expect(email.textColor === UIColor.label)
      #expect(email.font?.pointSize == 17)
      #expect(UIKeyboardType.alphabet == .asciiCapable)

      let password = UITextField()
      password.isSecureTextEntry = true
      let reveal = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
      password.rightView = reveal
      password.rightViewMode = .always
      #expect(password.isSecureTextEntry)
      #expect(password.rightView === reveal)
      #expect(password.rightViewMode == .always)
      // Any raw value is accepted, as for UIKit's NS_ENUMs.
      #expect(UITextField.ViewMode(rawValue: 9)?.rawValue == 9)
    }
  }
#endif
