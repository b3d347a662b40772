import Foundation

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
    let overlapBefore = features.floatingKeyboard.revealOverlap(by: keyboard, docked: coveredBefore)
    let wasLocal = keyboard?.isLocal ?? true
    let reading = KeyboardReading(kind: kind, endFrame: change.endFrame)
    if reading == .settled {
      // The last will-frame stays the fact; only the geometry is measured again, now and
      // once more after the handlers of this turn have run.
      if keyboard != nil {
        update(animation: nil, reveal: false)
        scheduleSettledMeasure()
      }
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
        coveredBefore: overlapBefore,
        coveredAfter: features.floatingKeyboard.revealOverlap(by: keyboard, docked: coveredAfter),
        wasLocal: wasLocal,
        isLocal: change.isLocal),
      covered: coveredAfter)
  }

  /// Measures the geometry again on the next turn of the main queue: a container that moves
  /// with the keyboard may settle in the layout pass that follows the did-notifications
  /// rather than before them. [choice] Whether a main-queue block runs before or after
  /// UIKit's next layout pass is not documented, so this is a second look, not a guarantee;
  /// anything that moves later is picked up at the next keyboard notification or size change.
  private func scheduleSettledMeasure() {
    guard !isSettleScheduled else { return }
    isSettleScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.isSettleScheduled = false
        self.update(animation: nil, reveal: false)
      }
    }
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
