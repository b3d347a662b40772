#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The process-wide record of the last keyboard fact per screen, so that a scroll view that
/// enters a window while the keyboard is already up (a pushed screen, a cell that appears)
/// insets at once instead of waiting for the next notification.
///
/// [seen] Keyboard frames are only known from notifications, so an observer created after the
/// keyboard appeared cannot learn its frame: Square's Listable therefore starts one shared
/// observer at app start-up (`ListableUI/Sources/KeyboardObserver/KeyboardObserver.swift`,
/// `KeyboardObserver.shared`, and `SetupKeyboardObserverOnAppStartup.m`). [choice] This one
/// starts when the module is first used (the first `AvoidingScrollView` creates its engine),
/// with no set-up for the app to do; a keyboard shown before that is unknown until the next
/// notification. [choice] Only notifications that name their screen (iOS 16.1+) are kept per
/// screen; an object-less one (before iOS 16.1) is kept for the main screen only, which is the
/// screen such systems report keyboards on.
@MainActor
final class KeyboardTracker {
  /// The one tracker of the process.
  static let shared = KeyboardTracker()

  private var byScreen: [ObjectIdentifier: KeyboardFact] = [:]
  private var unnamed: KeyboardFact?
  private let observers = NotificationObservers()

  /// Starts observing the will-notifications, once.
  func startIfNeeded() {
    guard !observers.isObserving else { return }
    let names: [(Notification.Name, KeyboardNotificationKind)] = [
      (UIResponder.keyboardWillShowNotification, .willShow),
      (UIResponder.keyboardWillHideNotification, .willHide),
      (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
    ]
    for (name, kind) in names {
      observers.observe(name) { notification in
        let change = KeyboardFrameChange(userInfo: notification.userInfo)
        let object = notification.object
        let screen = object as? UIScreen
        let namedScreen = object != nil
        guard let change, !namedScreen || screen != nil else { return }
        MainActor.assumeIsolated {
          KeyboardTracker.shared.record(kind, change, screen: screen, namedScreen: namedScreen)
        }
      }
    }
  }

  /// Keeps what a valid notification says (``KeyboardReading``); a notification that says
  /// nothing keeps the fact before it.
  func record(
    _ kind: KeyboardNotificationKind, _ change: KeyboardFrameChange, screen: UIScreen?,
    namedScreen: Bool
  ) {
    guard
      let fact = KeyboardFact(
        reading: KeyboardReading(kind: kind, endFrame: change.endFrame), screen: screen,
        namedScreen: namedScreen, isLocal: change.isLocal)
    else { return }
    if let screen {
      // Entries of screens that are gone are dropped; their weak reference is nil.
      byScreen = byScreen.filter { $0.value.screen != nil }
      byScreen[ObjectIdentifier(screen)] = fact
    } else {
      unnamed = fact
    }
  }

  /// The last fact reported for `screen`, if any.
  func lastFact(on screen: UIScreen) -> KeyboardFact? {
    // The weak reference must still be this very screen (an identifier can be reused).
    if let fact = byScreen[ObjectIdentifier(screen)], fact.screen === screen { return fact }
    if screen === UIScreen.main { return unnamed }
    return nil
  }
}
