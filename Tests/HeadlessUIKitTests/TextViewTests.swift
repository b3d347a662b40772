import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UITextView` on the model's line model (TextLineModel.swift, a [choice]): every "\n"
  /// starts a line, lines are 20 pt tall, each UTF-16 unit is 8 pt wide, the caret is 2 pt
  /// wide; the default `textContainerInset` is 8 / 0 / 8 / 0.
  @Suite("UITextView")
  @MainActor
  struct TextViewTests {
    // Source: https://developer.apple.com/documentation/uikit/uitextview
    // (the three notification names; string values from UITextView.h)
    @Test func notificationNamesHaveUIKitsStringValues() {
      #expect(
        UITextView.textDidBeginEditingNotification.rawValue
          == "UITextViewTextDidBeginEditingNotification")
      #expect(
        UITextView.textDidEndEditingNotification.rawValue
          == "UITextViewTextDidEndEditingNotification")
      #expect(
        UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
    // ("By default the value of this property is (8, 0, 8, 0).")
    @Test func defaultTextContainerInset() {
      #expect(UITextView().textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    }

    // Source: model comment in UITextView.swift / TextLineModel.swift [choice]
    @Test func emptyTextViewIsOneLineTall() {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      // width of the view; height 8 + 1 line × 20 + 8 = 36
      #expect(textView.contentSize == CGSize(width: 300, height: 36))
    }

    // Source: model comment in TextLineModel.swift [choice]
    @Test func contentSizeGrowsByOneLinePerNewline() {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.text = "a\nb\nc"
      #expect(textView.contentSize == CGSize(width: 300, height: 76))  // 8 + 3 × 20 + 8 = 76
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
    // (the text's margins) with TextLineModel.swift [choice]
    @Test func textContainerInsetChangesTheContentSize() {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
      #expect(textView.contentSize.height == 60)  // 20 + 1 × 20 + 20 = 60
    }

    // Source: model comment in UITextView.swift (content width follows the view's width)
    @Test func contentWidthFollowsTheFrameWidth() {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.frame.size.width = 250
      #expect(textView.contentSize == CGSize(width: 250, height: 36))  // new width, 1 line
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:)
    // (in the text view's own coordinates) with TextLineModel.swift [choice]
    @Test func caretRectAtTheBeginningOfTheDocument() {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.text = "hello\nworld"
      let caret = textView.caretRect(for: textView.beginningOfDocument)
      #expect(caret == CGRect(x: 0, y: 8, width: 2, height: 20))  // left 0, top inset 8
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:)
    @Test func caretRectAtTheEndOfASecondLine() {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.text = "hello\nworld"
      let caret = textView.caretRect(for: textView.endOfDocument)
      // line 1 (second), column 5: x = 0 + 5 × 8 = 40; y = 8 + 1 × 20 = 28
      #expect(caret == CGRect(x: 40, y: 28, width: 2, height: 20))
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextview/text ([seen] setting
    // the text puts the caret at the end)
    @Test func settingTextPutsTheCaretAtTheEnd() throws {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.text = "hello\nworld"
      #expect(textView.selectedRange == NSRange(location: 11, length: 0))  // 5 + 1 + 5 = 11
      let range = try #require(textView.selectedTextRange)
      #expect(range.isEmpty)  // a caret, not a selection
      // caret at the end: (5 × 8, 8 + 20) = (40, 28)
      #expect(textView.caretRect(for: range.end) == CGRect(x: 40, y: 28, width: 2, height: 20))
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
    @Test func selectedTextRangeEndFollowsSelectedRange() throws {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.text = "abcdefgh"
      textView.selectedRange = NSRange(location: 2, length: 3)
      let range = try #require(textView.selectedTextRange)
      #expect(!range.isEmpty)  // three characters selected
      // end at offset 2 + 3 = 5: x = 5 × 8 = 40, first line y = 8
      #expect(textView.caretRect(for: range.end) == CGRect(x: 40, y: 8, width: 2, height: 20))
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextview/text ([doc]
    // textDidChangeNotification reflects user edits, not `text` set in code)
    @Test func settingTextPostsNoTextDidChange() {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let recorder = NotificationRecorder()
      recorder.observe(UITextView.textDidChangeNotification, object: textView)
      defer { recorder.stop() }
      textView.text = "set in code"
      #expect(recorder.received.isEmpty)  // no notification for programmatic text
    }

    // Source: https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
    // (typing posts textDidChangeNotification with the text view as object)
    @Test func insertTextPostsTextDidChange() throws {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.text = "hello"
      let recorder = NotificationRecorder()
      recorder.observe(UITextView.textDidChangeNotification, object: textView)
      defer { recorder.stop() }
      textView.insertText("!")
      #expect(textView.text == "hello!")  // typed at the caret, the end
      #expect(recorder.received.count == 1)  // one notification per insertion
      let notification = try #require(recorder.received.first)
      #expect(notification.object as? UITextView === textView)
    }

    // Source: https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
    // (inserted at the caret, replacing the selection)
    @Test func insertTextReplacesTheSelection() {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      textView.text = "hello"
      textView.selectedRange = NSRange(location: 1, length: 3)
      textView.insertText("A")
      #expect(textView.text == "hAo")  // "ell" replaced by "A"
      #expect(textView.selectedRange == NSRange(location: 2, length: 0))  // caret after "A"
    }

    // Source: model comment in UITextView.swift ([seen] UITextView follows the caret while
    // typing)
    @Test func typingScrollsToKeepTheCaretVisible() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      // at y = 200, inside the safe area: adjustedContentInset stays zero
      let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
      window.addSubview(textView)
      textView.insertText("1\n2\n3\n4\n5")
      // 5 lines: content 8 + 100 + 8 = 116; caret on line 4: y 8 + 80 = 88 ... 108;
      // visible 0 ... 100: offset 108 - 100 = 8 (maximum 116 - 100 = 16)
      #expect(textView.contentSize.height == 116)
      #expect(textView.contentOffset == CGPoint(x: 0, y: 8))
      textView.insertText("\n6")
      // 6 lines: content 136; caret y 8 + 100 = 108 ... 128; offset 128 - 100 = 28
      #expect(textView.contentOffset == CGPoint(x: 0, y: 28))
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextview
    // (textDidBeginEditingNotification and textDidEndEditingNotification: object is the
    // text view)
    @Test func editingPostsBeginAndEndWithTheTextView() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
      window.addSubview(textView)
      let recorder = NotificationRecorder()
      recorder.observe(UITextView.textDidBeginEditingNotification, object: textView)
      recorder.observe(UITextView.textDidEndEditingNotification, object: textView)
      defer { recorder.stop() }
      #expect(textView.becomeFirstResponder())  // editable by default
      textView.resignFirstResponder()
      #expect(
        recorder.names == [
          UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
        ])
      #expect(recorder.received.allSatisfy { $0.object as? UITextView === textView })
    }

    // Source: https://developer.apple.com/documentation/uikit/uitextview/iseditable
    @Test func nonEditableTextViewCannotBecomeFirstResponder() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
      window.addSubview(textView)
      textView.isEditable = false
      #expect(!textView.becomeFirstResponder())  // read-only: no editing session
    }
  }
#endif
