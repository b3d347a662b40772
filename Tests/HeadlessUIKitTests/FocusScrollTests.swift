import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// UIKit's own scroll when a text field or text view becomes first responder, and a text
  /// view following its caret while the user types (UIScrollView+FocusScroll.swift,
  /// UITextView+CaretScroll.swift).
  ///
  /// Scene unless stated: a 393 × 600 scroll view at y = 100 in a full-screen iPhone window
  /// (393 × 852, margins 59 / 0 / 34 / 0). It lies inside the safe area (100 > 59 and
  /// 700 < 852 - 34 = 818), so its safe area is zero and `adjustedContentInset` is its
  /// `contentInset`. Content 393 × 2000; valid offsets 0 ... 2000 - 600 = 1400.
  @Suite("UIKit's scroll on focus")
  @MainActor
  struct FocusScrollTests {
    /// A scroll view that records the `scrollRectToVisible` requests it receives, as an app
    /// subclass overriding the method would see them, and then performs them.
    final class RequestRecordingScrollView: UIScrollView {
      private(set) var requests: [(rect: CGRect, animated: Bool)] = []

      override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        requests.append((rect, animated))
        super.scrollRectToVisible(rect, animated: animated)
      }
    }

    /// Records the offset of `scrollView` when the field's delegate hears of the edit.
    final class OffsetAtBeginEditing: NSObject, UITextFieldDelegate {
      let scrollView: UIScrollView
      var offset: CGPoint?
      var allowsEditing = true

      init(scrollView: UIScrollView) {
        self.scrollView = scrollView
      }

      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        allowsEditing
      }

      func textFieldDidBeginEditing(_ textField: UITextField) {
        offset = scrollView.contentOffset
      }
    }

    /// The window and its scroll view; the caller keeps the window alive (a view holds its
    /// window weakly, as in UIKit, where the application holds it).
    static func makeScrollView() -> (UIWindow, RequestRecordingScrollView) {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = RequestRecordingScrollView(
        frame: CGRect(x: 0, y: 100, width: 393, height: 600))
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      window.addSubview(scrollView)
      return (window, scrollView)
    }

    // Source: radar 20798351 [seen]: the field looks up its parent scroll view and calls
    // its scrollRectToVisible:animated: with the converted field frame.
    @Test func aFieldBelowTheVisibleAreaIsScrolledJustIntoView() {
      let (window, scrollView) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      let field = UITextField(frame: CGRect(x: 16, y: 900, width: 200, height: 40))
      scrollView.addSubview(field)

      #expect(field.becomeFirstResponder())

      // The request: the field's frame in the scroll view's content, animated.
      #expect(scrollView.requests.count == 1)
      #expect(scrollView.requests.first?.rect == CGRect(x: 16, y: 900, width: 200, height: 40))
      #expect(scrollView.requests.first?.animated == true)
      // Just visible: the field's bottom 940 on the visible area's bottom: 940 - 600 = 340.
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 340))
    }

    // Source: radar 20798351 [seen] + scrollRectToVisible [doc] ("If the area is already
    // visible, the method does nothing").
    @Test func aVisibleFieldLeavesTheOffsetAlone() {
      let (window, scrollView) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      scrollView.contentOffset = CGPoint(x: 0, y: 50)
      let field = UITextField(frame: CGRect(x: 16, y: 300, width: 200, height: 40))
      scrollView.addSubview(field)

      #expect(field.becomeFirstResponder())

      // Visible 50 ... 650 holds 300 ... 340: asked, nothing moves.
      #expect(scrollView.requests.count == 1)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
    }

    // Source: radar 20798351 [seen] ("the appropriately converted text field frame").
    @Test func aFieldInsideAPlainViewIsConvertedIntoTheScrollView() {
      let (window, scrollView) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      let row = UIView(frame: CGRect(x: 0, y: 1000, width: 393, height: 120))
      scrollView.addSubview(row)
      let field = UITextField(frame: CGRect(x: 16, y: 40, width: 200, height: 40))
      row.addSubview(field)

      #expect(field.becomeFirstResponder())

      // In the scroll view: (16, 1000 + 40) = (16, 1040), bottom 1080: offset 1080 - 600.
      #expect(scrollView.requests.first?.rect == CGRect(x: 16, y: 1040, width: 200, height: 40))
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 480))
    }

    // Source: radar 20798351 [seen] ("looking up the parent scroll view"): the nearest
    // enclosing scroll view only; an outer one is not asked.
    @Test func onlyTheNearestScrollViewIsAsked() {
      let (window, outer) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      let inner = RequestRecordingScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
      inner.contentSize = CGSize(width: 393, height: 1000)
      outer.addSubview(inner)
      let field = UITextField(frame: CGRect(x: 16, y: 500, width: 200, height: 40))
      inner.addSubview(field)

      #expect(field.becomeFirstResponder())

      // Inner: visible 0 ... 300, field 500 ... 540: offset 540 - 300 = 240.
      #expect(inner.requests.count == 1)
      #expect(inner.contentOffset == CGPoint(x: 0, y: 240))
      #expect(outer.requests.isEmpty)
      #expect(outer.contentOffset == .zero)
    }

    // Source: radar 15391357 [seen]: a scroll asked for from the field's editing-did-begin
    // handler finds the scroll view already scrolling to the field, so UIKit's request comes
    // first, inside becomeFirstResponder().
    @Test func theScrollComesBeforeTheBeginEditingMessages() {
      let (window, scrollView) = Self.makeScrollView()
      let field = UITextField(frame: CGRect(x: 16, y: 900, width: 200, height: 40))
      scrollView.addSubview(field)
      let delegate = OffsetAtBeginEditing(scrollView: scrollView)
      field.delegate = delegate
      var offsetAtNotification: CGPoint?
      let token = NotificationCenter.default.addObserver(
        forName: UITextField.textDidBeginEditingNotification, object: field, queue: nil
      ) { _ in
        MainActor.assumeIsolated { offsetAtNotification = scrollView.contentOffset }
      }
      defer {
        NotificationCenter.default.removeObserver(token)
        withExtendedLifetime(window) {}
      }

      #expect(field.becomeFirstResponder())

      // Both already see the offset of the scroll to 940 - 600 = 340.
      #expect(delegate.offset == CGPoint(x: 0, y: 340))
      #expect(offsetAtNotification == CGPoint(x: 0, y: 340))
    }

    // Source: radar 20798351 [seen] ("when gaining first responder status"): a field whose
    // delegate refuses to begin editing does not become first responder, so nothing scrolls.
    @Test func aRefusedFieldDoesNotScroll() {
      let (window, scrollView) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      let field = UITextField(frame: CGRect(x: 16, y: 900, width: 200, height: 40))
      scrollView.addSubview(field)
      let delegate = OffsetAtBeginEditing(scrollView: scrollView)
      delegate.allowsEditing = false
      field.delegate = delegate

      #expect(!field.becomeFirstResponder())

      #expect(scrollView.requests.isEmpty)
      #expect(scrollView.contentOffset == .zero)
    }

    // Source: scrollRectToVisible's visible area is bounds less adjustedContentInset [seen,
    // uikit-reference.md]; splinter.com.au "Form scrolling" 2014 [seen]: with the keyboard's
    // height in contentInset, UIKit's scroll puts the focused field in the visible area. So
    // UIKit's scroll counts a keyboard only through an inset someone has added.
    @Test func theScrollHonoursAnInsetAlreadyAdded() {
      let (window, scrollView) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      scrollView.contentInset.bottom = 300
      let field = UITextField(frame: CGRect(x: 16, y: 900, width: 200, height: 40))
      scrollView.addSubview(field)

      #expect(field.becomeFirstResponder())

      // Visible height 600 - 300 = 300: offset 940 - 300 = 640 (range 0 ... 2000 + 300 - 600).
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 640))
    }

    // Source: GrowingTextView PR #6 [seen] (a text view asks its containing scroll view);
    // the rect, the text view's frame, is the model's choice.
    @Test func aTextViewAsksItsEnclosingScrollViewNotItself() {
      let (window, scrollView) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      let textView = UITextView(frame: CGRect(x: 16, y: 1200, width: 300, height: 100))
      textView.text = "hello"
      scrollView.addSubview(textView)

      #expect(textView.becomeFirstResponder())

      // The text view's frame 1200 ... 1300: offset 1300 - 600 = 700. Its own content
      // (one line, 8 + 20 + 8 = 36 pt in 100 pt) does not move.
      #expect(scrollView.requests.first?.rect == CGRect(x: 16, y: 1200, width: 300, height: 100))
      #expect(scrollView.requests.first?.animated == true)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 700))
      #expect(textView.contentOffset == .zero)
    }

    // Source: shadowfacts.net 2020 [seen] ("Whenever the cursor moves, it would simply
    // scroll itself so that the cursor is visible").
    @Test func typingKeepsTheCaretVisibleInsideTheTextView() {
      let (window, scrollView) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      let textView = UITextView(frame: CGRect(x: 16, y: 100, width: 300, height: 100))
      textView.text = "a\nb\nc\nd\ne"
      scrollView.addSubview(textView)
      #expect(textView.becomeFirstResponder())
      #expect(textView.contentOffset == .zero)  // setting text in code scrolls nothing

      textView.insertText("x")

      // Five lines: content 8 + 5 × 20 + 8 = 116 in 100 pt. The caret on line 5 spans
      // 8 + 4 × 20 = 88 ... 108: offset 108 - 100 = 8.
      #expect(textView.contentOffset == CGPoint(x: 0, y: 8))
      #expect(scrollView.contentOffset == .zero)  // frame 100 ... 200 was visible already
    }

    // Source: shadowfacts.net 2020 [seen]: with scrolling disabled the text view does not
    // follow its caret (a self-sizing text view must scroll its container itself).
    @Test func aTextViewThatCannotScrollDoesNotFollowItsCaret() {
      let (window, scrollView) = Self.makeScrollView()
      defer { withExtendedLifetime(window) {} }
      let textView = UITextView(frame: CGRect(x: 16, y: 100, width: 300, height: 100))
      textView.text = "a\nb\nc\nd\ne"
      textView.isScrollEnabled = false
      scrollView.addSubview(textView)
      #expect(textView.becomeFirstResponder())

      textView.insertText("x")

      #expect(textView.contentOffset == .zero)
      #expect(scrollView.requests.count == 1)  // only the focus request, none for typing
    }
  }
#endif
