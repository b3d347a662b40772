#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where the tap recognizer of ``KeyboardAvoidingScrollView/endsEditingOnTapOutside`` sends its
/// action, and the recognizer's delegate.
///
/// How it listens [choice]: on iOS, `UITapGestureRecognizer(target:action:)` with an `@objc`
/// method, UIKit's only way to hear from a gesture recognizer. Where UIKit is absent (the
/// HeadlessUIKit model) there are no selectors, so the model's headless-only
/// `init(headlessAction:)` stands in for that one initializer; everything else the
/// component does with the recognizer is UIKit API. ``TapToEndEditing`` keeps this object and the
/// recognizer; neither keeps the feature.
@MainActor
final class TapToEndEditingTarget: NSObject, UIGestureRecognizerDelegate {
  /// Called with the recognizer when it recognizes a tap.
  private let onTap: (UIGestureRecognizer) -> Void

  init(onTap: @escaping (UIGestureRecognizer) -> Void) {
    self.onTap = onTap
    super.init()
  }

  /// A single-tap recognizer that never takes a tap from the view it lands on:
  /// `cancelsTouchesInView = false`, since with the default `true` "touchesCancelled… [is]
  /// sent to the view for all touches … recognized as part of this gesture" [doc:
  /// UIGestureRecognizer.h], so a button or a cell under the tap would lose it.
  func makeRecognizer() -> UITapGestureRecognizer {
    #if canImport(UIKit)
      let recognizer = UITapGestureRecognizer(target: self, action: #selector(tapRecognized(_:)))
    #else
      let recognizer = UITapGestureRecognizer(headlessAction: { [weak self] recognizer in
        self?.onTap(recognizer)
      })
    #endif
    recognizer.cancelsTouchesInView = false
    recognizer.delegate = self
    return recognizer
  }

  #if canImport(UIKit)
    @objc private func tapRecognized(_ recognizer: UITapGestureRecognizer) {
      onTap(recognizer)
    }
  #endif

  /// Always together with the app's recognizers: by default "no two gestures can be
  /// recognized simultaneously", and "returning YES is guaranteed to allow simultaneous
  /// recognition" [doc: UIGestureRecognizer.h]. So this recognizer never keeps one of the
  /// app's from recognizing the same tap, and is never kept from it.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}
