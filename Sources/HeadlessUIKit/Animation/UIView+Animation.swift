#if !canImport(UIKit)
  import Foundation

  // Source: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  // The model has no frames: the animations block runs at once, so every property reaches
  // its final value immediately. While the block runs, `inheritedAnimationDuration` reports
  // the duration, which is how a test tells that a change ran inside an animation. UIKit
  // calls the completion handler when the animation ends; the model's animations end at
  // once, so it calls it with `true` right after the block.
  // A block nested in one in flight inherits its duration and curve: "If this key is not
  // present, the animation inherits the remaining duration of the in-flight animation"
  // [doc: uiview/keyframeanimationoptions/overrideinheritedduration; UIView.h,
  // `UIViewAnimationOptionOverrideInheritedDuration`, "ignore nested duration"], and likewise
  // the curve [doc: uiview/animationoptions/overrideinheritedcurve]. The model's animations
  // take no time, so the remaining duration is the whole of it; the curve is not observable
  // in the model (no frames, and UIKit has no getter for it), so only the duration is kept.
  // `overrideInheritedOptions` ("do not inherit any options or animation type") keeps the
  // nested duration too [choice]; so does a block nested in one of no duration [choice]. This is what makes a keyboard handler's own
  // `UIView.animate` run with the keyboard's duration (SimulatedDevice's SystemKeyboard).
  // The public, overridable class methods are declared in UIView.swift (`open class func`
  // in UIKit); these are their implementations.
  extension UIView {
    static func modelAnimate(
      withDuration duration: TimeInterval,
      options: UIView.AnimationOptions = [],
      animations: () -> Void,
      completion: ((Bool) -> Void)?
    ) {
      let keepsOwnDuration = !options.isDisjoint(
        with: [.overrideInheritedDuration, .overrideInheritedOptions])
      // An outer block of no duration is no animation in flight to inherit from [choice].
      let inherited = animationDurations.last.flatMap { keepsOwnDuration || $0 <= 0 ? nil : $0 }
      animationDurations.append(modelAreAnimationsEnabled ? inherited ?? duration : 0)
      animations()
      animationDurations.removeLast()
      completion?(true)
    }

    static func modelPerformWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      let wereEnabled = modelAreAnimationsEnabled
      modelSetAnimationsEnabled(false)
      actionsWithoutAnimation()
      modelSetAnimationsEnabled(wereEnabled)
    }

    /// "This method only returns a nonzero value if called within a UIView animation block."
    static var modelInheritedAnimationDuration: TimeInterval {
      guard modelAreAnimationsEnabled else { return 0 }
      return animationDurations.last ?? 0
    }

    static var modelAreAnimationsEnabled: Bool {
      animationsEnabled
    }

    static func modelSetAnimationsEnabled(_ enabled: Bool) {
      animationsEnabled = enabled
    }
  }

  /// The animation state is main-actor state, like UIKit's own.
  @MainActor private var animationDurations: [TimeInterval] = []
  @MainActor private var animationsEnabled = true
#endif
