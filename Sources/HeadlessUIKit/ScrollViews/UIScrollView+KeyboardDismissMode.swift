#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  extension UIScrollView {
    /// The manner in which the system dismisses the keyboard when a drag begins in the scroll
    /// view.
    ///
    /// Source: UIScrollView.h, `typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode)`.
    /// Declared in C (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not
    /// frozen (a `switch` needs `@unknown default`), any raw value accepted.
    public typealias KeyboardDismissMode = UIScrollViewKeyboardDismissMode
  }
#endif
