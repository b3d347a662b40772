import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// What one keyboard notification says about the keyboard, decided by the notification's
/// name and its end frame together: the same frame means different things on different
/// notifications, so there is no blanket rule for empty or zero frames.
///
/// Evidence, read from each project's public source (nothing copied):
/// - [seen] Flutter's iOS embedder, `FlutterViewController.mm` (flutter/engine,
///   `shell/platform/darwin/ios/framework/Source/`), `-shouldIgnoreKeyboardNotification:` and
///   `-calculateKeyboardAttachMode:`, with their tests in `FlutterViewControllerTest.mm`
///   (`testShouldIgnoreKeyboardNotification`, `testCalculateKeyboardAttachMode`,
///   `testEnsureBottomInsetIsZeroWhenKeyboardDismissed`): a will-hide is never ignored and
///   always means hidden, whatever its frame; `CGRect.zero` on will-change-frame is sent while
///   a floating keyboard is dragged and is ignored; `CGRect.zero` on will-show is a minimized
///   or expanded shortcuts bar dropped after dragging, which floats; a frame of zero width or
///   height (seen when switching multitasking modes) is hidden.
/// - [seen] niw/KeyboardGuide, `Sources/KeyboardGuide/KeyboardGuide.swift`,
///   `keyboardWillHide(_:)` drops the docked state whatever the frame, and
///   `updateKeyboardState(with:)` ignores a `CGRect.zero` frame as useless.
/// - [seen] IQKeyboardManager issue #2124 (iOS 26): with a toolbar attached, the will-hide's
///   end frame is still 44 pt tall although the keyboard is going away; its maintainer calls
///   the frame wrong. A hide is a hide.
/// - [seen] Square's Listable, `ListableUI/Sources/KeyboardObserver/KeyboardObserver.swift`:
///   dragging an undocked or floating keyboard posts only did-change-frame, never
///   will-change-frame; and iOS 27 betas report did-frames that disagree with the will-frame
///   of the same animation (manaflow-ai/cmux PRs #9958, #10518, #10810). So a
///   did-notification never replaces the last will-frame: it only says that the animation has
///   ended and geometry that moved with it (a sheet, a container) may be measured again.
package enum KeyboardReading: Equatable, Sendable {
  /// The keyboard's end frame, in screen coordinates, to be classified and measured.
  case frame(CGRect)
  /// No keyboard covers anything: a hide, or an empty frame.
  case hidden
  /// The keyboard floats (a dropped shortcuts bar): it covers nothing docked.
  case floating
  /// The notification carries no usable information about where the keyboard is: keep the
  /// last fact as it is and change nothing.
  case noInformation
  /// The animation of the last will-notification has ended: keep the last will-frame, and
  /// measure the geometry again (a container may have moved with the keyboard).
  case settled

  /// Reads a notification of `kind` whose (already validated) end frame is `endFrame`.
  package init(kind: KeyboardNotificationKind, endFrame: CGRect) {
    switch kind {
    case .willHide:
      // Authoritative whatever its frame (Flutter, KeyboardGuide, IQKeyboardManager #2124):
      // an on-screen frame here is iOS 26's accessory-view frame, or the docked frame of a
      // keyboard that a password-manager prompt replaces.
      self = .hidden
    case .didShow, .didHide, .didChangeFrame:
      // Never the did-frame alone (Listable; cmux on iOS 27 betas).
      self = .settled
    case .willChangeFrame where endFrame == .zero:
      // A floating keyboard being dragged (Flutter): nothing is known until it is dropped.
      self = .noInformation
    case .willShow where endFrame == .zero:
      // A shortcuts bar dropped after dragging: it floats (Flutter).
      self = .floating
    case .willShow, .willChangeFrame:
      // Zero width or height: hidden (Flutter, seen when multitasking modes change).
      self = endFrame.width <= 0 || endFrame.height <= 0 ? .hidden : .frame(endFrame)
    }
  }
}
