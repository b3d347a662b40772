#if !canImport(UIKit)
  import Foundation

  /// A discrete gesture recognizer that interprets single or multiple taps.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
  /// (`UITapGestureRecognizer : UIGestureRecognizer`). The model's simulated tap is one
  /// finger, one tap, so every tap recognizer that receives it recognizes it; the number of
  /// taps and touches required are not modelled (UIKit's defaults are 1 and 1).
  @preconcurrency @MainActor
  open class UITapGestureRecognizer: UIGestureRecognizer {}
#endif
