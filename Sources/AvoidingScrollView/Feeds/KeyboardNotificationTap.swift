import AvoidingScrollViewCore
import Foundation

/// The keyboard feed's raw-notification slot (``KeyboardFeed/addTap(_:)``): each of the six
/// keyboard notifications as posted, malformed ones included, before any engine hears it.
/// The AvoidingScrollViewDiagnostics product's session recorder attaches here; with no tap
/// attached the feed does nothing more than check that its list is empty.
@MainActor
package protocol KeyboardNotificationTap: AnyObject {
  /// `notification` was posted; it is one of `kind`. Read it within this call; never keep it
  /// (it is not `Sendable`).
  func keyboardNotificationPosted(_ notification: Notification, kind: KeyboardNotificationKind)
}
