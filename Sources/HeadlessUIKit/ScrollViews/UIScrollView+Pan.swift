#if !canImport(UIKit)
  import Foundation

  /// A scroll view's own pan: the recognizer, whether a finger is down, and the offset the
  /// pan started from.
  ///
  /// How the content moves: it follows the finger, `contentOffset = start − translation`
  /// [doc: uiscrollview, "the user scrolls by making a swipe gesture", the content moving
  /// with the finger], along the axes the content can scroll (content and adjusted inset longer than the bounds), within the offsets the
  /// adjusted content inset allows. The model has no rubber band and no deceleration (as its
  /// class documentation says): the offset stops at the ends of its range [choice].
  @MainActor
  final class ScrollViewPan {
    /// The recognizer; its action scrolls the scroll view.
    let recognizer: UIPanGestureRecognizer
    /// Whether a finger is down on the scroll view.
    var isTouched = false
    /// The offset when the pan began.
    private var startOffset: CGPoint = .zero

    init(scrollView: UIScrollView) {
      recognizer = UIPanGestureRecognizer { [weak scrollView] recognizer in
        guard let scrollView, let pan = recognizer as? UIPanGestureRecognizer else { return }
        scrollView.modelPan.follow(pan, in: scrollView)
      }
      recognizer.attachedView = scrollView
    }

    /// The pan's action: follow the finger while it drags.
    private func follow(_ pan: UIPanGestureRecognizer, in scrollView: UIScrollView) {
      switch pan.state {
      case .began:
        startOffset = scrollView.contentOffset
        move(scrollView, by: pan.translation(in: scrollView))
      case .changed:
        move(scrollView, by: pan.translation(in: scrollView))
      default:
        break
      }
    }

    private func move(_ scrollView: UIScrollView, by translation: CGPoint) {
      guard scrollView.isScrollEnabled else { return }
      let inset = scrollView.adjustedContentInset
      let bounds = scrollView.bounds.size
      let size = scrollView.contentSize
      let offset = CGPoint(
        x: Self.follow(
          start: startOffset.x, by: translation.x, current: scrollView.contentOffset.x,
          content: size.width, leading: inset.left, trailing: inset.right, bounds: bounds.width),
        y: Self.follow(
          start: startOffset.y, by: translation.y, current: scrollView.contentOffset.y,
          content: size.height, leading: inset.top, trailing: inset.bottom, bounds: bounds.height))
      if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
    }

    /// One axis: `start − translation` within `−leading … content + trailing − bounds` when the
    /// content and insets are longer than the bounds; otherwise the axis does not scroll and
    /// keeps `current`.
    private static func follow(
      start: CGFloat, by translation: CGFloat, current: CGFloat, content: CGFloat,
      leading: CGFloat, trailing: CGFloat, bounds: CGFloat
    ) -> CGFloat {
      guard content + leading + trailing > bounds else { return current }
      let lower = -leading
      let upper = max(lower, content + trailing - bounds)
      return min(max(start - translation, lower), upper)
    }
  }
#endif
