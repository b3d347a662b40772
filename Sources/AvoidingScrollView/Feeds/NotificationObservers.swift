import Foundation

/// The block-based observers of one feed.
///
/// The two feeds (``KeyboardFeed``, ``EditingFeed``) are the process's, created on first use
/// and never released, so their observers stay for the life of the process: nothing removes
/// them, and an engine that leaves its window unsubscribes from the feed instead.
final class NotificationObservers {
  private var tokens: [any NSObjectProtocol] = []

  /// Whether any observer is registered.
  var isObserving: Bool {
    !tokens.isEmpty
  }

  /// Registers `block` for `name` from any object. The block runs synchronously on the
  /// posting thread (`queue: nil`), as UIKit posts keyboard and text notifications on the
  /// main thread; a `.main` queue would defer it and, on Linux, can deadlock.
  func observe(_ name: Notification.Name, using block: @escaping @Sendable (Notification) -> Void) {
    tokens.append(
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: block))
  }
}
