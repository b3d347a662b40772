#if !canImport(UIKit)
  import Foundation

  /// The base class for concrete gesture recognizers.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uigesturerecognizer and
  /// UIGestureRecognizer.h. The model recognizes only what a simulated tap produces
  /// (`UIWindow.simulateTap(at:)`, headless-only); it has no states, no touches and no
  /// run loop.
  ///
  /// **Target-action.** UIKit's only ways to be told of a recognized gesture are
  /// `init(target:action:)` and `addTarget(_:action:)`, both taking an Objective-C
  /// `Selector`. Linux has neither the type nor the runtime that sends one, so the model
  /// cannot declare them. It offers instead one headless-only initializer,
  /// ``init(headlessAction:)``: a closure run where UIKit would send the action message.
  /// Code that must also build for iOS uses `init(target:action:)` under
  /// `#if canImport(UIKit)` and this initializer only in the `#else` branch.
  @preconcurrency @MainActor
  open class UIGestureRecognizer: NSObject {
    /// What runs when the recognizer recognizes its gesture.
    private let headlessAction: (UIGestureRecognizer) -> Void
    /// The view the recognizer is attached to; the view holds the recognizer strongly
    /// [doc: addGestureRecognizer(_:)], so the way back is weak [choice].
    weak var attachedView: UIView?
    /// Where the last recognized gesture happened, in its window's coordinates.
    private var lastLocation: CGPoint?
    private weak var lastWindow: UIWindow?

    /// Creates a gesture recognizer that runs `action` each time it recognizes its gesture.
    ///
    /// **Headless-only**: stands in for UIKit's `init(target:action:)`, whose `Selector`
    /// Linux cannot express (see the type's documentation).
    public init(headlessAction action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      headlessAction = action
      super.init()
    }

    /// A Boolean value affecting whether touches are delivered to a view when a gesture is
    /// recognized.
    ///
    /// Source: UIGestureRecognizer.h: "default is YES. causes touchesCancelled:withEvent:
    /// … to be sent to the view for all touches … recognized as part of this gesture
    /// immediately before the action method is called." In the model a cancelled tap never
    /// reaches the hit-tested view (see `UIWindow.simulateTap(at:)`).
    open var cancelsTouchesInView: Bool = true

    /// The current state of the gesture recognizer.
    ///
    /// Source: UIGestureRecognizer.h, `@property(nonatomic,readonly) UIGestureRecognizerState
    /// state`, "the current state of the gesture recognizer". A tap, a discrete gesture, is
    /// recognized and reset within one call in the model, so it reads `.possible`; the
    /// scroll view's pan (a continuous gesture) moves through `.began`, `.changed` and
    /// `.ended` as a simulated drag goes (UIWindow+SimulatedDrag.swift). Settable, as Swift
    /// imports it (UIGestureRecognizerSubclass.h redeclares it `readwrite` for subclasses).
    open var state: UIGestureRecognizer.State = .possible

    /// The delegate of the gesture recognizer.
    ///
    /// Source: UIGestureRecognizer.h, `@property(nullable,nonatomic,weak)
    /// id <UIGestureRecognizerDelegate> delegate`.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The view the gesture recognizer is attached to.
    ///
    /// Source: UIGestureRecognizer.h: "set by adding the recognizer to a UIView using the
    /// addGestureRecognizer: method".
    open var view: UIView? {
      attachedView
    }

    /// Returns the point computed as the location in a given view of the gesture
    /// represented by the receiver.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    /// `nil` means the window. A tap has one touch, so its location is the tap's point.
    /// Before any gesture the model answers `.zero` [choice: UIKit does not say].
    @discardableResult
    open func location(in view: UIView?) -> CGPoint {
      guard let point = lastLocation, let window = lastWindow else { return .zero }
      guard let view else { return point }
      // Through the screen, so that a view of another window gets an answer too.
      return view.convert(point, from: window as any UICoordinateSpace)
    }

    // MARK: Model internals

    /// The gesture was recognized at `point` of `window`: run the action.
    func recognized(at point: CGPoint, in window: UIWindow) {
      lastLocation = point
      lastWindow = window
      headlessAction(self)
    }

    /// A continuous gesture's touch is at `point` of `window` and the recognizer enters
    /// `state`: run the action, as UIKit calls it for `.began`, `.changed`, `.ended` and
    /// `.cancelled` [doc: UIGestureRecognizer.h, "the action method will be called at the
    /// next turn of the run loop" for each].
    func transition(to state: UIGestureRecognizer.State, at point: CGPoint, in window: UIWindow) {
      lastLocation = point
      lastWindow = window
      self.state = state
      headlessAction(self)
    }

    /// A replayed gesture (TraceReplay): the recognizer is in `state` with its touch at
    /// `point` of `window`, as a recorded session saw it, and no action runs (the replay sets
    /// what the action did, the content offset, from the trace). **Headless-only**.
    package func replayTouch(
      _ state: UIGestureRecognizer.State, at point: CGPoint, in window: UIWindow?
    ) {
      lastLocation = window == nil ? nil : point
      lastWindow = window
      self.state = state
    }

    /// Whether this recognizer and `other` may both recognize the same touches: only when
    /// either delegate says so.
    ///
    /// Source: UIGestureRecognizer.h, `gestureRecognizer:shouldRecognizeSimultaneously…`:
    /// "the default implementation returns NO (by default no two gestures can be recognized
    /// simultaneously)"; "returning YES is guaranteed to allow simultaneous recognition.
    /// returning NO is not guaranteed to prevent simultaneous recognition, as the other
    /// gesture's delegate may return YES".
    func mayRecognize(together other: UIGestureRecognizer) -> Bool {
      delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
        || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
          == true
    }
  }
#endif
