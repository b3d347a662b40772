#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The keyboard avoidance of one avoiding scroll view, as its ``KeyboardAvoidingScrollView``
/// conformance holds it.
///
/// An opaque value: it has no public members and no public initializer. Each of
/// ``AvoidingScrollView``, ``AvoidingTableView`` and ``AvoidingCollectionView`` creates its own
/// on first use; configure avoidance through the members of ``KeyboardAvoidingScrollView``.
@MainActor
public final class KeyboardAvoidance {
  /// The engine: the facts, the event pipeline and the features.
  package let engine: KeyboardAvoider

  /// Creates the avoidance of `scrollView`; tables and collection views follow their focused
  /// row across layout passes (`followsFocusedViewInLayout`).
  init(scrollView: UIScrollView, followsFocusedViewInLayout: Bool) {
    engine = KeyboardAvoider(
      scrollView: scrollView, followsFocusedViewInLayout: followsFocusedViewInLayout)
  }
}
