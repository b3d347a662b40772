import AvoidingScrollViewCore
import Foundation

#if canImport(UIKit)
  // [doc] The iOS 16.4 SDK declares `UIAccessibilityLayoutChangedNotification` as
  // `UIKIT_EXTERN UIAccessibilityNotifications` without `const` (UIAccessibilityConstants.h),
  // which Swift imports as a mutable global: in Swift 6 mode, reading `.layoutChanged` is then
  // an error ("not concurrency-safe because it involves shared mutable state"). The iOS 18.0
  // SDK declares it `const … NS_SWIFT_NONISOLATED`. `@preconcurrency` accepts both; this is
  // the one file that reads it (checked by .ci/ios-product.sh, Swift 6 and 5).
  @preconcurrency import UIKit
#else
  import HeadlessUIKit
#endif

/// Moves VoiceOver to the field the component gave the focus to (``VoiceOverFocusRule``):
/// after the toolbar's previous and next, the Return key, `focusNextField()` and
/// `focusPreviousField()`, once, on the next turn of the main queue, when VoiceOver runs and
/// is not already on that field.
@MainActor
final class VoiceOverFocus {
  private unowned let context: any FeatureContext
  /// The field of the last move, weakly, until its turn is over; a later move replaces it.
  private weak var pendingField: UIView?
  /// Counts moves, so that the turn of a replaced move does nothing.
  private var moves = 0

  init(context: any FeatureContext) {
    self.context = context
  }

  /// The component moved the focus to `field` (already first responder, revealed).
  func componentMovedFocus(to field: UIView) {
    moves &+= 1
    let move = moves
    pendingField = field
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.moveTurnEnded(move) }
    }
  }

  /// The move's turn is over: post if the rule says so.
  private func moveTurnEnded(_ move: Int) {
    guard move == moves, let field = pendingField else { return }
    pendingField = nil
    let decision = VoiceOverFocusRule.decide(
      voiceOverRunning: UIAccessibility.isVoiceOverRunning,
      fieldStillEdited: context.currentField === field,
      voiceOverIsOnField: {
        UIAccessibility.focusedElement(using: .notificationVoiceOver).map { $0 as AnyObject }
          === field
      })
    if decision == .post {
      UIAccessibility.post(notification: .layoutChanged, argument: field)
    }
  }
}
