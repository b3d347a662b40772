import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A validating delegate: it refuses to let editing end while `isValid` is false.
  @MainActor
  final class ValidatingTextFieldDelegate: NSObject, UITextFieldDelegate {
    var isValid = false
    private(set) var calls: [String] = []

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldEnd")
      return isValid
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      calls.append("didEnd")
    }
  }

  /// A text field's delegate can keep it editing: UITextField.h, `textFieldShouldEndEditing:`,
  /// "return YES to allow editing to stop and to resign first responder status. NO to
  /// disallow the editing session to end"; `endEditing(false)` asks, `endEditing(true)` does
  /// not ("If the force parameter is set to true, the text field is never even asked; it is
  /// forced to resign", developer.apple.com/documentation/uikit/uiview/endediting(_:)).
  @Suite("UITextField end of editing")
  @MainActor
  struct TextFieldEndEditingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
    let delegate = ValidatingTextFieldDelegate()

    init() {
      window.addSubview(field)
      field.delegate = delegate
      _ = field.becomeFirstResponder()
    }

    @Test func endEditingFalseAsksAndTheDelegateCanRefuse() {
      #expect(!window.endEditing(false))  // refused
      #expect(field.isFirstResponder)
      #expect(delegate.calls == ["shouldEnd"])
      delegate.isValid = true
      #expect(window.endEditing(false))
      #expect(!field.isFirstResponder)
      #expect(delegate.calls == ["shouldEnd", "shouldEnd", "didEnd"])
    }

    @Test func endEditingTrueIsNeverRefused() {
      #expect(window.endEditing(true))
      #expect(!field.isFirstResponder)
      // "may be called if forced even if shouldEndEditing returns NO … or endEditing:YES
      // called" (UITextField.h, textFieldDidEndEditing:): not asked, told.
      #expect(delegate.calls == ["didEnd"])
    }

    @Test func aRefusingFieldKeepsTheFocusFromAnotherField() {
      let other = UITextField(frame: CGRect(x: 16, y: 200, width: 200, height: 44))
      window.addSubview(other)
      #expect(!other.becomeFirstResponder())
      #expect(field.isFirstResponder)
      delegate.isValid = true
      #expect(other.becomeFirstResponder())
      #expect(other.isFirstResponder)
    }
  }
#endif
