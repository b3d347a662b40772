import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A compose screen's delegate: it logs every call, can refuse to begin or end editing,
  /// and limits the text to `limit` UTF-16 units as apps' character counters do.
  @MainActor
  final class ComposeTextViewDelegate: NSObject, UITextViewDelegate {
    var allowsBegin = true
    var allowsEnd = true
    var limit = Int.max
    /// Read when the delegate is told editing began: how many notifications came first.
    var recorder: NotificationRecorder?
    private(set) var calls: [String] = []
    private(set) var notificationsBeforeDidBegin: Int?

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      calls.append("shouldBegin")
      return allowsBegin
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
      calls.append("didBegin")
      notificationsBeforeDidBegin = recorder?.received.count
    }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      calls.append("shouldEnd")
      return allowsEnd
    }

    func textViewDidEndEditing(_ textView: UITextView) {
      calls.append("didEnd")
    }

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      calls.append("shouldChange \(range.location),\(range.length) \(text)")
      let length = (textView.text ?? "").utf16.count - range.length + text.utf16.count
      return length <= limit
    }

    func textViewDidChange(_ textView: UITextView) {
      calls.append("didChange \(textView.text ?? "")")
    }
  }

  /// UITextViewDelegate as UIKit calls it: UITextView.h's `@optional` methods, asked before
  /// editing begins, before it ends and before each change, told after each.
  @Suite("UITextView delegate")
  @MainActor
  struct TextViewDelegateTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let textView = UITextView(frame: CGRect(x: 16, y: 100, width: 361, height: 200))
    let delegate = ComposeTextViewDelegate()

    init() {
      window.addSubview(textView)
      textView.delegate = delegate
    }

    // Source: UITextView.h, textViewShouldBeginEditing: / textViewDidBeginEditing:; the
    // delegate is told before textDidBeginEditingNotification is posted (the model's order,
    // as for text fields).
    @Test func beginningAsksThenTellsBeforeTheNotification() {
      let recorder = NotificationRecorder()
      recorder.observe(UITextView.textDidBeginEditingNotification, object: textView)
      defer { recorder.stop() }
      delegate.recorder = recorder
      #expect(textView.becomeFirstResponder())
      #expect(delegate.calls == ["shouldBegin", "didBegin"])
      #expect(delegate.notificationsBeforeDidBegin == 0)  // told first
      #expect(recorder.received.count == 1)  // then posted
    }

    // Source: its page, "false to disallow editing": no first responder, nothing posted.
    @Test func aRefusedBeginLeavesTheViewIdle() {
      let recorder = NotificationRecorder()
      recorder.observe(UITextView.textDidBeginEditingNotification, object: textView)
      defer { recorder.stop() }
      delegate.allowsBegin = false
      #expect(!textView.becomeFirstResponder())
      #expect(!textView.isFirstResponder)
      #expect(delegate.calls == ["shouldBegin"])
      #expect(recorder.received.isEmpty)
    }

    // The delegate is asked only when the view could edit: a text view that is not editable,
    // or not in a window, is refused before the delegate hears of it.
    @Test func aViewThatCannotEditDoesNotAsk() {
      textView.isEditable = false
      #expect(!textView.becomeFirstResponder())
      let loose = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      loose.delegate = delegate
      #expect(!loose.becomeFirstResponder())
      #expect(delegate.calls.isEmpty)
    }

    // Source: UITextView.h, textViewShouldEndEditing:; uiview/endediting(_:): false asks,
    // true forces ("never even asked") and the delegate is still told editing ended.
    @Test func endingCanBeRefusedUnlessForced() {
      #expect(textView.becomeFirstResponder())
      delegate.allowsEnd = false
      #expect(!textView.resignFirstResponder())
      #expect(!window.endEditing(false))
      #expect(textView.isFirstResponder)
      #expect(window.endEditing(true))
      #expect(!textView.isFirstResponder)
      #expect(
        delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    }

    // Typing "Hi", then "!" at the caret (after 2 units), then "Yo" over the selected "Hi"
    // (location 0, length 2): ranges (0,0), (2,0), (0,2); text "Hi", "Hi!", "Yo!".
    @Test func eachChangeIsAskedWithTheSelectionThenTold() {
      #expect(textView.becomeFirstResponder())
      textView.insertText("Hi")
      textView.insertText("!")
      textView.selectedRange = NSRange(location: 0, length: 2)
      textView.insertText("Yo")
      #expect(textView.text == "Yo!")
      #expect(
        delegate.calls == [
          "shouldBegin", "didBegin",
          "shouldChange 0,0 Hi", "didChange Hi",
          "shouldChange 2,0 !", "didChange Hi!",
          "shouldChange 0,2 Yo", "didChange Yo!",
        ])
    }

    // A 5-unit limit: "Hello" fits (0 − 0 + 5 = 5); " world" would make 5 − 0 + 6 = 11 > 5,
    // so it is refused: the text stays, no didChange, no textDidChangeNotification, and the
    // content size is the one line's (8 + 20 + 8 = 36).
    @Test func aRefusedChangeLeavesTheTextAlone() {
      #expect(textView.becomeFirstResponder())
      delegate.limit = 5
      textView.insertText("Hello")
      let recorder = NotificationRecorder()
      recorder.observe(UITextView.textDidChangeNotification, object: textView)
      defer { recorder.stop() }
      textView.insertText(" world")
      #expect(textView.text == "Hello")
      #expect(textView.selectedRange == NSRange(location: 5, length: 0))
      #expect(delegate.calls.last == "shouldChange 5,0  world")
      #expect(recorder.received.isEmpty)
      #expect(textView.contentSize.height == 36)
    }

    // Source: UITextView.h, `@protocol UITextViewDelegate <NSObject, UIScrollViewDelegate>`:
    // a text view's delegate is a scroll view delegate too, as a table view controller is
    // (UITableViewController.h, through UITableViewDelegate).
    @Test func aTextViewsDelegateIsAScrollViewDelegate() {
      let asScrollDelegate: any UIScrollViewDelegate = delegate
      #expect(asScrollDelegate === delegate)
      let controller: any UIScrollViewDelegate = UITableViewController(style: .plain)
      #expect(controller is UITableViewController)
    }

    // Source: UITextView.h, textViewDidChange: is for user changes: text set in code is
    // neither asked nor told.
    @Test func textSetInCodeIsNotReported() {
      textView.text = "Draft"
      #expect(delegate.calls.isEmpty)
    }
  }
#endif
