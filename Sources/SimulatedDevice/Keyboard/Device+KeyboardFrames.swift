#if !canImport(UIKit)
  import HeadlessUIKit

  /// Where the system keyboard sits on a device's own screen, for expectations written
  /// before a keyboard exists. ``SystemKeyboard`` uses the same rules on its screen.
  extension Device {
    /// The docked keyboard: full screen width, `height` tall (the device's keyboard with
    /// QuickType by default), at the screen's bottom.
    public func dockedKeyboardFrame(height: CGFloat? = nil) -> CGRect {
      SystemKeyboard.dockedFrame(height: height ?? keyboardHeight, in: screenBounds)
    }

    /// The docked keyboard with or without its QuickType bar.
    public func dockedKeyboardFrame(quickType: Bool) -> CGRect {
      dockedKeyboardFrame(height: quickType ? keyboardHeight : keyboardHeightWithoutQuickType)
    }

    /// The full-height keyboard just below the screen, where it rests when hidden.
    public var hiddenKeyboardFrame: CGRect {
      SystemKeyboard.hiddenFrame(height: keyboardHeight, in: screenBounds)
    }
  }
#endif
