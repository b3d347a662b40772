#if !canImport(UIKit)
  import Foundation

  // Source: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  // The model has no frames: the animations block runs at once, so every property reaches
  // its final value immediately. While the block runs, `inheritedAnimationDuration` reports
  // the duration, which is how a test tells that a change ran inside an animation. UIKit
  // calls the completion handler when the animation ends; the model's animations end at
  // once, so it calls it with `true` right after the block.
  extension UIView {
    /// Animate changes to one or more views using the specified duration, delay, options, and
    /// completion handler.
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: UIView.AnimationOptions = [],
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animationDurations.append(areAnimationsEnabled ? duration : 0)
      animations()
      animationDurations.removeLast()
      completion?(true)
    }

    /// Disables a view transition animation.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      let wereEnabled = areAnimationsEnabled
      setAnimationsEnabled(false)
      actionsWithoutAnimation()
      setAnimationsEnabled(wereEnabled)
    }

    /// Returns the inherited duration of the current animation.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration
    /// "This method only returns a nonzero value if called within a UIView animation block."
    public class var inheritedAnimationDuration: TimeInterval {
      guard areAnimationsEnabled else { return 0 }
      return animationDurations.last ?? 0
    }

    /// Returns a Boolean value indicating whether animations are enabled.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
    public class var areAnimationsEnabled: Bool {
      animationsEnabled
    }

    /// Sets whether animations are enabled.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)
    public class func setAnimationsEnabled(_ enabled: Bool) {
      animationsEnabled = enabled
    }
  }

  /// The animation state is main-actor state, like UIKit's own.
  @MainActor private var animationDurations: [TimeInterval] = []
  @MainActor private var animationsEnabled = true
#endif
