import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A main-actor box for values read inside animation blocks (which are `@Sendable`).
  @MainActor
  final class DurationLog {
    var durations: [TimeInterval] = []
  }

  /// `UIView.animate`, `performWithoutAnimation`, `inheritedAnimationDuration` and the
  /// raw values of `UIView.AnimationOptions` / `UIView.AnimationCurve`. The model has no
  /// frames: the animations block runs at once.
  @Suite("Animation")
  @MainActor
  struct AnimationTests {
    // Source: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    // (model: no frames, so the block runs at once and properties take their final values)
    @Test func animateRunsItsBlockAtOnce() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      UIView.animate(withDuration: 0.3, delay: 0) {
        view.alpha = 0.5
        view.frame.origin.y = 200
      }
      #expect(view.alpha == 0.5)  // final value right after the call
      #expect(view.frame.origin.y == 200)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration
    // ("This method only returns a nonzero value if called within a UIView animation block.")
    @Test func inheritedDurationIsTheDurationInsideAndZeroOutside() {
      let log = DurationLog()
      #expect(UIView.inheritedAnimationDuration == 0)  // outside any block
      UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
        log.durations.append(UIView.inheritedAnimationDuration)
      }
      #expect(log.durations == [0.25])  // inside: the block's duration
      #expect(UIView.inheritedAnimationDuration == 0)  // back to 0 after the block
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration
    // (the innermost block's duration)
    // Source: developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/overrideinheritedduration
    // ("If this key is not present, the animation inherits the remaining duration of the
    // in-flight animation") and UIView.h (`UIViewAnimationOptionOverrideInheritedDuration`,
    // "ignore nested duration"). The model's animations take no time, so what remains of the
    // outer one is all of it.
    @Test func nestedAnimationsInheritTheOuterDuration() {
      let log = DurationLog()
      UIView.animate(withDuration: 0.3, delay: 0) {
        UIView.animate(withDuration: 0.1, delay: 0) {
          log.durations.append(UIView.inheritedAnimationDuration)
        }
        log.durations.append(UIView.inheritedAnimationDuration)
      }
      #expect(log.durations == [0.3, 0.3])  // the inner block runs in the outer's 0.3
    }

    @Test func overrideInheritedDurationKeepsTheNestedDuration() {
      let log = DurationLog()
      UIView.animate(withDuration: 0.3, delay: 0) {
        UIView.animate(withDuration: 0.1, delay: 0, options: [.overrideInheritedDuration]) {
          log.durations.append(UIView.inheritedAnimationDuration)
        }
        // Only the duration is overridden; the curve option is not about duration.
        UIView.animate(withDuration: 0.1, delay: 0, options: [.overrideInheritedCurve]) {
          log.durations.append(UIView.inheritedAnimationDuration)
        }
        log.durations.append(UIView.inheritedAnimationDuration)
      }
      // 0.1 (its own), 0.3 (inherited), then the outer 0.3 again.
      #expect(log.durations == [0.1, 0.3, 0.3])
    }

    // Source: UIView.h, `UIViewAnimationOptionOverrideInheritedOptions`, "do not inherit any
    // options or animation type" [choice: read as not inheriting the duration either].
    @Test func overrideInheritedOptionsKeepsTheNestedDuration() {
      let log = DurationLog()
      UIView.animate(withDuration: 0.3, delay: 0) {
        UIView.animate(withDuration: 0.1, delay: 0, options: [.overrideInheritedOptions]) {
          log.durations.append(UIView.inheritedAnimationDuration)
        }
      }
      #expect(log.durations == [0.1])
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    @Test func performWithoutAnimationReportsZeroDuration() {
      var inside: TimeInterval = -1
      UIView.performWithoutAnimation {
        inside = UIView.inheritedAnimationDuration
      }
      #expect(inside == 0)  // no animation
      #expect(UIView.areAnimationsEnabled)  // enabled again afterwards
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    // ("Disables a view transition animation", also inside an animation block)
    @Test func performWithoutAnimationInsideAnAnimationReportsZero() {
      let log = DurationLog()
      UIView.animate(withDuration: 0.3, delay: 0) {
        UIView.performWithoutAnimation {
          log.durations.append(UIView.inheritedAnimationDuration)
        }
        log.durations.append(UIView.inheritedAnimationDuration)
      }
      #expect(log.durations == [0, 0.3])  // 0 while disabled, 0.3 once re-enabled
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    // (model: the completion runs later on the main queue, with finished == true)
    @Test func completionRunsAfterAnimateReturns() async {
      let log = DurationLog()
      let finished: Bool = await withCheckedContinuation { continuation in
        UIView.animate(
          withDuration: 0.2, delay: 0,
          animations: { log.durations.append(UIView.inheritedAnimationDuration) },
          completion: { finished in continuation.resume(returning: finished) })
        // the block has run, the completion has not yet
        log.durations.append(-1)
      }
      #expect(finished)  // the animation ran to its end
      #expect(log.durations == [0.2, -1])  // block first, then the code after animate
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/animationoptions (raw
    // values of UIViewAnimationOptions in UIView.h)
    @Test func animationOptionsRawValues() {
      #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1)  // 1 << 0
      #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)  // 1 << 1
      #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)  // 1 << 2
      #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)  // 0 << 16
      #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 65_536)  // 1 << 16
      #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 131_072)  // 2 << 16
      #expect(UIView.AnimationOptions.curveLinear.rawValue == 196_608)  // 3 << 16
    }

    // Source: uikit-reference.md [doc sample]: options from a curve are `curve << 16`
    @Test func keyboardCurveSevenShiftedIntoOptions() {
      let options = UIView.AnimationOptions(rawValue: UInt(7) << 16)
      #expect(options.rawValue == 458_752)  // 7 × 65536 = 458752
      // a linear curve (3) converts to exactly the curveLinear option
      #expect(UIView.AnimationOptions(rawValue: UInt(3) << 16) == .curveLinear)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/animationcurve
    @Test func animationCurveRawValues() {
      #expect(UIView.AnimationCurve.easeInOut.rawValue == 0)  // UIViewAnimationCurveEaseInOut
      #expect(UIView.AnimationCurve.easeIn.rawValue == 1)
      #expect(UIView.AnimationCurve.easeOut.rawValue == 2)
      #expect(UIView.AnimationCurve.linear.rawValue == 3)
      // The keyboard's curve 7 is no case [seen], yet an imported NS_ENUM takes any raw value
      // ("Enumerations imported using the NS_ENUM macro won't fail when you initialize one
      // with a raw value that does not correspond to an enumeration case", Apple's Swift
      // interoperability guide, quoted in swiftlang/swift#85701): only `@unknown default`
      // matches it.
      let keyboardCurve = UIView.AnimationCurve(rawValue: 7)
      #expect(keyboardCurve?.rawValue == 7)
      #expect(keyboardCurve.map(caseName) == "unknown")
      #expect(caseName(.linear) == "linear")
    }

    private func caseName(_ curve: UIView.AnimationCurve) -> String {
      switch curve {
      case .easeInOut: "easeInOut"
      case .easeIn: "easeIn"
      case .easeOut: "easeOut"
      case .linear: "linear"
      @unknown default: "unknown"
      }
    }
  }
#endif
