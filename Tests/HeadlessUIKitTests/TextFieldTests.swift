import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A text field delegate that records its calls and may refuse to begin editing.
  @MainActor
  final class RecordingTextFieldDelegate: NSObject, UITextFieldDelegate {
    var allowsEditing = true
    private(set) var calls: [String] = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldBegin")
      return allowsEditing
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      calls.append("didBegin")
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      calls.append("didEnd")
    }
  }

  /// `UITextField`: begin- and end-editing notifications with the field as `object`, and
  /// its delegate.
  @Suite("UITextField")
  @MainActor
  struct TextFieldTests {
    // Source: https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
    // (string values from UITextField.h)
    @Test func notificationNamesHaveUIKitsStringValues() {
      #expect(
        UITextField.textDidBeginEditingNotification.rawValue
          == "UITextFieldTextDidBeginEditingNotification")
      #expect(
        UITextField.textDidEndEditingNotification.rawValue
          == "UITextFieldTextDidEndEditingNotification")
      #expect(
        UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
    // ("The affected text field is stored in the object parameter of the notification.")
    @Test func becomingFirstResponderPostsBeginEditingWithTheField() throws {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      let recorder = NotificationRecorder()
      recorder.observe(UITextField.textDidBeginEditingNotification, object: field)
      defer { recorder.stop() }
      field.becomeFirstResponder()
      #expect(recorder.received.count == 1)  // one begin-editing notification
      let notification = try #require(recorder.received.first)
      #expect(notification.object as? UITextField === field)  // the field is the object
      field.becomeFirstResponder()
      #expect(recorder.received.count == 1)  // already editing: not posted again
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
    // (and its end-editing counterpart)
    @Test func resigningPostsEndEditingWithTheField() throws {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      let recorder = NotificationRecorder()
      recorder.observe(UITextField.textDidEndEditingNotification, object: field)
      defer { recorder.stop() }
      field.becomeFirstResponder()
      #expect(recorder.received.isEmpty)  // beginning posts no end-editing
      field.resignFirstResponder()
      #expect(recorder.received.count == 1)  // one end-editing notification
      let notification = try #require(recorder.received.first)
      #expect(notification.object as? UITextField === field)
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
    // (and its end-editing counterpart)
    // with model comment in UIView.swift ([seen] removal ends editing)
    @Test func removingTheFieldFromTheWindowPostsEndEditing() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      field.becomeFirstResponder()
      let recorder = NotificationRecorder()
      recorder.observe(UITextField.textDidEndEditingNotification, object: field)
      defer { recorder.stop() }
      field.removeFromSuperview()
      #expect(recorder.received.count == 1)  // editing ended by the removal
    }

    // Source: uikit-reference.md [doc] (moving focus: the previous field ends editing before
    // the next one begins)
    @Test func movingFocusEndsThePreviousFieldBeforeBeginningTheNext() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let first = UITextField()
      let second = UITextField()
      window.addSubview(first)
      window.addSubview(second)
      first.becomeFirstResponder()
      let recorder = NotificationRecorder()
      recorder.observe(UITextField.textDidEndEditingNotification, object: first)
      recorder.observe(UITextField.textDidBeginEditingNotification, object: second)
      defer { recorder.stop() }
      second.becomeFirstResponder()
      // first's end-editing, then second's begin-editing
      #expect(
        recorder.names == [
          UITextField.textDidEndEditingNotification, UITextField.textDidBeginEditingNotification,
        ])
      #expect(recorder.received.first?.object as? UITextField === first)
      #expect(recorder.received.last?.object as? UITextField === second)
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextfielddelegate
    // (textFieldShouldBeginEditing)
    @Test func delegateRefusingStopsEditing() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      let delegate = RecordingTextFieldDelegate()
      delegate.allowsEditing = false
      field.delegate = delegate
      let recorder = NotificationRecorder()
      recorder.observe(UITextField.textDidBeginEditingNotification, object: field)
      defer { recorder.stop() }
      #expect(!field.becomeFirstResponder())  // the delegate said no
      #expect(!field.isFirstResponder)
      #expect(recorder.received.isEmpty)  // so no begin-editing notification
      #expect(delegate.calls == ["shouldBegin"])  // asked, and nothing else
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextfielddelegate
    // (textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldDidEndEditing)
    @Test func delegateIsAskedThenToldOfBeginAndEnd() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      let delegate = RecordingTextFieldDelegate()
      field.delegate = delegate
      #expect(field.becomeFirstResponder())  // allowed
      field.resignFirstResponder()
      #expect(delegate.calls == ["shouldBegin", "didBegin", "didEnd"])  // in this order
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextfielddelegate
    // (textFieldShouldBeginEditing)
    // ("If you don't implement this method, the text field acts as if this method had
    // returned true")
    @Test func delegateWithDefaultMethodsAllowsEditing() {
      final class SilentDelegate: NSObject, UITextFieldDelegate {}
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      let delegate = SilentDelegate()
      field.delegate = delegate
      #expect(field.becomeFirstResponder())  // the default answer is true
    }
  }
#endif
