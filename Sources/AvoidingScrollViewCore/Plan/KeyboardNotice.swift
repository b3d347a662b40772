import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// A keyboard notification as the engine read it.
package struct KeyboardNotice: Equatable, Sendable {
  /// Which notification.
  package var kind: KeyboardNotificationKind
  /// Its end frame, as sent (validated), in screen coordinates.
  package var endFrame: CGRect
  /// `keyboardIsLocalUserInfoKey` (true when absent).
  package var isLocal: Bool

  package init(kind: KeyboardNotificationKind, endFrame: CGRect, isLocal: Bool) {
    self.kind = kind
    self.endFrame = endFrame
    self.isLocal = isLocal
  }

  /// What it says about the keyboard (``KeyboardReading``).
  package var reading: KeyboardReading {
    KeyboardReading(kind: kind, endFrame: endFrame)
  }
}
