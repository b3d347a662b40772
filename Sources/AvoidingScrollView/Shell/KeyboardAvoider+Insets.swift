#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app's insets and the keyboard's addition are kept apart, so that the app can change
/// its insets at any time and get exactly its own values back when the keyboard goes.
extension KeyboardAvoider {
  /// What to store when the app writes `contentInset`; `current` is what the scroll view
  /// holds now (the app's value plus the keyboard's addition).
  ///
  /// An unchanged bottom means the app edited another edge (`contentInset.top = 20` reads
  /// the sum and writes it back), so the app's bottom stays; a changed bottom is the app's
  /// new bottom.
  func contentInsetToStore(appWrote value: UIEdgeInsets, current: UIEdgeInsets) -> UIEdgeInsets {
    if isWritingInsets { return value }
    appContentInset = Self.appValue(written: value, current: current, app: appContentInset)
    return Self.adding(addedContentBottom, to: appContentInset)
  }

  /// Like ``contentInsetToStore(appWrote:current:)``, for `verticalScrollIndicatorInsets`.
  func indicatorInsetsToStore(appWrote value: UIEdgeInsets, current: UIEdgeInsets)
    -> UIEdgeInsets
  {
    if isWritingInsets { return value }
    appIndicatorInsets = Self.appValue(written: value, current: current, app: appIndicatorInsets)
    return Self.adding(addedIndicatorBottom, to: appIndicatorInsets)
  }

  /// Writes the app's insets plus the given additions, touching only what differs.
  func writeInsets(contentBottom: CGFloat, indicatorBottom: CGFloat) {
    addedContentBottom = contentBottom
    addedIndicatorBottom = indicatorBottom
    let content = Self.adding(contentBottom, to: appContentInset)
    let indicator = Self.adding(indicatorBottom, to: appIndicatorInsets)
    isWritingInsets = true
    defer { isWritingInsets = false }
    if scrollView.verticalScrollIndicatorInsets != indicator {
      scrollView.verticalScrollIndicatorInsets = indicator
    }
    if scrollView.contentInset != content { scrollView.contentInset = content }
  }

  private static func appValue(written: UIEdgeInsets, current: UIEdgeInsets, app: UIEdgeInsets)
    -> UIEdgeInsets
  {
    var result = written
    if written.bottom == current.bottom { result.bottom = app.bottom }
    return result
  }

  private static func adding(_ bottom: CGFloat, to insets: UIEdgeInsets) -> UIEdgeInsets {
    var result = insets
    result.bottom += bottom
    return result
  }
}
