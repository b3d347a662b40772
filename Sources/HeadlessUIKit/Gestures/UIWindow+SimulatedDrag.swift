#if !canImport(UIKit)
  import Foundation

  /// A finger dragging across a window, one frame per move: **headless-only**, the stand-in
  /// for the touch screen (UIKit has no public way to create a touch), like
  /// `UIWindow.simulateTap(at:)`.
  ///
  /// What the model does, and its sources:
  /// 1. The finger goes down: the window hit-tests the point [doc: uiview/hittest(_:with:)];
  ///    the innermost scroll view that holds the touched view (or is it) takes the drag,
  ///    `isTracking` becoming true [doc: UIScrollView.h, "returns YES if user has touched"].
  ///    A touch on no scroll view drags nothing.
  /// 2. Each move is one frame of the display: the scroll view's `panGestureRecognizer`
  ///    begins at the first move and changes at each later one, its action moving the
  ///    content with the finger (UIScrollView+Pan.swift). The move does not lay the window
  ///    out: whoever drives the drag (a test, SimulatedDevice's keyboard, which moves the
  ///    keyboard with the finger first) calls ``SimulatedDrag/displayFrame()`` or the
  ///    window's `layoutIfNeeded()`, the layout of that frame [doc: WWDC18 220, the render
  ///    loop lays out once a frame].
  /// 3. The finger lifts: the pan ends (or, if it never began, nothing was recognized) and
  ///    `isTracking` becomes false. No deceleration follows (the model has none).
  @MainActor
  public final class SimulatedDrag {
    /// The window the finger is on.
    public let window: UIWindow
    /// The scroll view the drag scrolls, if the finger went down on one.
    public private(set) weak var scrollView: UIScrollView?
    /// The finger's location, in the window's coordinates.
    public private(set) var location: CGPoint
    /// Whether the finger has lifted.
    public private(set) var hasEnded = false

    init(window: UIWindow, at point: CGPoint) {
      self.window = window
      location = point
      var view = window.hitTest(point, with: nil)
      while let current = view, !(current is UIScrollView) { view = current.superview }
      scrollView = view as? UIScrollView
      guard let scrollView else { return }
      scrollView.modelPan.isTouched = true
      scrollView.panGestureRecognizer.touchBegan(at: point)
    }

    /// The finger moves to `point` (window coordinates), one frame after its last position.
    public func move(to point: CGPoint) {
      guard !hasEnded else { return }
      location = point
      guard let scrollView else { return }
      let pan = scrollView.panGestureRecognizer
      pan.touchMoved(to: point)
      pan.transition(to: pan.state == .possible ? .began : .changed, at: point, in: window)
    }

    /// The points of a straight drag from `start` to `end` in `steps` equal moves (at least
    /// one), `start` excluded.
    package static func path(from start: CGPoint, to end: CGPoint, steps: Int) -> [CGPoint] {
      let count = max(steps, 1)
      return (1...count).map { step in
        let fraction = CGFloat(step) / CGFloat(count)
        return CGPoint(
          x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      }
    }

    /// The layout of the current frame: the window's layout pass.
    public func displayFrame() {
      window.layoutIfNeeded()
    }

    /// The finger lifts.
    public func end() {
      guard !hasEnded else { return }
      hasEnded = true
      guard let scrollView else { return }
      scrollView.modelPan.isTouched = false
      let pan = scrollView.panGestureRecognizer
      if pan.state == .began || pan.state == .changed {
        pan.transition(to: .ended, at: location, in: window)
      }
      // [doc] UIGestureRecognizer.h: after `.ended` "the recognizer will be reset to
      // UIGestureRecognizerStatePossible".
      pan.state = .possible
    }
  }

  extension UIWindow {
    /// A finger goes down at `point`, in the window's coordinates, to drag: **headless-only**
    /// (see ``SimulatedDrag``). Move it with ``SimulatedDrag/move(to:)`` and lift it with
    /// ``SimulatedDrag/end()``.
    @discardableResult
    public func beginSimulatedDrag(at point: CGPoint) -> SimulatedDrag {
      SimulatedDrag(window: self, at: point)
    }

    /// Drags a finger from `start` to `end` (window coordinates) in `steps` equal moves, one
    /// frame each, laying the window out after each, then lifts it: **headless-only**.
    public func simulateDrag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
      let drag = beginSimulatedDrag(at: start)
      for point in SimulatedDrag.path(from: start, to: end, steps: steps) {
        drag.move(to: point)
        drag.displayFrame()
      }
      drag.end()
    }
  }
#endif
