#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One of today's ways of keeping an edited field above the keyboard, re-implemented from
/// its published source so it can be measured on the same scenes as the component.
///
/// An approach is attached to a plain `UIScrollView` holding a form inside `rootView` (the
/// view controller's view, filling the window). Like the original, it observes the
/// notifications it names itself and changes what its source changes (insets, offsets,
/// frames); it is detached before its scene is thrown away.
@MainActor
public protocol KeyboardApproach: AnyObject {
  /// A short name for tables, e.g. "Apple guide (2011)".
  static var name: String { get }
  /// Where the maths comes from: the document or repository file it follows.
  static var source: String { get }
  /// Attaches to `scrollView` inside `rootView` and starts observing.
  init(scrollView: UIScrollView, rootView: UIView)
  /// Stops observing; the scene stays as the approach left it.
  func detach()
}
