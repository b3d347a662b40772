import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// The app's own `contentInset` and `verticalScrollIndicatorInsets`, and the keyboard's part
/// the component adds to the bottom of each, kept apart: the app can change its insets at any
/// time and gets exactly its own values back when the keyboard goes.
///
/// What the scroll view holds is always `app + keyboard's part` at the bottom. The rule for
/// which bottom is the app's (``appWroteContentInset(_:current:)``) is the one decision here.
package struct InsetLedger: Equatable, Sendable {
  /// The app's own content inset.
  package private(set) var appContentInset: Edges
  /// The app's own vertical scroll indicator insets.
  package private(set) var appIndicatorInsets: Edges
  /// What the component adds at the bottom of the content inset for the keyboard.
  package private(set) var keyboardContentBottom: CGFloat = 0
  /// What the component adds at the bottom of the indicator insets for the keyboard.
  package private(set) var keyboardIndicatorBottom: CGFloat = 0

  /// A ledger that takes the scroll view's current insets as the app's.
  package init(appContentInset: Edges, appIndicatorInsets: Edges) {
    self.appContentInset = appContentInset
    self.appIndicatorInsets = appIndicatorInsets
  }

  /// The app wrote `value` to `contentInset` while the scroll view held `current` (the app's
  /// value plus the keyboard's part); returns what the scroll view must store.
  ///
  /// An unchanged bottom means the app edited another edge (`contentInset.top = 20` reads
  /// the sum and writes it back), so the app's bottom stays; a changed bottom is the app's
  /// new bottom [choice].
  package mutating func appWroteContentInset(_ value: Edges, current: Edges) -> Edges {
    appContentInset = Self.appValue(written: value, current: current, app: appContentInset)
    return appContentInset.addingBottom(keyboardContentBottom)
  }

  /// Like ``appWroteContentInset(_:current:)``, for `verticalScrollIndicatorInsets`.
  package mutating func appWroteIndicatorInsets(_ value: Edges, current: Edges) -> Edges {
    appIndicatorInsets = Self.appValue(written: value, current: current, app: appIndicatorInsets)
    return appIndicatorInsets.addingBottom(keyboardIndicatorBottom)
  }

  /// The keyboard's part becomes `content` and `indicator`.
  package mutating func setKeyboardPart(content: CGFloat, indicator: CGFloat) {
    keyboardContentBottom = content
    keyboardIndicatorBottom = indicator
  }

  /// What the scroll view's `contentInset` holds: the app's plus the keyboard's part.
  package var contentInset: Edges {
    appContentInset.addingBottom(keyboardContentBottom)
  }

  /// What the scroll view's `verticalScrollIndicatorInsets` holds.
  package var indicatorInsets: Edges {
    appIndicatorInsets.addingBottom(keyboardIndicatorBottom)
  }

  private static func appValue(written: Edges, current: Edges, app: Edges) -> Edges {
    var result = written
    if written.bottom == current.bottom { result.bottom = app.bottom }
    return result
  }
}
