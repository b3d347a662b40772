#if !canImport(UIKit)
  import Foundation

  /// A set of methods that fine-tune a gesture recognizer's behavior.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
  /// and UIGestureRecognizer.h. UIKit's requirements are optional Objective-C methods;
  /// Linux has no `@objc optional`, so the model gives each a default implementation with
  /// UIKit's documented default. Only the one the component uses is modelled.
  @preconcurrency @MainActor
  public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asks the delegate if two gesture recognizers should be allowed to recognize gestures
    /// simultaneously.
    @discardableResult
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
  }

  extension UIGestureRecognizerDelegate {
    /// Default: no ("the default implementation returns NO (by default no two gestures can
    /// be recognized simultaneously)", UIGestureRecognizer.h).
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
  }
#endif
