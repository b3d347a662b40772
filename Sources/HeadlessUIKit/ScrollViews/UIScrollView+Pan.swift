#if !canImport(UIKit)
  import Foundation

  extension UIScrollView {
    /// The underlying gesture recognizer for pan gestures.
    ///
    /// Source: UIScrollView.h, `@property(nonatomic, readonly) UIPanGestureRecognizer
    /// *panGestureRecognizer API_AVAILABLE(ios(5.0))`. Its `view` is the scroll view; it is
    /// not listed in `gestureRecognizers` [choice: UIKit lists its own recognizers there, the
    /// model keeps that list to the app's]. A simulated drag that starts in the scroll view
    /// drives it (UIWindow+SimulatedDrag.swift).
    public var panGestureRecognizer: UIPanGestureRecognizer {
      modelPan.recognizer
    }

    /// Whether the user has touched the content to initiate scrolling.
    ///
    /// Source: UIScrollView.h, `@property(nonatomic,readonly,getter=isTracking) BOOL
    /// tracking; // returns YES if user has touched. may not yet have started dragging`.
    public var isTracking: Bool {
      modelPan.isTouched
    }

    /// Whether the user has begun scrolling the content.
    ///
    /// Source: UIScrollView.h, `@property(nonatomic,readonly,getter=isDragging) BOOL
    /// dragging; // returns YES if user has started scrolling. this may require some time and
    /// or distance to move to initiate dragging`. In the model dragging starts with the pan
    /// (`.began`) and stops when the finger lifts.
    public var isDragging: Bool {
      switch panGestureRecognizer.state {
      case .began, .changed: true
      default: false
      }
    }
  }

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
      func clamped(_ value: CGFloat, lower: CGFloat, upper: CGFloat) -> CGFloat {
        min(max(value, lower), max(lower, upper))
      }
      let y =
        size.height + inset.top + inset.bottom > bounds.height
        ? clamped(
          startOffset.y - translation.y, lower: -inset.top,
          upper: size.height + inset.bottom - bounds.height)
        : scrollView.contentOffset.y
      let x =
        size.width + inset.left + inset.right > bounds.width
        ? clamped(
          startOffset.x - translation.x, lower: -inset.left,
          upper: size.width + inset.right - bounds.width)
        : scrollView.contentOffset.x
      let offset = CGPoint(x: x, y: y)
      if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
    }
  }
#endif
