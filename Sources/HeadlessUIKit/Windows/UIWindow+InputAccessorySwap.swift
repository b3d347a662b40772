#if !canImport(UIKit)
  import Foundation

  extension UIWindow {
    /// A new first responder's input accessory view takes the place of the one shown before
    /// it, when that one is shown in a window of its own (SimulatedDevice's keyboard hosts it
    /// on the keys): the new one sits where the old one's bottom was, at its own height, and
    /// the old one leaves. A resign alone (`nil`) changes nothing: the keyboard's hide takes
    /// the accessory away.
    ///
    /// [doc] UIResponder.h, `inputAccessoryView`: "When the responder becomes the first
    /// responder, the responder infrastructure attaches the accessory view to the appropriate
    /// input view before displaying it" (developer.apple.com/documentation/uikit/uiresponder/
    /// inputaccessoryview); `reloadInputViews`: "Updates the custom input and accessory views
    /// when the object is the first responder." [choice] Focus moving between two fields
    /// while the keyboard stays up swaps the accessory at once, with no keyboard
    /// notification (the model's keyboard posts none for a focus change); an accessory
    /// whose superview is not a window (one an app placed in its own views) is left alone.
    func accessoryInUseDidChange() {
      guard let new = inputAccessoryViewInUse else { return }
      defer { lastAccessoryInUse = new }
      guard let shown = lastAccessoryInUse, shown !== new,
        let host = shown.superview as? UIWindow
      else { return }
      let frame = shown.frame
      let height = new.frame.height.isFinite ? max(new.frame.height, 0) : 0
      shown.removeFromSuperview()
      host.addSubview(new)
      new.frame = CGRect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
    }
  }
#endif
