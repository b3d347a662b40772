#if !canImport(UIKit)
  import Foundation

  /// Constants that specify the text string that displays in the Return key of a keyboard.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uireturnkeytype
  public enum UIReturnKeyType: Int, Sendable {
    /// Specifies that the visible title of the Return key is return.
    case `default` = 0
    /// Specifies that the visible title of the Return key is Go.
    case go = 1
    /// Specifies that the visible title of the Return key is Google.
    case google = 2
    /// Specifies that the visible title of the Return key is Join.
    case join = 3
    /// Specifies that the visible title of the Return key is Next.
    case next = 4
    /// Specifies that the visible title of the Return key is Route.
    case route = 5
    /// Specifies that the visible title of the Return key is Search.
    case search = 6
    /// Specifies that the visible title of the Return key is Send.
    case send = 7
    /// Specifies that the visible title of the Return key is Yahoo.
    case yahoo = 8
    /// Specifies that the visible title of the Return key is Done.
    case done = 9
    /// Specifies that the visible title of the Return key is Emergency Call.
    case emergencyCall = 10
    /// Specifies that the visible title of the Return key is Continue.
    case `continue` = 11
  }
#endif
