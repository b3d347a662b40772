#if !canImport(UIKit)
  import Foundation

  /// An object that displays an editable text area in your interface.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitextfield
  /// A text field is a `UIControl` (UITextField.h: `@interface UITextField : UIControl`).
  /// Becoming first responder asks the delegate, then tells it, posts
  /// `textDidBeginEditingNotification` with the field as `object` and sends
  /// `.editingDidBegin`; resigning tells the delegate, posts `textDidEndEditingNotification`
  /// and sends `.editingDidEnd`
  /// (https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification;
  /// UIControl.h: `UIControlEventEditingDidBegin … // UITextField`). The order of delegate,
  /// notification and control event is not documented; the model's is a [choice].
  /// There is no keyboard: tests post the keyboard notifications themselves, and type with
  /// `insertText(_:)`, as the keyboard does.
  @preconcurrency @MainActor
  open class UITextField: UIControl {
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
    /// A change invalidates the intrinsic content size (UIView.h: "call this when something
    /// changes that affects the intrinsicContentSize").
    open var text: String? = "" {
      didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The field's natural size: its text on one line of the model's line model (8 pt per
    /// UTF-16 unit, 20 pt tall).
    ///
    /// Source: UIView.h names "a single line text field" as the typical view with an
    /// intrinsic size ("The layout system does not understand text - it must just be told
    /// that there's something in the view"); the metrics are the model's TextLineModel
    /// [choice: UIKit's depend on the font and the border style].
    open override var intrinsicContentSize: CGSize {
      CGSize(
        width: TextLineModel.characterAdvance * CGFloat((text ?? "").utf16.count),
        height: TextLineModel.lineHeight)
    }

    // MARK: Input traits and appearance (issue 36): values the app sets and reads back; the
    // model shows no keyboard and draws nothing [choice]. Defaults: UITextInputTraits.h and
    // UITextField.h.

    /// Identifies whether the text object should disable text copying and in some cases
    /// hide the text being entered. Default `false` (UITextInputTraits.h).
    open var isSecureTextEntry: Bool = false

    /// The keyboard type for the text object. Default `.default` (UITextInputTraits.h).
    open var keyboardType: UIKeyboardType = .default

    /// The autocapitalization style for the text object. Default `.sentences`
    /// (UITextInputTraits.h: "default is UITextAutocapitalizationTypeSentences").
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    /// The autocorrection style for the text object. Default `.default`
    /// (UITextInputTraits.h).
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// The appearance style of the keyboard for the text object. Default `.default`
    /// (UITextInputTraits.h: "default is UIKeyboardAppearanceDefault").
    open var keyboardAppearance: UIKeyboardAppearance = .default

    /// The semantic meaning of the text field's content, for the keyboard and AutoFill.
    /// Default `nil` (UITextInputTraits.h, `null_unspecified`, "default is nil").
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_unspecified imports as an implicitly unwrapped optional).
    open var textContentType: UITextContentType!

    /// The technique for aligning the text. Default `.left` (UITextField.h: "default is
    /// NSLeftTextAlignment"). The model draws no text: the value is kept.
    open var textAlignment: NSTextAlignment = .left

    /// The string that displays when there is no other text in the text field. Default
    /// `nil` (UITextField.h: "default is nil. string is drawn 70% gray").
    open var placeholder: String?

    /// The border style for the text field. Default `.none` (UITextField.h).
    open var borderStyle: UITextField.BorderStyle = .none

    /// The color of the text. Default `nil` (UITextField.h: "default is nil. use opaque
    /// black"; the model returns what was set).
    open var textColor: UIColor?

    /// The font of the text. Default `nil` (UITextField.h: "default is nil. use system font
    /// 12 pt"; the model returns what was set).
    open var font: UIFont?

    /// The overlay view that displays on the left (or leading) side of the text field.
    /// Default `nil` (UITextField.h). The model does not place it.
    open var leftView: UIView?

    /// A mode that controls when the left overlay view appears. Default `.never`.
    open var leftViewMode: UITextField.ViewMode = .never

    /// The overlay view that displays on the right (or trailing) side of the text field.
    /// Default `nil` (UITextField.h). The model does not place it.
    open var rightView: UIView?

    /// A mode that controls when the right overlay view appears. Default `.never`.
    open var rightViewMode: UITextField.ViewMode = .never

    /// The visible title of the Return key.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
    open var returnKeyType: UIReturnKeyType = .default

    /// The text field's delegate.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextfield/delegate
    open weak var delegate: (any UITextFieldDelegate)?

    /// The custom accessory view to display when the text field becomes the first
    /// responder; default `nil`.
    ///
    /// Source: UITextField.h (iPhoneOS18.0.sdk, xiangfeidexiaohuo/iOS-SDKs), `@property
    /// (nullable, readwrite, strong) UIView *inputAccessoryView`: "If set while first
    /// responder, will not take effect until reloadInputViews is called."
    open override var inputAccessoryView: UIView? {
      get { storedInputAccessoryView }
      set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

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

    /// Asks the delegate first, as UIKit does: it can keep the field editing.
    ///
    /// Source: UITextField.h, `textFieldShouldEndEditing:`, "return YES to allow editing to
    /// stop and to resign first responder status. NO to disallow the editing session to end".
    /// A forced end (`endEditing(true)`, a removal from the window) does not come here
    /// (Gestures/UIView+EndEditing.swift).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
      guard isFirstResponder else { return super.resignFirstResponder() }
      if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
      return super.resignFirstResponder()
    }

    /// Inserts text as the keyboard does when the user types (UIKeyInput, which
    /// `UITextField` adopts through `UITextInput`).
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
    /// - `"\n"` is the Return key [choice: the model's stand-in for the key; a keyboard
    ///   extension sends Return the same way, through `UIKeyInput.insertText`].
    ///   The delegate's `textFieldShouldReturn(_:)` is asked first [doc: UITextField.h,
    ///   "called when 'return' key pressed. return NO to ignore."; its page: `true` "if the
    ///   text field should implement its default behavior for the return button"]; unless it
    ///   refuses, the field sends `.editingDidEndOnExit` [doc: UIControl.h, "'return key'
    ///   ending editing"]. It sends no `.primaryActionTriggered` ("A semantic action
    ///   triggered by buttons"). The field stays first responder: the app resigns it, from
    ///   the delegate or the action [choice: UIKit does not document an automatic resign].
    /// - Any other text is appended (the model's text field has no caret) and the field
    ///   posts `textDidChangeNotification` and sends `.editingChanged` [doc: "A touch making
    ///   an editing change in a UITextField"].
    /// - Only the first responder receives keystrokes: otherwise nothing happens.
    open func insertText(_ text: String) {
      guard isFirstResponder else { return }
      if text == "\n" {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        sendActions(for: .editingDidEndOnExit)
        return
      }
      self.text = (self.text ?? "") + text
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
      sendActions(for: .editingChanged)
    }

    override func didBecomeFirstResponder() {
      scrollEnclosingScrollViewToShowFocus()  // UIScrollView+FocusScroll.swift
      delegate?.textFieldDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
      sendActions(for: .editingDidBegin)
    }

    override func didResignFirstResponder() {
      delegate?.textFieldDidEndEditing(self)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
      sendActions(for: .editingDidEnd)
    }
  }
#endif
