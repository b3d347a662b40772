import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The timing of the keyboard's own animation, so the component's changes move with it.
struct KeyboardAnimation: Equatable, Sendable {
  /// Seconds; 0 means the change is applied without animation.
  var duration: TimeInterval
  /// The raw curve the keyboard sent (7 on real devices).
  var curveRawValue: Int

  /// Used for focus changes before any keyboard notification has given a timing: UIKit's
  /// standard animation length.
  static let standard = KeyboardAnimation(duration: 0.25, curveRawValue: 0)

  /// Runs `changes` inside a `UIView` animation with this timing, starting from the current
  /// state of any animation in flight; without animation when the duration is 0.
  @MainActor
  func perform(_ changes: @escaping () -> Void) {
    guard duration > 0 else {
      UIView.performWithoutAnimation(changes)
      return
    }
    // The curve is shifted into the options' curve bits (UIKit's documented recipe), never
    // switched over: the keyboard's 7 names no public case.
    let curve = UIView.AnimationOptions(rawValue: UInt(curveRawValue) << 16)
    UIView.animate(
      withDuration: duration, delay: 0, options: [.beginFromCurrentState, curve],
      animations: changes)
  }
}
