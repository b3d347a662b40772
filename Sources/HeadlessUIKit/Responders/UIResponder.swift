#if !canImport(UIKit)
  import Foundation

  /// An abstract interface for responding to and handling events.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiresponder
  /// The model keeps one first responder per window, as UIKit does: the window holds it,
  /// and a responder outside any window can never become first responder.
  @preconcurrency @MainActor
  open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
      super.init()
    }

    /// Returns the next responder in the responder chain, or `nil` if there is none.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/next
    /// For a view it is its view controller or its superview (UIView), for a view controller
    /// its view's superview (UIViewController); for a window it would be the application,
    /// which the model does not have, so `nil`.
    open var next: UIResponder? {
      nil
    }

    /// Returns a Boolean value indicating whether this object can become the first responder.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    /// "This method returns false by default."
    open var canBecomeFirstResponder: Bool {
      false
    }

    /// Returns a Boolean value indicating whether the receiver is willing to relinquish
    /// first-responder status.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
    /// "This method returns true by default."
    open var canResignFirstResponder: Bool {
      true
    }

    /// Returns a Boolean value indicating whether this object is the first responder.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    open var isFirstResponder: Bool {
      guard let window = responderWindow else { return false }
      return window.firstResponder === self
    }

    /// Asks UIKit to make this object the first responder in its window.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    /// Succeeds only when ``canBecomeFirstResponder`` is true and the responder is in a
    /// window ("you can call this method only when the view is part of the active view
    /// hierarchy"); the current first responder is asked to resign first, and may refuse.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
      guard let window = responderWindow else { return false }
      if window.firstResponder === self { return true }
      guard canBecomeFirstResponder else { return false }
      if let current = window.firstResponder, !current.resignFirstResponder() { return false }
      window.firstResponder = self
      window.inputAccessoryViewInUse = inputAccessoryView  // UIResponder+InputAccessory.swift
      didBecomeFirstResponder()
      return true
    }

    /// Notifies this object that it has been asked to relinquish its status as first
    /// responder in its window.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    /// "The default implementation returns true, resigning first responder status."
    @discardableResult
    open func resignFirstResponder() -> Bool {
      guard let window = responderWindow, window.firstResponder === self else { return true }
      guard canResignFirstResponder else { return false }
      window.firstResponder = nil
      window.inputAccessoryViewInUse = nil
      didResignFirstResponder()
      return true
    }

    /// The custom input accessory view to display when the receiver becomes the first
    /// responder.
    ///
    /// Source: UIResponder.h (iPhoneOS18.0.sdk, xybp888/iOS-SDKs), `@property (nullable,
    /// nonatomic, readonly, strong) __kindof UIView *inputAccessoryView`: "The value of this
    /// read-only property is nil" (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview);
    /// `UITextField` and `UITextView` redeclare it read-write.
    open var inputAccessoryView: UIView? {
      nil
    }

    /// Updates the custom input and accessory views when the object is the first responder.
    ///
    /// Source: UIResponder.h, `- (void)reloadInputViews`; UITextField.h: an input accessory
    /// view "set while first responder, will not take effect until reloadInputViews is
    /// called" [doc]. The model's keyboard (SimulatedDevice) reads the accessory the window
    /// has in use, so this re-reads it; it does nothing for a responder that is not first.
    open func reloadInputViews() {
      guard let window = responderWindow, window.firstResponder === self else { return }
      window.inputAccessoryViewInUse = inputAccessoryView
    }

    // MARK: Model internals

    /// The window whose first-responder slot this responder competes for.
    var responderWindow: UIWindow? {
      nil
    }

    /// Called after this responder became first responder; text views post their
    /// begin-editing notifications here.
    func didBecomeFirstResponder() {}

    /// Called after this responder resigned; text views post end-editing here.
    func didResignFirstResponder() {}
  }
#endif
