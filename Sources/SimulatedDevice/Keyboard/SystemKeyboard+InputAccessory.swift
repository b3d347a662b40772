#if !canImport(UIKit)
  import HeadlessUIKit

  extension SystemKeyboard {
    /// The height the first responder's input accessory view adds on top of the keys: the
    /// accessory is part of the keyboard, so iOS reports the keyboard's frame with it
    /// [seen: slackhq/SlackTextViewController PR #41, "it includes the inputAccessoryView
    /// height in the keyboard notification"; IQKeyboardManager #2124, the 44 pt accessory
    /// left in the end frame of a hide on iOS 26; doc: "Assigning a view to this property
    /// causes that view to be displayed above the standard system keyboard",
    /// https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview].
    ///
    /// The accessory is the one the key window's first responder had when it became first
    /// responder or last called `reloadInputViews()` [doc: UITextField.h]; its height is its
    /// frame's [choice: UIKit also honours Auto Layout and `intrinsicContentSize`, which
    /// the model does not have]. A height that is not finite or is negative counts as 0.
    public var inputAccessoryHeight: CGFloat {
      guard let accessory = screen.keyWindow?.inputAccessoryViewInUse else { return 0 }
      let height = accessory.frame.height
      return height.isFinite && height > 0 ? height : 0
    }
  }
#endif
