#if !canImport(UIKit)
  import Foundation

  /// A continuous gesture recognizer that interprets panning gestures.
  ///
  /// Source: UIPanGestureRecognizer.h (`UIPanGestureRecognizer : UIGestureRecognizer`) and
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer. In the model a
  /// pan is driven by a simulated drag (`UIWindow.beginSimulatedDrag(at:)`, headless-only):
  /// the recognizer begins at the drag's first move, changes at each later move and ends when
  /// the finger lifts. The movement needed before UIKit recognizes a pan is not modelled: the
  /// first move begins it [choice].
  ///
  /// Translations and velocities are vectors, the same in every view's coordinate system
  /// in the model, and `view` only names the system [choice: UIKit converts into "the
  /// coordinate system of the specified view"; the model does not convert a vector through
  /// a view's `transform` (UIView+Transform.swift)].
  @preconcurrency @MainActor
  open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Where the pan's translation counts from, in window coordinates.
    private var origin: CGPoint = .zero
    /// The touch's last location, in window coordinates.
    private var current: CGPoint = .zero
    /// The last velocity, in points per second.
    private var lastVelocity: CGPoint = .zero

    /// The translation of the pan gesture in the coordinate system of the specified view.
    ///
    /// Source: UIPanGestureRecognizer.h, `- (CGPoint)translationInView:(nullable UIView
    /// *)view; // translation in the coordinate system of the specified view`.
    @discardableResult
    open func translation(in view: UIView?) -> CGPoint {
      CGPoint(x: current.x - origin.x, y: current.y - origin.y)
    }

    /// Sets the translation value in the coordinate system of the specified view.
    ///
    /// Source: UIPanGestureRecognizer.h, `- (void)setTranslation:(CGPoint)translation
    /// inView:(nullable UIView *)view;`; "Changing the translation value resets the velocity
    /// of the pan" (the documentation page).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
      origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
      lastVelocity = .zero
    }

    /// The velocity of the pan gesture in the coordinate system of the specified view.
    ///
    /// Source: UIPanGestureRecognizer.h, "velocity of the pan in points/second in the
    /// coordinate system of the specified view". The model's velocity is the last move's
    /// distance over one frame of a 60 Hz display [choice: the simulated drag moves once a
    /// frame].
    @discardableResult
    open func velocity(in view: UIView?) -> CGPoint {
      lastVelocity
    }

    // MARK: Model internals

    /// The frame interval a simulated drag's moves are spaced by.
    static let frameInterval: CGFloat = 1.0 / 60.0

    /// A touch went down at `point`: the translation counts from there.
    func touchBegan(at point: CGPoint) {
      origin = point
      current = point
      lastVelocity = .zero
    }

    /// The touch moved to `point`, one frame after its last position.
    func touchMoved(to point: CGPoint) {
      lastVelocity = CGPoint(
        x: (point.x - current.x) / Self.frameInterval, y: (point.y - current.y) / Self.frameInterval
      )
      current = point
    }
  }
#endif
