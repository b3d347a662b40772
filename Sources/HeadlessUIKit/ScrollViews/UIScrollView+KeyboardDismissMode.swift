#if !canImport(UIKit)
  import Foundation

  extension UIScrollView {
    /// The manner in which the system dismisses the keyboard when a drag begins in the scroll
    /// view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum
    /// The model records the mode; it has no drags, so it never dismisses anything.
    public enum KeyboardDismissMode: Int, Sendable {
      /// The keyboard doesn't get dismissed with a drag.
      case none = 0
      /// The keyboard dismisses when a drag begins.
      case onDrag = 1
      /// The keyboard follows the dragging touch offscreen, and can be pulled upward again to
      /// cancel the dismiss.
      case interactive = 2
      /// The keyboard dismisses when a drag begins, including any accessory view.
      case onDragWithAccessory = 3
      /// The keyboard and its accessory follow the dragging touch offscreen.
      case interactiveWithAccessory = 4
    }
  }
#endif
