#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a feature may know of the scroll view it serves: the scroll view, the focused view,
/// the settings it reads, whether a view is shown, and the features of the avoiding scroll
/// views around it. The engine is handed to each feature as this and nothing more (the
/// registry, `Features`, does the handing, with the siblings a feature names in its
/// initializer), so a feature can neither run the pipeline's steps nor reach a sibling it did
/// not ask for.
@MainActor
protocol FeatureContext: AnyObject {
  /// The scroll view the features serve.
  var scrollView: UIScrollView { get }
  /// The descendant being edited, learnt from begin-editing notifications.
  var focusedView: UIView? { get }
  /// The scroll view's padding (`keyboardPadding`).
  var padding: CGFloat { get }
  /// Whether the scroll view acts: avoidance on, not standing down in its controller.
  var isAvoiding: Bool { get }
  /// Whether `view` and its ancestors up to the scroll view are shown.
  func isShown(_ view: UIView) -> Bool
  /// Whether an avoiding scroll view around this one has features for which `condition`
  /// holds (the Return key and the toolbar, which the outermost one serves).
  func hasAvoidingAncestor(where condition: (Features) -> Bool) -> Bool
  /// A setting that changes the result changed: update now.
  func settingChanged()
}

extension FeatureContext {
  /// The focused view, if it is still first responder and inside the scroll view: the field
  /// the component's moves start from.
  var currentField: UIView? {
    guard let focusedView, focusedView.isFirstResponder, focusedView.isDescendant(of: scrollView)
    else { return nil }
    return focusedView
  }
}
