import Foundation

/// The block observers one baseline registered, so that `detach()` can remove them all.
///
/// Every baseline observes with `queue: nil`: the block then runs synchronously on the
/// posting thread, as UIKit's keyboard and text notifications arrive on the main thread (a
/// `.main` queue can deadlock on Linux, where the posting thread runs no run loop).
final class NotificationTokens {
  private var tokens: [any NSObjectProtocol] = []

  /// Registers `block` for `name` from any object.
  func observe(_ name: Notification.Name, using block: @escaping @Sendable (Notification) -> Void) {
    tokens.append(
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: block))
  }

  /// Removes every observer.
  func removeAll() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens.removeAll()
  }

  deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}
