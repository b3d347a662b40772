#if !canImport(UIKit)
  import Foundation

  /// An object that describes a single user interaction with your app.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uievent
  /// Only the type is modelled, for the `with event:` parameter of `hitTest(_:with:)` and
  /// `point(inside:with:)`; the model's simulated tap passes `nil`, as code calling those
  /// methods outside event handling does.
  @preconcurrency @MainActor
  open class UIEvent: NSObject {}
#endif
