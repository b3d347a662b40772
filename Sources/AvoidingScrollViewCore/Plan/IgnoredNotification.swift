/// Why a keyboard notification changed nothing at all.
package enum IgnoredNotification: String, Equatable, Sendable, CaseIterable {
  /// It names another screen than the scroll view's.
  case otherScreen
  /// It says nothing usable (a zero frame on will-change-frame).
  case noInformation
  /// A did-notification before any keyboard was known: nothing to measure again.
  case noKeyboardYet
}
