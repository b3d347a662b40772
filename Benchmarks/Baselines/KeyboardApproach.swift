#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One of today's ways of keeping an edited field above the keyboard, re-implemented from
/// its published source (or, where the source is lost, from a description of it) so it can
/// be measured on the same scenes as the component.
///
/// An approach is attached to the scroll view holding a form inside `rootView` (the view
/// controller's view, filling the window): a plain `UIScrollView`, or the approach's own
/// subclass when it is a library installed as one (``scrollViewClass``). Like the original,
/// it observes the notifications it names itself and changes what its source changes
/// (insets, offsets, frames); it is detached before its scene is thrown away.
@MainActor
public protocol KeyboardApproach: AnyObject {
  /// A short name for tables, e.g. "Apple guide (2011)".
  static var name: String { get }
  /// Where the maths comes from: the document or repository file it follows.
  static var source: String { get }
  /// The class of the form's scroll view: `UIScrollView` for recipes attached to a plain
  /// one, the library's subclass for a library the app installs as its scroll view.
  static var scrollViewClass: UIScrollView.Type { get }
  /// Attaches to `scrollView` inside `rootView` and starts observing.
  init(scrollView: UIScrollView, rootView: UIView)
  /// Stops observing; the scene stays as the approach left it.
  func detach()
}

extension KeyboardApproach {
  /// A plain `UIScrollView`: what every recipe is attached to.
  public static var scrollViewClass: UIScrollView.Type { UIScrollView.self }
}
