#if !canImport(UIKit)
  import Foundation

  /// The model of `UIView.endEditing(_:)` (declared in UIView.swift).
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiview/endediting(_:): "This
  /// method looks at the current view and its subview hierarchy for the text field that is
  /// currently the first responder. If it finds one, it asks that text field to resign as
  /// first responder. If the force parameter is set to true, the text field is never even
  /// asked; it is forced to resign." Returns "true if the view resigned the first responder
  /// status or false if it did not." UITextField.h (UIView (UITextField)): "use to make the
  /// view or any subview that is the first responder resign (optionally force)".
  ///
  /// "Asked" is, in UIKit, the delegate's `textFieldShouldEndEditing(_:)` (UITextField.h, "NO
  /// to disallow the editing session to end"), which `UITextField.resignFirstResponder()`
  /// asks in the model; any responder's own answer is `canResignFirstResponder` ([doc]
  /// uiresponder/canresignfirstresponder, which `resignFirstResponder()` consults):
  /// - `force` false: the first responder's `resignFirstResponder()` decides, and a text
  ///   field whose delegate refuses, or a responder that refuses (`canResignFirstResponder`
  ///   false), keeps editing;
  /// - `force` true: it is not asked; it resigns (its end-editing messages are sent as for
  ///   any resign).
  /// With no first responder in the subtree nothing resigns, so the answer is `false`
  /// [choice: UIKit does not say].
  extension UIView {
    func modelEndEditing(_ force: Bool) -> Bool {
      guard let window = self as? UIWindow ?? window,
        let responder = window.firstResponder as? UIView,
        responder.isDescendant(of: self)
      else { return false }
      guard force else { return responder.resignFirstResponder() }
      window.firstResponder = nil
      window.inputAccessoryViewInUse = nil
      responder.didResignFirstResponder()
      return true
    }
  }
#endif
