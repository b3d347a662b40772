#if !canImport(UIKit)
  import HeadlessUIKit

  /// A text view that stands in for a recorded one: a trace holds no text, only where the
  /// caret was, so its caret is the recorded one rather than one computed from text.
  @MainActor
  final class ReplayTextView: UITextView {
    /// The recorded caret, in the scroll view's coordinates, and the scroll view.
    var caretInScrollView: CGRect?
    weak var scrollView: UIScrollView?

    override func caretRect(for position: UITextPosition) -> CGRect {
      guard let caret = caretInScrollView, let scrollView else {
        return super.caretRect(for: position)
      }
      return convert(caret, from: scrollView)
    }
  }
#endif
