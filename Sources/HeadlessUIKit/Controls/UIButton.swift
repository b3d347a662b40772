#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// A control that executes your custom code in response to user interactions.
  ///
  /// Source: UIButton.h (iPhoneOS16.4.sdk), `@interface UIButton : UIControl`. The model keeps
  /// the kind and a title per state, shows the title in `titleLabel`, and sizes itself by it
  /// (the model's font model, UIFont.swift, with the 15 pt system font [choice: UIKit's
  /// system button title font, `UIFont.buttonFontSize` aside, is not documented]; UIKit adds
  /// content insets the model does not). A tap (`UIWindow.simulateTap(at:)`) sends
  /// `.touchUpInside` then `.primaryActionTriggered` [doc: UIControl.h,
  /// "UIControlEventPrimaryActionTriggered: semantic action: for buttons, etc."].
  /// `UIButton.Configuration` is not modelled.
  @preconcurrency @MainActor
  open class UIButton: UIControl {
    /// The kinds of button.
    ///
    /// Source: UIButton.h, `UIButtonType`, imported as `UIButton.ButtonType`.
    public typealias ButtonType = UIButtonType

    private var kind: UIButton.ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var label: UILabel?

    /// Initializes a button with the specified frame: a custom button.
    ///
    /// Source: UIButton.h, `initWithFrame:` (NS_DESIGNATED_INITIALIZER).
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a button from data in an unarchiver; the model decodes nothing.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Creates a new button of the specified type.
    ///
    /// Source: UIButton.h, `+ (instancetype)buttonWithType:`, imported as a convenience
    /// initializer. The model's button has a zero frame.
    public convenience init(type buttonType: UIButton.ButtonType) {
      self.init(frame: .zero)
      kind = buttonType
    }

    /// Creates a custom button with the specified frame, registers the primary action, and
    /// uses the action's title as the button's.
    ///
    /// Source: UIButton.h, `initWithFrame:primaryAction:` (iOS 14): "registers primaryAction
    /// for the UIControlEventPrimaryActionTriggered control event, and uses primaryAction's
    /// title & image as the button's title & image."
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
      self.init(frame: frame)
      adopt(primaryAction)
    }

    /// Creates a button of the given type, registers the primary action, and uses the
    /// action's title as the button's.
    ///
    /// Source: UIButton.h, `+buttonWithType:primaryAction:` (iOS 14), "if appropriate uses
    /// primaryAction's title & image": the model does so for every type [choice]. The type
    /// defaults to `.system`, as UIKit's imported declaration does.
    @available(iOS 14.0, *)
    public convenience init(
      type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?
    ) {
      self.init(frame: .zero)
      kind = buttonType
      adopt(primaryAction)
    }

    private func adopt(_ action: UIAction?) {
      guard let action else { return }
      addAction(action, for: .primaryActionTriggered)
      if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    }

    /// The button type.
    ///
    /// Source: UIButton.h, `@property(nonatomic,readonly) UIButtonType buttonType`.
    open var buttonType: UIButton.ButtonType {
      kind
    }

    /// Sets the title to use for the specified state.
    ///
    /// Source: UIButton.h, `setTitle:forState:` ("default is nil. title is assumed to be
    /// single line").
    open func setTitle(_ title: String?, for state: UIControl.State) {
      titles[state.rawValue] = title
      label?.text = currentTitle
      invalidateIntrinsicContentSize()
    }

    /// Returns the title associated with the specified state.
    ///
    /// Source: UIButton.h, `titleForState:`; uibutton/title(for:): "If a title is not
    /// specified for a state, the default behavior is to use the title associated with the
    /// normal state."
    @discardableResult
    open func title(for state: UIControl.State) -> String? {
      titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The current title that displays on the button: the disabled state's when the button
    /// is disabled, else the normal state's (the model has no highlight or selection).
    ///
    /// Source: UIButton.h, `currentTitle` ("normal/highlighted/selected/disabled. can return
    /// nil").
    open var currentTitle: String? {
      title(for: isEnabled ? .normal : .disabled)
    }

    /// A view that displays the value of the `currentTitle` property for a button.
    ///
    /// Source: UIButton.h, `titleLabel` (iOS 3). The model makes it on first read, with the
    /// 15 pt system font [choice]; it is not a subview (the model draws nothing).
    @available(iOS 3.0, *)
    open var titleLabel: UILabel? {
      if let label { return label }
      let made = UILabel()
      made.font = .systemFont(ofSize: 15)
      made.text = currentTitle
      label = made
      return made
    }

    /// The button's natural size: its title's, in the model's font model [choice].
    open override var intrinsicContentSize: CGSize {
      guard let titleLabel else { return .zero }
      titleLabel.text = currentTitle
      return titleLabel.intrinsicContentSize
    }
  }
#endif
