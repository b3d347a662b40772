#if !canImport(UIKit)
  import Foundation

  // The base `layoutSubviews()`.
  //
  // [doc] UIView.h: "As of iOS 6.0, when constraints-based layout is used the base
  // implementation applies the constraints-based layout, otherwise it does nothing."
  // [doc] TN2154 / iOS 6.0 release notes: the content's constraints' "size to fill … is then
  // interpreted as the content size of the scroll view", set during the scroll view's pass.
  // [choice] The content size is set before the subviews' frames (research's open question
  // 4: both happen inside `super.layoutSubviews()`, so a subclass that calls it first sees
  // both).
  extension UIView {
    func applyConstraintBasedLayout() {
      guard autoLayoutInSubtree else { return }
      if let scrollView = self as? UIScrollView,
        let size = autoLayoutState?.solvedContentSize, scrollView.contentSize != size
      {
        scrollView.contentSize = size
      }
      isApplyingEngineFrames = true
      defer { isApplyingEngineFrames = false }
      for subview in subviews where subview.autoLayoutInSubtree {
        guard let state = subview.autoLayoutState, !state.translatesAutoresizingMask,
          let frame = state.solvedFrame, subview.frame != frame
        else { continue }
        subview.frame = frame
      }
    }
  }
#endif
