import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// UIKit's own scroll on focus, taken over so that it and the component make one motion.
///
/// When a text field or text view becomes first responder, UIKit asks its nearest
/// enclosing scroll view to show it with an animated `scrollRectToVisible(_:animated:)`,
/// before the begin-editing messages and before the keyboard's will-show ([seen] radar
/// 20798351; radar 15391357; React Native's `RCTCustomScrollView` overrides the method to
/// limit it; see HeadlessUIKit's UIScrollView+FocusScroll.swift). Left alone, that scroll
/// shows the field without padding and without the keyboard that is about to appear, and
/// the component's reveal then moves the content a second time.
///
/// So the owner passes every *animated* request from outside through here [choice]:
/// - it is held until the owner's next layout pass (the display pass before the next frame
///   is drawn), and the owner is marked as needing layout;
/// - when the component reveals its focused view before then, a held rect that lies within
///   that view is answered by the reveal (which keeps the padding and counts the keyboard)
///   and dropped;
/// - whatever is still held at the layout pass is performed as asked.
///
/// An animated scroll reaches its offset over the following frames on iOS anyway (a display
/// link moves `contentOffset` step by step [seen: `_smoothScrollDisplayLink:` in the call
/// stacks of `setContentOffset:` logged by developers]), so code that reads `contentOffset`
/// right after an animated request sees no difference. Requests with `animated: false`
/// (including the component's own) pass through at once, as do all requests while
/// avoidance is off or the scroll view is not in a window.
///
/// An owner forwards its `scrollRectToVisible(_:animated:)` override to ``hold(_:animated:)``
/// and the engine performs what is held at the owner's layout pass (``performAtLayout()``).
@MainActor
final class HeldScrollRequests {
  private unowned let context: any FeatureContext
  private var scrollView: UIScrollView { context.scrollView }
  /// Animated `scrollRectToVisible` requests held until the owner's next layout pass.
  private var requests: [CGRect] = []
  /// True while the held requests are being performed, so that they pass through.
  private var isReleasing = false

  init(context: any FeatureContext) {
    self.context = context
  }

  /// Whether the owner should hold this `scrollRectToVisible` request rather than perform
  /// it now; when true, the request is recorded and the owner marked for layout.
  func hold(_ rect: CGRect, animated: Bool) -> Bool {
    guard animated, context.isAvoiding, !isReleasing, scrollView.window != nil,
      rect.isSaneFrame
    else { return false }
    requests.append(rect)
    scrollView.setNeedsLayout()
    return true
  }

  /// The component settles `focus`'s reveal: it is about to reveal it, or will not reveal it
  /// (a hidden or transparent view). Held requests for a rect within it are answered by that
  /// reveal, or dropped, since the component's rules decide what UIKit's own scroll on focus
  /// shows [choice].
  func answer(for focus: UIView) {
    guard !requests.isEmpty else { return }
    // Half a point of slack: UIKit converts the field's frame itself.
    let frame = scrollView.convert(focus.bounds, from: focus).insetBy(dx: -0.5, dy: -0.5)
    requests.removeAll { frame.contains($0) }
  }

  /// Whether any request waits for the owner's next layout pass.
  var isHolding: Bool { !requests.isEmpty }

  /// The owner's layout pass: performs the requests nobody answered, in order, as asked, and
  /// returns them (the engine's plan says when, ``AvoidancePlan/performsHeldScrolls``).
  @discardableResult
  func performAtLayout() -> [CGRect] {
    guard !requests.isEmpty else { return [] }
    let held = requests
    requests.removeAll()
    guard scrollView.window != nil else { return [] }
    isReleasing = true
    defer { isReleasing = false }
    for rect in held {
      scrollView.scrollRectToVisible(rect, animated: true)
    }
    return held
  }

  /// The owner left its window: what it was asked to show is no longer on screen.
  func dropAll() {
    requests.removeAll()
  }
}
