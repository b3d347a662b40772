#if !canImport(UIKit)
  import Foundation

  /// A set of optional methods to manage the editing and validation of text in a text field
  /// object.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitextfielddelegate
  /// UIKit's requirements are optional Objective-C methods; Linux has no `@objc optional`,
  /// so the model gives each a default implementation with UIKit's default behaviour.
  @preconcurrency @MainActor
  public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asks the delegate whether to begin editing in the specified text field.
    @discardableResult
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate when editing begins in the specified text field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asks the delegate whether to stop editing in the specified text field.
    @discardableResult
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate when editing stops for the specified text field.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asks the delegate whether to process the pressing of the Return button for the text
    /// field.
    @discardableResult
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
  }

  extension UITextFieldDelegate {
    /// Default: editing may begin ("If you don't implement this method, the text field
    /// acts as if this method had returned true").
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Default: editing may stop ("If you don't implement this method, the text field acts
    /// as if this method had returned true").
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Default: the Return key is processed.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  }
#endif
