#if !canImport(UIKit)
  import Foundation

  /// A scrollable, multiline text region.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitextview
  /// A text view is a `UIScrollView`, as in UIKit. Its text is laid out by the model's
  /// line model (UITextView+LineModel.swift), not by TextKit: the caret and content size are
  /// exact for that model, which is what tests compute expectations from.
  @preconcurrency @MainActor
  open class UITextView: UIScrollView {
    /// Posted when a text view begins an editing session; `object` is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
      "UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view ends an editing session; `object` is the text view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
      "UITextViewTextDidEndEditingNotification")
    /// Posted when the text changes by the user's editing (not when `text` is set in code);
    /// `object` is the text view.
    nonisolated public static let textDidChangeNotification = Notification.Name(
      "UITextViewTextDidChangeNotification")

    private var storedText = ""
    private var selection = NSRange(location: 0, length: 0)

    /// Creates a new text view with the specified text container.
    ///
    /// Source: UITextView.h, `- initWithFrame:textContainer:` (`NS_DESIGNATED_INITIALIZER`).
    /// The model lays text out with its line model, so the container is not used.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
      super.init(frame: frame)
      updateContentSize()
    }

    /// Creates a text view with the specified frame.
    ///
    /// UITextView declares other designated initializers, so UIKit's `init(frame:)` is an
    /// inherited convenience initializer: a subclass cannot call `super.init(frame:)`.
    public convenience override init(frame: CGRect) {
      self.init(frame: frame, textContainer: nil)
    }

    /// Creates a text view from data in an unarchiver; the model decodes nothing.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The text that the text view displays.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextview/text
    /// Setting it in code posts no `textDidChangeNotification` [doc: the notification
    /// reflects user edits] and puts the caret at the end [seen].
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares `text` as `String!`; the model must match it.
    open var text: String! {
      get { storedText }
      set {
        storedText = newValue ?? ""
        selection = NSRange(location: storedText.utf16.count, length: 0)
        updateContentSize()
      }
    }

    /// The custom accessory view to display when the text view becomes the first
    /// responder; default `nil`.
    ///
    /// Source: UITextView.h (iPhoneOS18.0.sdk, xiangfeidexiaohuo/iOS-SDKs), `@property
    /// (nullable, readwrite, strong) UIView *inputAccessoryView`: "If set while first
    /// responder, will not take effect until reloadInputViews is called."
    open override var inputAccessoryView: UIView? {
      get { storedInputAccessoryView }
      set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    /// The text view's delegate.
    ///
    /// Source: UITextView.h, `@property(nullable,nonatomic,weak) id<UITextViewDelegate>
    /// delegate`. UIKit's narrows UIScrollView's `delegate`; the model's scroll view has no
    /// delegate (ScrollViews/UIScrollViewDelegate.swift), so this one is the text view's own.
    open weak var delegate: (any UITextViewDelegate)?

    /// A Boolean value that indicates whether the text view is editable.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextview/iseditable
    open var isEditable: Bool = true

    /// The technique for aligning the text. Default `.left` (UITextView.h: "default is
    /// NSLeftTextAlignment"). The model's line model lays every line from the leading edge:
    /// the value is kept, not applied [choice].
    open var textAlignment: NSTextAlignment = .left

    // MARK: Input traits (issue 36): UITextView adopts UITextInputTraits through UITextInput
    // (UITextView.h, `@interface UITextView : UIScrollView <UITextInput, …>`); the values are
    // kept for the app to read back, the model shows no keyboard [choice]. Defaults:
    // UITextInputTraits.h, each property's "default is …".

    /// Identifies whether the text object should hide the text being entered. Default
    /// `false`.
    open var isSecureTextEntry: Bool = false

    /// The keyboard type for the text object. Default `.default`.
    open var keyboardType: UIKeyboardType = .default

    /// The appearance style of the keyboard for the text object. Default `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default

    /// The visible title of the Return key. Default `.default`. In a text view the Return
    /// key inserts a line break (the model's `insertText("\n")`).
    open var returnKeyType: UIReturnKeyType = .default

    /// The autocapitalization style for the text object. Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    /// The autocorrection style for the text object. Default `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// The semantic meaning of the text view's content, for the keyboard and AutoFill.
    /// Default `nil` (`null_unspecified`).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_unspecified imports as an implicitly unwrapped optional).
    open var textContentType: UITextContentType!

    /// The inset of the text container's layout area within the text view's content area.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
    /// "This property provides text margins for text laid out in the text view. By default
    /// the value of this property is (8, 0, 8, 0)."
    open var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    {
      didSet { updateContentSize() }
    }

    /// The current selection range of the text view, in UTF-16 units.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextview/selectedrange
    open var selectedRange: NSRange {
      get { selection }
      set {
        let length = storedText.utf16.count
        let lower = max(0, min(newValue.location, length))
        let upper = max(lower, min(newValue.location + max(0, newValue.length), length))
        selection = NSRange(location: lower, length: upper - lower)
      }
    }

    /// The range of selected text in a document (UITextInput).
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
    open var selectedTextRange: UITextRange? {
      get {
        OffsetTextRange(lower: selection.location, upper: selection.location + selection.length)
      }
      set {
        guard let range = newValue as? OffsetTextRange else { return }
        selectedRange = NSRange(location: range.lower, length: range.upper - range.lower)
      }
    }

    /// The text position for the beginning of a document (UITextInput).
    open var beginningOfDocument: UITextPosition {
      OffsetTextPosition(offset: 0)
    }

    /// The text position for the end of a document (UITextInput).
    open var endOfDocument: UITextPosition {
      OffsetTextPosition(offset: storedText.utf16.count)
    }

    /// Returns a rectangle to draw the caret at a specified insertion point (UITextInput),
    /// in the text view's own coordinates.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:)
    @discardableResult
    open func caretRect(for position: UITextPosition) -> CGRect {
      let offset = (position as? OffsetTextPosition)?.offset ?? 0
      return TextLineModel.caretRect(
        in: storedText, atUTF16Offset: offset, textContainerInset: textContainerInset)
    }

    /// Inserts text at the caret, replacing the selection, as the user typing does
    /// (UIKeyInput).
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
    /// Like typing, it asks the delegate first: `textView(_:shouldChangeTextIn:replacementText:)`
    /// with the selection as the range [doc: UITextView.h; its page: "false if the
    /// replacement operation should be aborted"], and a refusal leaves the text alone. Then
    /// the text view scrolls its own content so the caret is visible
    /// (UITextView+CaretScroll.swift), tells the delegate `textViewDidChange(_:)` [doc: "in
    /// response to user-initiated changes to the text"] and posts
    /// `textDidChangeNotification`; the delegate before the notification is the model's
    /// order for text fields too [choice].
    open func insertText(_ text: String) {
      if let delegate,
        !delegate.textView(self, shouldChangeTextIn: selection, replacementText: text)
      {
        return
      }
      // Read after the delegate: it may have changed the text (and the selection) itself.
      let utf16 = Array(storedText.utf16)
      let lower = min(selection.location, utf16.count)
      let upper = min(selection.location + selection.length, utf16.count)
      let inserted = Array(text.utf16)
      storedText = String(decoding: utf16[..<lower] + inserted + utf16[upper...], as: UTF16.self)
      selection = NSRange(location: lower + inserted.count, length: 0)
      updateContentSize()
      scrollCaretToVisible()
      delegate?.textViewDidChange(self)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// A text view can become first responder while it is editable.
    open override var canBecomeFirstResponder: Bool {
      isEditable
    }

    /// Asks the delegate first, as UIKit does, once the text view could edit at all.
    ///
    /// Source: UITextView.h, `textViewShouldBeginEditing:`; its page: "true if an editing
    /// session should be initiated; otherwise, false to disallow editing." Asked only when
    /// the view is in a window and editable, as the text field's delegate is [choice].
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      if isFirstResponder { return true }
      guard window != nil, canBecomeFirstResponder else { return false }
      if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
      return super.becomeFirstResponder()
    }

    /// Asks the delegate first, as UIKit does: it can keep the text view editing.
    ///
    /// Source: UITextView.h, `textViewShouldEndEditing:`; its page: "true if editing should
    /// stop; otherwise, false if the editing session should continue". A forced end
    /// (`endEditing(true)`, a removal from the window) does not come here
    /// (Gestures/UIView+EndEditing.swift) and still tells the delegate it ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
      guard isFirstResponder else { return super.resignFirstResponder() }
      if let delegate, !delegate.textViewShouldEndEditing(self) { return false }
      return super.resignFirstResponder()
    }

    /// Tells the delegate, then posts the notification: the text field's order [choice:
    /// UIKit does not document it].
    override func didBecomeFirstResponder() {
      scrollEnclosingScrollViewToShowFocus()  // UIScrollView+FocusScroll.swift
      delegate?.textViewDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
      delegate?.textViewDidEndEditing(self)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    override func geometryDidChange(oldFrame: CGRect, oldBoundsOrigin: CGPoint) {
      super.geometryDidChange(oldFrame: oldFrame, oldBoundsOrigin: oldBoundsOrigin)
      if oldFrame.width != frame.width { updateContentSize() }
    }

    private func updateContentSize() {
      let height = TextLineModel.contentHeight(
        of: storedText, textContainerInset: textContainerInset)
      let size = CGSize(width: bounds.width, height: height)
      if contentSize.height != height { invalidateIntrinsicContentSize() }
      if contentSize != size { contentSize = size }
    }

    /// A text view that does not scroll grows with its text: its natural height is its text's
    /// at its width, with the container inset; it has no natural width. A text view that
    /// scrolls has no natural size.
    ///
    /// Source: UIView.h (intrinsicContentSize, "UIView's default implementation is to return
    /// (UIViewNoIntrinsicMetric, UIViewNoIntrinsicMetric)"); [seen] the self-sizing text view
    /// pattern (`isScrollEnabled = false` in a stack or a self-sizing cell, damienpontifex.com
    /// 2014, cited in UITableView+SelfSizing.swift). The height is the model's TextLineModel
    /// (no wrapping, so the width does not change it) [choice].
    open override var intrinsicContentSize: CGSize {
      guard !isScrollEnabled else {
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
      }
      return CGSize(
        width: UIView.noIntrinsicMetric,
        height: TextLineModel.contentHeight(of: storedText, textContainerInset: textContainerInset))
    }

    /// Turning scrolling on or off changes the natural size.
    open override var isScrollEnabled: Bool {
      didSet { if oldValue != isScrollEnabled { invalidateIntrinsicContentSize() } }
    }
  }
#endif
