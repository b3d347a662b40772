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
    switch KeyboardReading(kind: kind, endFrame: change.endFrame) {
    case .noInformation:
      return
    case .settled:
      // The last will-frame stays the fact; only the geometry is measured again.
      guard keyboard != nil else { return }
      update(animation: nil, reveal: false)
      return
    case .hidden, .floating:
      keyboard = KeyboardFact(
        frameInScreen: nil, screen: screen, namedScreen: namedScreen, isLocal: change.isLocal)
    case .frame(let frame):
      keyboard = KeyboardFact(
        frameInScreen: frame, screen: screen, namedScreen: namedScreen, isLocal: change.isLocal)
    }
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
}
