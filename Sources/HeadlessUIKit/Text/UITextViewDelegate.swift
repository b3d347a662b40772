#if !canImport(UIKit)
  import Foundation

  /// The methods a text view calls as its editing session begins, changes its text and ends.
  ///
  /// Source: UITextView.h (iPhoneOS16.4.sdk), `@protocol UITextViewDelegate <NSObject,
  /// UIScrollViewDelegate>`, every method `@optional`. Linux has no `@objc optional`, so the
  /// model gives each a default implementation with UIKit's default behaviour (as
  /// UITextFieldDelegate.swift). The URL, attachment, selection and edit-menu methods are
  /// not modelled (nothing in the model raises them), nor are the scroll view delegate's
  /// (ScrollViews/UIScrollViewDelegate.swift).
  @preconcurrency @MainActor
  public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asks the delegate whether to begin editing in the specified text view.
    @discardableResult
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Asks the delegate whether to stop editing in the specified text view.
    @discardableResult
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Tells the delegate when editing of the specified text view begins.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Tells the delegate when editing of the specified text view ends.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asks the delegate whether to replace the specified text in the text view.
    @discardableResult
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// Tells the delegate when the user changes the text or attributes in the specified text
    /// view.
    func textViewDidChange(_ textView: UITextView)
  }

  extension UITextViewDelegate {
    /// Default: editing may begin (the method's page: "If you do not implement this method,
    /// the default return value is true").
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Default: editing may end (likewise, "the default return value is true").
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Default: the text is replaced ("true if the old text should be replaced by the new
    /// text").
    public func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
  }
#endif
