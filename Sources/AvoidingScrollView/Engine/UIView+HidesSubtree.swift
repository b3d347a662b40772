#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// Whether this view hides itself and its subviews: hidden, or fully transparent [doc:
  /// UIView.isHidden, UIView.alpha]. The one rule the engine's walks up a focused view's
  /// ancestors apply (``KeyboardAvoider/isShown(_:)``, the measure's and a layout pass's walk).
  var hidesSubtree: Bool {
    isHidden || alpha <= 0
  }
}
