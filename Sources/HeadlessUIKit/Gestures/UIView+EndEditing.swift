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
  /// What "asked" means is the delegate's `textFieldShouldEndEditing(_:)`, which the model
  /// does not have; so here `force` changes nothing and the first responder's
  /// `resignFirstResponder()` decides [choice]. With no first responder in the subtree
  /// nothing resigns, so the answer is `false` [choice: UIKit does not say].
  extension UIView {
    func modelEndEditing(_ force: Bool) -> Bool {
      guard let window = self as? UIWindow ?? window,
        let responder = window.firstResponder as? UIView,
        responder.isDescendant(of: self)
      else { return false }
      return responder.resignFirstResponder()
    }
  }
#endif
