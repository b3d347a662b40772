#if !canImport(UIKit)
  import Foundation

  /// A finger's tap, delivered as UIKit delivers touches: **headless-only**, the stand-in
  /// for the touch screen (UIKit has no public way to create a touch).
  ///
  /// What the model does with a tap at a window point, and its sources:
  /// 1. The window hit-tests the point to find the view touched
  ///    [doc: uiview/hittest(_:with:), "to determine which subview should receive a touch
  ///    event"]. No view (the window is hidden, or the point is outside it): nothing.
  /// 2. The tap recognizers attached to that view and to each of its ancestors receive it
  ///    [doc: UIGestureRecognizer.h, "a UIGestureRecognizer receives touches hit-tested to
  ///    its view and any of that view's subviews"]. Taken from the touched view outwards,
  ///    in the order they were attached, each recognizes unless one that already did
  ///    excludes it: two recognize together only if either's delegate allows it
  ///    [doc: "by default no two gestures can be recognized simultaneously"]. Which of two
  ///    excluding recognizers wins is not documented: the innermost [choice].
  /// 3. Unless a recognizer that recognized has `cancelsTouchesInView` [doc: "causes
  ///    touchesCancelled… to be sent to the view"], the touched view gets the tap:
  ///    - a text field, or an editable text view, becomes first responder [doc: UITextField
  ///      "When the user taps in a text field, that text field becomes the first
  ///      responder"; UITextView, the same for an editable text view];
  ///    - another enabled control sends `.touchUpInside` [doc: uicontrol/event/touchupinside,
  ///      "A touch-up event in the control where the finger is inside the bounds of the
  ///      control"; UIControl.h "if NO, ignores touch events"]; its other touch events are
  ///      not modelled [choice];
  ///    - any other view: nothing (the model has no `touchesEnded`).
  /// 4. Then the recognizers' actions run, innermost first: UIKit calls a recognized
  ///    gesture's action "at the next turn of the run loop" [doc: UIGestureRecognizer.h,
  ///    UIGestureRecognizerStateEnded], after the touch reached the view.
  ///
  /// Not modelled: since iOS 6 a single-tap recognizer on a superview of a `UIButton`,
  /// `UISwitch`, `UIStepper`, `UISegmentedControl` or `UIPageControl` does not recognize a
  /// tap on that control (Apple, Event Handling Guide for iOS, "Interacting with Other User
  /// Interface Controls"). The model has none of those classes; code must not rely on
  /// either outcome.
  extension UIWindow {
    /// Taps the window at `point`, in the window's coordinates: **headless-only**.
    public func simulateTap(at point: CGPoint) {
      guard let touched = hitTest(point, with: nil) else { return }
      var recognized: [UIGestureRecognizer] = []
      var current: UIView? = touched
      while let view = current {
        for recognizer in view.attachedGestureRecognizers
        where recognizer is UITapGestureRecognizer
          && recognized.allSatisfy({ recognizer.mayRecognize(together: $0) })
        {
          recognized.append(recognizer)
        }
        current = view.superview
      }
      if !recognized.contains(where: \.cancelsTouchesInView) {
        deliverTap(to: touched)
      }
      for recognizer in recognized {
        recognizer.recognized(at: point, in: self)
      }
    }

    /// What the touched view does with a tap that reached it.
    private func deliverTap(to view: UIView) {
      if let field = view as? UITextField {
        field.becomeFirstResponder()
      } else if let textView = view as? UITextView {
        if textView.isEditable { textView.becomeFirstResponder() }
      } else if let toggle = view as? UISwitch, toggle.isEnabled {
        toggle.flipFromTap()  // Controls/UISwitch.swift
      } else if let control = view as? UIControl, control.isEnabled {
        control.sendActions(for: .touchUpInside)
        // [doc] UIControl.h: the primary action is "for buttons".
        if control is UIButton { control.sendActions(for: .primaryActionTriggered) }
      }
    }
  }
#endif
