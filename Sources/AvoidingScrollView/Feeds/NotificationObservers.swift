import Foundation

/// The block-based observers of one scroll view, removed when it leaves its window or when
/// this holder is released.
///
/// A separate, non-isolated holder, so that even a scroll view released while still in a
/// window (its whole window released) leaves no observer behind: `deinit` needs no actor.
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

  /// Removes every observer.
  func removeAll() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens.removeAll()
  }

  deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}
