#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A tap on the scroll view outside any field ends editing (an option, off by default).
///
/// The feature owns the option, its recognizer and the recognizer's target; the engine only
/// holds the feature. The app's own recognizers are never touched.
@MainActor
final class TapToEndEditing {
  private unowned let scrollView: UIScrollView

  /// Whether a tap outside any field ends editing.
  var isEnabled = false {
    didSet { attachOrDetach() }
  }

  /// Receives the recognizer's action; it and the recognizer are made on first use.
  private lazy var target = TapToEndEditingTarget { [weak self] recognizer in
    self?.tapRecognized(recognizer)
  }
  private lazy var recognizer = target.makeRecognizer()

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
  }

  /// Attaches the recognizer when the option is on, detaches it when off. Setting the option
  /// on again attaches it again if the app took it off the scroll view.
  private func attachOrDetach() {
    let isAttached = recognizer.view === scrollView
    if isEnabled, !isAttached {
      scrollView.addGestureRecognizer(recognizer)
    } else if !isEnabled, isAttached {
      scrollView.removeGestureRecognizer(recognizer)
    }
  }

  /// The recognizer saw a tap: end editing unless the tap was on a control or in a text
  /// view.
  ///
  /// - A tap in a text field or a text view keeps editing: that view takes the focus
  ///   itself, and ending editing first would hide and show the keyboard again.
  /// - A tap on any other control (a button, a switch) keeps editing too [choice]: the
  ///   control's own action decides (a Submit button may end editing, a "show password"
  ///   toggle must not). IQKeyboardManager ignores touches on a `UIControl` for the same
  ///   option, `resignOnTouchOutside` [seen: its `touchResignedGestureIgnoreClasses`].
  ///   UIKit itself usually keeps a superview's single-tap recognizer from recognizing a
  ///   tap on a `UIButton`, `UISwitch`, `UIStepper`, `UISegmentedControl` or
  ///   `UIPageControl` [doc: Event Handling Guide for iOS, "Interacting with Other User
  ///   Interface Controls"]; deciding here gives the same answer for every control.
  /// - Anything else (the background, a label, a cell) ends editing, and the tap still
  ///   reaches that view (`cancelsTouchesInView` is false), so a cell is still selected.
  ///
  /// Ends editing with `endEditing(false)`: UIKit looks in the scroll view's subtree "for
  /// the text field that is currently the first responder … it asks that text field to
  /// resign"; with `true` "the text field is never even asked" [doc:
  /// uiview/endediting(_:)]. Asking leaves the app's `textFieldShouldEndEditing(_:)` the
  /// last word, as the Return key leaves it `textFieldShouldReturn(_:)` [choice]. A first
  /// responder outside this scroll view is left alone.
  func tapRecognized(_ recognizer: UIGestureRecognizer) {
    guard isEnabled, recognizer.view === scrollView, scrollView.window != nil
    else { return }
    let point = recognizer.location(in: scrollView)
    guard point.x.isFinite, point.y.isFinite,
      let touched = scrollView.hitTest(point, with: nil),
      !tapKeepsEditing(on: touched)
    else { return }
    scrollView.endEditing(false)
  }

  /// Whether `view` or one of its ancestors below the scroll view is a control (text
  /// fields included) or a text view.
  private func tapKeepsEditing(on view: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current, candidate !== scrollView {
      if candidate is UIControl || candidate is UITextView { return true }
      current = candidate.superview
    }
    return false
  }
}
