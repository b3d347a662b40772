/// The engine's one observation point: what the AvoidingScrollViewDiagnostics product (the
/// explanation, the unified log, the session recorder) attaches to, as the engine's
/// ``KeyboardAvoider/observer``.
///
/// `package`, not public: apps reach it only through the diagnostics product's API. [choice]
/// The avoidance product holds no explanation, log or trace; with no observer attached, an
/// event costs the engine one `nil` check and builds nothing.
@MainActor
package protocol KeyboardAvoiderObserver: AnyObject {
  /// The engine handles `event` by running `update`, which performs the update and returns
  /// what it came to, if anything; `isInput` is false when the engine's own update caused the
  /// event. The observer must call `update` exactly once.
  func observe(_ event: AvoiderEvent, isInput: Bool, update: () -> AvoiderUpdate?)
}
