#if !canImport(UIKit)
  import Foundation

  /// An object that displays an editable text area in your interface.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitextfield
  /// Becoming first responder asks the delegate, then tells it and posts
  /// `textDidBeginEditingNotification` with the field as `object`; resigning tells the
  /// delegate and posts `textDidEndEditingNotification`
  /// (https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification).
  /// There is no keyboard: tests post the keyboard notifications themselves.
  @MainActor
  open class UITextField: UIView {
    /// Posted when editing begins in a text field; `object` is the text field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
      "UITextFieldTextDidBeginEditingNotification")
    /// Posted when editing ends in a text field; `object` is the text field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
      "UITextFieldTextDidEndEditingNotification")
    /// Posted when the text of a text field changes; `object` is the text field.
    nonisolated public static let textDidChangeNotification = Notification.Name(
      "UITextFieldTextDidChangeNotification")

    /// The text that the text field displays.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String? = ""

    /// A Boolean value that determines whether the text field is enabled.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool = true

    /// The visible title of the Return key.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
    open var returnKeyType: UIReturnKeyType = .default

    /// The text field's delegate.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextfield/delegate
    open weak var delegate: (any UITextFieldDelegate)?

    /// A text field can edit when enabled [doc: a disabled control ignores input].
    open override var canBecomeFirstResponder: Bool {
      isEnabled
    }

    /// Asks the delegate first, as UIKit does.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      if isFirstResponder { return true }
      // The delegate is asked only when the field could edit at all.
      guard window != nil, canBecomeFirstResponder else { return false }
      if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
      return super.becomeFirstResponder()
    }

    override func didBecomeFirstResponder() {
      scrollEnclosingScrollViewToShowFocus()  // UIScrollView+FocusScroll.swift
      delegate?.textFieldDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
      delegate?.textFieldDidEndEditing(self)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
  }
#endif
