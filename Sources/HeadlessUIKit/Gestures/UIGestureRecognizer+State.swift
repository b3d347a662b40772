#if !canImport(UIKit)
  import HeadlessUIKitEnums

  extension UIGestureRecognizer {
    /// The current state a gesture recognizer is in.
    ///
    /// Source: UIGestureRecognizer.h, `typedef NS_ENUM(NSInteger, UIGestureRecognizerState)`.
    /// Declared in C (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's.
    public typealias State = UIGestureRecognizerState
  }
#endif
