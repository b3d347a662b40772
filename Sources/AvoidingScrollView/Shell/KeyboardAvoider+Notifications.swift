#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Keyboard notifications: the core reads what each one means (``KeyboardReading``) and
/// whether it may scroll (``KeyboardRevealRule``); this shell keeps the resulting fact,
/// measures the geometry and performs the update.
extension KeyboardAvoider {
  /// A keyboard notification of `kind` arrived, already decoded and validated.
  func keyboardNotification(
    _ kind: KeyboardNotificationKind, _ change: KeyboardFrameChange, screen: UIScreen?,
    namedScreen: Bool
  ) {
    guard let window = scrollView.window else { return }
    if namedScreen, screen !== window.screen { return }
    let coveredBefore = coveredHeight(by: keyboard)
    let wasLocal = keyboard?.isLocal ?? true
    let reading = KeyboardReading(kind: kind, endFrame: change.endFrame)
    if reading == .settled {
      // The last will-frame stays the fact; only the geometry is measured again.
      if keyboard != nil { update(animation: nil, reveal: false) }
      return
    }
    guard
      let fact = KeyboardFact(
        reading: reading, screen: screen, namedScreen: namedScreen, isLocal: change.isLocal)
    else { return }
    keyboard = fact
    let animation = KeyboardAnimation(
      duration: change.animationDuration, curveRawValue: change.animationCurveRawValue)
    if animation.duration > 0 { lastAnimation = animation }
    let coveredAfter = coveredHeight(by: keyboard)
    update(
      animation: animation,
      reveal: KeyboardRevealRule.revealsAfterKeyboardChange(
        coveredBefore: coveredBefore, coveredAfter: coveredAfter, wasLocal: wasLocal,
        isLocal: change.isLocal),
      covered: coveredAfter)
  }

  /// The scroll view has just entered a window: take the last keyboard fact reported on its
  /// screen (``KeyboardTracker``), so that a keyboard already up insets at once. Revealing
  /// follows the same rule as a keyboard that appears.
  func adoptTrackedKeyboard() {
    guard keyboard == nil, let window = scrollView.window,
      let fact = KeyboardTracker.shared.lastFact(on: window.screen)
    else { return }
    keyboard = fact
    let covered = coveredHeight(by: fact)
    update(
      animation: nil,
      reveal: KeyboardRevealRule.revealsAfterKeyboardChange(
        coveredBefore: 0, coveredAfter: covered, isLocal: fact.isLocal),
      covered: covered)
  }
}
