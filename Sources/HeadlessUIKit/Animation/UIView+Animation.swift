#if !canImport(UIKit)
  import Foundation

  // Source: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  // The model has no frames: the animations block runs at once, so every property reaches
  // its final value immediately. While the block runs, `inheritedAnimationDuration` reports
  // the duration, which is how a test tells that a change ran inside an animation. UIKit
  // calls the completion handler when the animation ends; the model's animations end at
  // once, so it calls it with `true` right after the block.
  // The public, overridable class methods are declared in UIView.swift (`open class func`
  // in UIKit); these are their implementations.
  extension UIView {
    static func modelAnimate(
      withDuration duration: TimeInterval,
      animations: () -> Void,
      completion: ((Bool) -> Void)?
    ) {
      animationDurations.append(modelAreAnimationsEnabled ? duration : 0)
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
