import AvoidingScrollViewCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One keyboard notification, decoded once: which of the six it was, its validated
/// `userInfo`, and the screen it named.
@MainActor
package struct KeyboardEvent {
  /// Which notification it was.
  package let kind: KeyboardNotificationKind
  /// Its `userInfo`, decoded and validated.
  package let change: KeyboardFrameChange
  /// The screen the notification named (its `object`); `nil` before iOS 16.1.
  package let screen: UIScreen?
  /// Whether the notification named a screen at all (to tell "released" from "not given").
  package let namedScreen: Bool
  /// What it says about the keyboard, read once by the feed (``KeyboardReading``).
  package let reading: KeyboardReading
  /// The fact it establishes, `nil` when the fact before it stands (no information, or a
  /// did-notification).
  package let fact: KeyboardFact?

  /// The notification as an observer is told it (``KeyboardNotice``).
  package var notice: KeyboardNotice {
    KeyboardNotice(kind: kind, endFrame: change.endFrame, isLocal: change.isLocal)
  }

  init(
    kind: KeyboardNotificationKind, change: KeyboardFrameChange, screen: UIScreen?,
    namedScreen: Bool
  ) {
    self.kind = kind
    self.change = change
    self.screen = screen
    self.namedScreen = namedScreen
    reading = KeyboardReading(kind: kind, endFrame: change.endFrame)
    fact = KeyboardFact(
      reading: reading, kind: kind, endFrame: change.endFrame, screen: screen,
      namedScreen: namedScreen, isLocal: change.isLocal)
  }
}

/// The keyboard's notifications, subscribed to once for the whole process: each is decoded
/// once, its fact recorded per screen, then handed to every engine in a window, in the order
/// they entered their windows (as `NotificationCenter` calls its observers in the order they
/// were added).
///
/// The record per screen is what a scroll view entering a window while the keyboard is up
/// insets for at once, instead of waiting for the next notification.
///
/// [seen] Keyboard frames are only known from notifications, so an observer created after the
/// keyboard appeared cannot learn its frame: Square's Listable therefore starts one shared
/// observer at app start-up (`ListableUI/Sources/KeyboardObserver/KeyboardObserver.swift`,
/// `KeyboardObserver.shared`, and `SetupKeyboardObserverOnAppStartup.m`). [choice] This one
/// starts when the module is first used (the first avoiding scroll view creates its engine),
/// with no set-up for the app to do; a keyboard shown before that is unknown until the next
/// notification. [choice] Only notifications that name their screen (iOS 16.1+) are kept per
/// screen; an object-less one (before iOS 16.1) is kept for the main screen only, which is the
/// screen such systems report keyboards on.
@MainActor
package final class KeyboardFeed {
  /// The one feed of the process.
  package static let shared = KeyboardFeed()

  private let observers = NotificationObservers()
  private var byScreen: [ObjectIdentifier: KeyboardFact] = [:]
  private var unnamed: KeyboardFact?
  private var engines: [WeakEngine] = []
  /// The raw taps attached (``KeyboardNotificationTap``: the diagnostics product's session
  /// recordings), which get every keyboard notification as posted, before any engine; empty
  /// but for a recorder's lifetime.
  private var taps: [WeakTap] = []

  private struct WeakTap {
    weak var tap: (any KeyboardNotificationTap)?
  }

  private struct WeakEngine {
    weak var engine: KeyboardAvoider?
  }

  /// UIKit's six keyboard notifications and their kinds ([doc] UIWindow.h): the one table of
  /// their names, which the feed observes and a trace's replay posts.
  package static let notifications: [(name: Notification.Name, kind: KeyboardNotificationKind)] = [
    (UIResponder.keyboardWillShowNotification, .willShow),
    (UIResponder.keyboardWillHideNotification, .willHide),
    (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
    (UIResponder.keyboardDidShowNotification, .didShow),
    (UIResponder.keyboardDidHideNotification, .didHide),
    (UIResponder.keyboardDidChangeFrameNotification, .didChangeFrame),
  ]

  /// Starts observing the six keyboard notifications, once.
  func startIfNeeded() {
    guard !observers.isObserving else { return }
    for (name, kind) in Self.notifications {
      observers.observe(name) { notification in
        let object = notification.object
        let screen = object as? UIScreen
        let namedScreen = object != nil
        // The notification itself goes to a tap (a recorder) as posted. Reason
        // for `nonisolated(unsafe)`: this block runs synchronously on the posting thread
        // (`queue: nil`), which `assumeIsolated` below checks is the main thread, and the
        // notification is read there, within this call, never kept: no other thread sees it.
        nonisolated(unsafe) let posted = notification
        MainActor.assumeIsolated {
          let feed = KeyboardFeed.shared
          // A recorder keeps every notification as posted, malformed ones included.
          if !feed.taps.isEmpty { feed.tap(posted, kind: kind) }
          // An object that is not a screen names none we know: nothing to record or hand on.
          // Decoded here, once, on the main actor, where the system posts and where the
          // userInfo keys are read (KeyboardFrameChange+Notification).
          guard !namedScreen || screen != nil,
            let change = KeyboardFrameChange(userInfo: posted.userInfo)
          else { return }
          feed.receive(
            KeyboardEvent(kind: kind, change: change, screen: screen, namedScreen: namedScreen))
        }
      }
    }
  }

  /// Hands `notification` to every tap attached.
  private func tap(_ notification: Notification, kind: KeyboardNotificationKind) {
    for entry in taps {
      entry.tap?.keyboardNotificationPosted(notification, kind: kind)
    }
  }

  /// Attaches `tap`, which the feed holds weakly.
  package func addTap(_ tap: any KeyboardNotificationTap) {
    taps.removeAll { $0.tap == nil || $0.tap === tap }
    taps.append(WeakTap(tap: tap))
  }

  /// Detaches `tap`.
  package func removeTap(_ tap: any KeyboardNotificationTap) {
    taps.removeAll { $0.tap == nil || $0.tap === tap }
  }

  /// Records what `event` says, then hands it to the subscribed engines, in order.
  func receive(_ event: KeyboardEvent) {
    record(event)
    // The engines subscribed when the notification arrived, as NotificationCenter calls the
    // observers it had then; one that subscribes meanwhile hears from the next one.
    for entry in engines {
      entry.engine?.handle(.keyboard(event))
    }
  }

  /// Adds `engine` at the end of the engines notified (it entered a window).
  func subscribe(_ engine: KeyboardAvoider) {
    engines.removeAll { $0.engine == nil || $0.engine === engine }
    engines.append(WeakEngine(engine: engine))
  }

  /// Removes `engine` (it left its window).
  func unsubscribe(_ engine: KeyboardAvoider) {
    engines.removeAll { $0.engine == nil || $0.engine === engine }
  }

  /// Keeps what a valid notification says (``KeyboardReading``); a notification that says
  /// nothing keeps the fact before it.
  func record(_ event: KeyboardEvent) {
    guard let fact = event.fact else { return }
    if let screen = event.screen {
      let key = ObjectIdentifier(screen)
      // Entries of screens that are gone are dropped when a new screen is added; their weak
      // reference is nil, and `lastFact(on:)` never returns them meanwhile.
      // One look-up when the screen has an entry already (every notification but its first).
      if let index = byScreen.index(forKey: key) {
        byScreen.values[index] = fact
        return
      }
      byScreen = byScreen.filter { $0.value.screen != nil }
      byScreen[key] = fact
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
