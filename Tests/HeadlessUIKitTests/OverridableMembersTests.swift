import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A text view whose `scrollRectToVisible` records its calls: on iOS the method is `open`
  /// (UIScrollView.h), so a subclass can take it over.
  @MainActor
  final class RecordingTextView: UITextView {
    private(set) var requested: [CGRect] = []

    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
      requested.append(rect)
      super.scrollRectToVisible(rect, animated: animated)
    }
  }

  /// A view that reports fixed safe-area insets, as a subclass may on iOS (`safeAreaInsets`
  /// is an `open` property in UIView.h).
  @MainActor
  final class FixedSafeAreaView: UIView {
    override var safeAreaInsets: UIEdgeInsets {
      UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    }
  }

  /// Members that UIKit declares `open` can be overridden, and initializers have UIKit's
  /// kinds (checked against the SDK by .ci/uikit_declarations.py).
  @Suite("Overridable members and initializers")
  @MainActor
  struct OverridableMembersTests {
    // Source: UITextView.h: designated `initWithFrame:textContainer:`; `init(frame:)` is the
    // inherited convenience initializer, and both make the same text view.
    @Test func textViewInitializers() {
      let frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      let plain = UITextView(frame: frame)
      let withContainer = UITextView(
        frame: frame, textContainer: NSTextContainer(size: frame.size))
      #expect(plain.frame == frame)
      #expect(withContainer.frame == frame)
      // empty text: one 20 pt line plus the default 8 + 8 insets = 36
      #expect(plain.contentSize == CGSize(width: 200, height: 36))
      #expect(withContainer.contentSize == plain.contentSize)
    }

    // Source: UIScrollView.h, `- scrollRectToVisible:animated:` (open); the text view keeps
    // its caret visible through it while typing [seen, UITextView.swift].
    @Test func aSubclassSeesTheTextViewsOwnScrollRequests() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let textView = RecordingTextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
      window.addSubview(textView)
      textView.becomeFirstResponder()
      textView.insertText("a")
      // caret after one character: x = 0 + 1 × 8, y = 8 (top inset), 2 × 20 pt
      #expect(textView.requested == [CGRect(x: 8, y: 8, width: 2, height: 20)])
    }

    // Source: UIView.h, `@property(nonatomic,readonly) UIEdgeInsets safeAreaInsets` (open).
    @Test func aSubclassCanOverrideSafeAreaInsets() {
      let view: UIView = FixedSafeAreaView(frame: .zero)
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
  }
#endif
