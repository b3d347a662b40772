#if !canImport(UIKit)
  import Foundation

  /// The methods a scroll view's delegate implements.
  ///
  /// Source: UIScrollView.h (iPhoneOS16.4.sdk), `NS_SWIFT_UI_ACTOR @protocol
  /// UIScrollViewDelegate<NSObject>`, every method `@optional`. The model declares the
  /// protocol so that `UITextViewDelegate` refines it as in UIKit (a text view's delegate is
  /// its scroll view's); none of its methods is modelled yet and the model's `UIScrollView`
  /// has no `delegate` [choice: nothing in the model calls one].
  @preconcurrency @MainActor
  public protocol UIScrollViewDelegate: NSObjectProtocol {}
#endif
