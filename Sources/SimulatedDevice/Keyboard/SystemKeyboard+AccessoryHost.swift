#if !canImport(UIKit)
  import HeadlessUIKit

  extension SystemKeyboard {
    /// Shows the key window's first responder's input accessory view where iOS shows it: in
    /// a window of the keyboard's own, not the app's, on top of the keyboard whose frame is
    /// `keyboard` (screen coordinates; the frame includes the accessory,
    /// ``inputAccessoryHeight``), across its width. A keyboard with no area on the screen
    /// takes the accessory out of that window, as the keyboard's window goes when the
    /// keyboard does.
    ///
    /// [seen] The accessory is not in the app's view hierarchy: it is "pinned to the top of
    /// the keyboard" in a `UITextEffectsWindow`, "the foremost window" (MessageKit #567, 2018,
    /// an input bar that is a view controller's `inputAccessoryView`); the keyboard's window
    /// is a `UITextEffectsWindow` at window level 1 hosting the input views, and goes away
    /// when the keyboard is dismissed (blog.harrisonxi.com, "iOS系统的键盘window", 2017, the
    /// window lists of iOS 7 to 10; medium.com/@jai.192395, "UIWindow in iOS", 2021).
    /// [doc] "Assigning a view to this property causes that view to be displayed above the
    /// standard system keyboard" (uitextfield/inputaccessoryview). [choice] The model's
    /// window is a plain `UIWindow` on the keyboard's screen, never key; the accessory takes
    /// its place inside the keyboard's animation, before the will-notifications are posted,
    /// as the keyboard layout guides do (``play(_:)``); its height is kept.
    func placeInputAccessory(onKeyboardAt keyboard: CGRect) {
      let accessory = screen.keyWindow?.inputAccessoryViewInUse
      if let host = accessoryHost {
        // An accessory of an earlier first responder leaves with it.
        for view in host.subviews where view !== accessory { view.removeFromSuperview() }
      }
      // [choice] An accessory that holds the first responder itself (a chat composer whose
      // text view is focused) stays where the app put it: the model's first responder is
      // per window, so moving it to the keyboard's window would end its editing, which iOS
      // does not do. Its height still counts in the keyboard's frame.
      guard let accessory, !Self.holdsFirstResponder(accessory) else { return }
      let values = [keyboard.minX, keyboard.minY, keyboard.width, keyboard.height]
      let onScreen = keyboard.intersection(screen.bounds)
      guard values.allSatisfy(\.isFinite), !onScreen.isNull, onScreen.width > 0,
        onScreen.height > 0
      else {
        if accessory.superview === accessoryHost { accessory.removeFromSuperview() }
        return
      }
      let host = accessoryHostWindow()
      if accessory.superview !== host { host.addSubview(accessory) }
      let rect = CGRect(
        x: keyboard.minX, y: keyboard.minY, width: keyboard.width, height: inputAccessoryHeight)
      accessory.frame = host.convert(rect, from: screen.coordinateSpace)
    }

    /// Whether `view` or a view inside it is first responder.
    private static func holdsFirstResponder(_ view: UIView) -> Bool {
      view.isFirstResponder || view.subviews.contains { holdsFirstResponder($0) }
    }

    /// The keyboard's window for the accessory, made once, covering the keyboard's screen.
    private func accessoryHostWindow() -> UIWindow {
      if let host = accessoryHost, host.screen === screen {
        host.frame = screen.bounds
        return host
      }
      let host = UIWindow(frame: screen.bounds)
      host.screen = screen
      host.isHidden = false
      accessoryHost = host
      return host
    }
  }
#endif
