import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// Shared, headless-only setup: every test builds its own screen, so tests that run in
  /// parallel never share geometry, a key window or a first responder.
  @MainActor
  enum TestScenes {
    /// A Face ID iPhone in portrait: 393 × 852 pt, unsafe margins 59 / 0 / 34 / 0
    /// (sensor housing and status bar at the top, home indicator at the bottom).
    static func phoneScreen() -> UIScreen {
      UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 393, height: 852),
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// The same iPhone in landscape: 852 × 393 pt, unsafe margins 0 / 59 / 21 / 59.
    static let landscapeBounds = CGRect(x: 0, y: 0, width: 852, height: 393)
    /// The unsafe margins of ``landscapeBounds``.
    static let landscapeInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    /// A 12.9" iPad in portrait: 1024 × 1366 pt, unsafe margins 24 / 0 / 20 / 0.
    static func padScreen() -> UIScreen {
      UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366),
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// A visible key window on `screen`; full screen unless `frame` says otherwise (a Stage
    /// Manager or Split View window is smaller than, and offset in, the screen).
    static func window(on screen: UIScreen, frame: CGRect? = nil) -> UIWindow {
      let window = UIWindow(frame: frame ?? screen.bounds)
      window.screen = screen
      window.makeKeyAndVisible()
      return window
    }
  }

  /// Records the notifications posted for chosen names and objects. The observer block is
  /// registered with `queue: nil`, so it runs synchronously on the posting thread (the main
  /// actor here); `queue: .main` deadlocks under Swift Testing on Linux.
  @MainActor
  final class NotificationRecorder {
    /// The notifications received, in posting order.
    private(set) var received: [Notification] = []
    private var tokens: [any NSObjectProtocol] = []

    /// The names of the notifications received, in posting order.
    var names: [Notification.Name] {
      received.map(\.name)
    }

    /// Starts observing `name` posted with `object`; other objects' notifications are
    /// ignored, so parallel tests do not see each other's notifications.
    func observe(_ name: Notification.Name, object: AnyObject) {
      let token = NotificationCenter.default.addObserver(
        forName: name, object: object, queue: nil
      ) { [weak self] notification in
        // The block runs synchronously on the posting thread, which is the main actor's,
        // so the notification is never used concurrently.
        nonisolated(unsafe) let notification = notification
        MainActor.assumeIsolated { self?.received.append(notification) }
      }
      tokens.append(token)
    }

    /// Removes every observer this recorder registered.
    func stop() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens.removeAll()
    }
  }
#endif

#if !canImport(UIKit)
  /// A scroll view together with the window that holds it: as in UIKit, a window that
  /// nobody retains goes away, and its views lose their window and safe area.
  @MainActor
  struct ScrollScene {
    let window: UIWindow
    let scrollView: UIScrollView
  }
#endif
