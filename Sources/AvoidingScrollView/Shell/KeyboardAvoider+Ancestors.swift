#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The avoiding scroll views around this one, for the features where the outermost one
/// serves the whole form (the Return key, the keyboard toolbar).
extension KeyboardAvoider {
  /// Whether an avoiding scroll view around this one has an engine for which `condition`
  /// holds.
  func hasAvoidingAncestor(where condition: (KeyboardAvoider) -> Bool) -> Bool {
    var current = scrollView.superview
    while let view = current {
      // A class check first: most ancestors are plain views, and a protocol cast is slow.
      if view is UIScrollView, let avoiding = view as? any KeyboardAvoidingScrollView,
        condition(avoiding.keyboardAvoider)
      {
        return true
      }
      current = view.superview
    }
    return false
  }
}
