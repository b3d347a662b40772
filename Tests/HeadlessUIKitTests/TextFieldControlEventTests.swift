import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A delegate that logs into a shared log and may refuse the Return key.
  @MainActor
  final class ReturnKeyDelegate: NSObject, UITextFieldDelegate {
    var processesReturn = true
    var log: (String) -> Void = { _ in }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log("textFieldShouldReturn")
      return processesReturn
    }
  }

  /// `UITextField` as a `UIControl`: the editing events it sends, and the Return key.
  @Suite("UITextField control events")
  @MainActor
  struct TextFieldControlEventTests {
    /// A field in a visible window, and a log of the editing events it sends.
    private func editingField() -> (UIWindow, UITextField, () -> [String]) {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      window.addSubview(field)
      var log: [String] = []
      let names: [(UIControl.Event, String)] = [
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
      ]
      for (event, name) in names {
        field.addAction(UIAction { _ in log.append(name) }, for: event)
      }
      return (window, field, { log })
    }

    // Source: UITextField.h: `@interface UITextField : UIControl`.
    @Test func aTextFieldIsAControl() {
      let control: UIControl = UITextField()
      #expect(control.isEnabled)
    }

    // Source: UIControl.h, `UIControlEventEditingDidBegin … // UITextField` and
    // `UIControlEventEditingDidEnd`; https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
    @Test func beginningAndEndingEditingSendTheEditingEvents() {
      let (window, field, log) = editingField()
      field.becomeFirstResponder()
      #expect(log() == ["editingDidBegin"])
      field.becomeFirstResponder()
      #expect(log() == ["editingDidBegin"])  // already editing: nothing more
      field.resignFirstResponder()
      #expect(log() == ["editingDidBegin", "editingDidEnd"])
      _ = window
    }

    // Source: UIControl.h: a disabled control ("if NO, ignores touch events") does not
    // begin editing, so it sends nothing.
    @Test func aDisabledFieldSendsNoEditingEvents() {
      let (window, field, log) = editingField()
      field.isEnabled = false
      #expect(!field.becomeFirstResponder())
      #expect(log().isEmpty)
      _ = window
    }

    // Source: https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    // ("A touch making an editing change in a UITextField") and UITextField.h,
    // UITextFieldTextDidChangeNotification.
    @Test func typingSendsEditingChangedAndPostsTextDidChange() {
      let (window, field, log) = editingField()
      let recorder = NotificationRecorder()
      recorder.observe(UITextField.textDidChangeNotification, object: field)
      defer { recorder.stop() }
      field.becomeFirstResponder()
      field.insertText("a")
      field.insertText("b")
      #expect(field.text == "ab")  // "" + "a" + "b"
      #expect(log() == ["editingDidBegin", "editingChanged", "editingChanged"])
      #expect(recorder.received.count == 2)  // one text-did-change per keystroke
      _ = window
    }

    // Source: keystrokes go to the first responder (UIKeyInput); a field that is not
    // editing receives none [choice: the model's keyboard stand-in].
    @Test func typingIntoAFieldThatIsNotEditingDoesNothing() {
      let (window, field, log) = editingField()
      field.insertText("a")
      field.insertText("\n")
      #expect(field.text == "")
      #expect(log().isEmpty)
      _ = window
    }

    // Source: UITextField.h, `textFieldShouldReturn:` "called when 'return' key pressed.
    // return NO to ignore."; UIControl.h, `UIControlEventEditingDidEndOnExit … // 'return
    // key' ending editing`. The delegate is asked first, then the event is sent.
    @Test func returnAsksTheDelegateFirstThenSendsEditingDidEndOnExit() {
      let (window, field, events) = editingField()
      var order: [String] = []
      let delegate = ReturnKeyDelegate()
      delegate.log = { order.append($0) }
      field.delegate = delegate
      field.addAction(
        UIAction { _ in order.append("editingDidEndOnExit") }, for: .editingDidEndOnExit)
      field.becomeFirstResponder()
      field.insertText("\n")
      #expect(order == ["textFieldShouldReturn", "editingDidEndOnExit"])
      #expect(events() == ["editingDidBegin", "editingDidEndOnExit"])
      #expect(field.text == "")  // Return inserts no text into a field
      // The field stays first responder: the app resigns it [choice, README].
      #expect(field.isFirstResponder)
      _ = window
    }

    // Source: UITextField.h, `textFieldShouldReturn:` "return NO to ignore".
    @Test func aDelegateThatRefusesReturnSuppressesTheEvent() {
      let (window, field, events) = editingField()
      var order: [String] = []
      let delegate = ReturnKeyDelegate()
      delegate.processesReturn = false
      delegate.log = { order.append($0) }
      field.delegate = delegate
      field.becomeFirstResponder()
      field.insertText("\n")
      #expect(order == ["textFieldShouldReturn"])  // asked
      #expect(events() == ["editingDidBegin"])  // and ignored: no editingDidEndOnExit
      _ = window
    }

    // Source: UITextFieldDelegate's methods are optional ("@optional", UITextField.h): a
    // field without a delegate processes Return.
    @Test func withoutADelegateReturnSendsTheEvent() {
      let (window, field, events) = editingField()
      field.becomeFirstResponder()
      field.insertText("\n")
      #expect(events() == ["editingDidBegin", "editingDidEndOnExit"])
      _ = window
    }

    // Source: UIControl.h, `UIControlEventEditingDidEndOnExit`: an action for it that
    // resigns the field ends editing, which sends editingDidEnd after it.
    @Test func anActionThatResignsOnReturnEndsEditing() {
      let (window, field, events) = editingField()
      field.addAction(
        UIAction { [weak field] _ in _ = field?.resignFirstResponder() }, for: .editingDidEndOnExit)
      field.becomeFirstResponder()
      field.insertText("\n")
      #expect(!field.isFirstResponder)
      #expect(events() == ["editingDidBegin", "editingDidEndOnExit", "editingDidEnd"])
      _ = window
    }
  }
#endif
