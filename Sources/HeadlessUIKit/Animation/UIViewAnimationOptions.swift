#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  extension UIView {
    /// Options for animating views using block objects.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/animationoptions
    /// Raw values follow `UIViewAnimationOptions` in UIView.h: flags in the low bits, the
    /// curve in bits 16–19 (which is why a keyboard's curve `c` becomes options `c << 16`).
    public struct AnimationOptions: OptionSet, Sendable {
      /// The raw bit mask.
      public let rawValue: UInt

      /// Creates options from a raw bit mask.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// Lay out subviews at commit time so that they are animated along with their parent.
      public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
      /// Enable user interaction while the views are animating.
      public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
      /// Start the animation from the current setting associated with an already in-flight
      /// animation.
      public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
      /// Force the animation to use the original duration value specified when the
      /// animation was submitted: a block nested in another animation keeps its own duration
      /// instead of inheriting the remaining duration of the one in flight (UIView.h,
      /// `UIViewAnimationOptionOverrideInheritedDuration = 1 << 5`, "ignore nested duration").
      public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
      /// Force the animation to use the original curve value specified when the animation
      /// was submitted instead of the curve of the one in flight (UIView.h,
      /// `UIViewAnimationOptionOverrideInheritedCurve = 1 << 6`, "ignore nested curve").
      public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
      /// Do not inherit any options or animation type (UIView.h,
      /// `UIViewAnimationOptionOverrideInheritedOptions = 1 << 9`).
      public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
      /// An ease-in ease-out curve.
      public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
      /// An ease-in curve.
      public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
      /// An ease-out curve.
      public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
      /// A linear animation curve.
      public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Constants that specify the timing curve of an animation.
    ///
    /// Source: UIView.h, `typedef NS_ENUM(NSInteger, UIViewAnimationCurve)`. Declared in C
    /// (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a
    /// `switch` needs `@unknown default`), any raw value accepted.
    public typealias AnimationCurve = UIViewAnimationCurve
  }
#endif
