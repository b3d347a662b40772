#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The option to move the focused view out from under a floating (or undocked, or split)
/// keyboard, which covers no band and so gets no inset.
///
/// The feature owns the option; the move itself is decided in the update's plan
/// (`AvoidancePlan.floatingKeyboardMove(after:)`, from the keyboard's frame the engine
/// measures while the option is on) and written by the engine's apply step.
@MainActor
package final class FloatingKeyboardAvoidance {
  /// Asks the engine for an update at once (a setting changed).
  private let settingChanged: @MainActor () -> Void

  /// Whether a floating keyboard's position is avoided (the public `avoidsFloatingKeyboard`);
  /// a change recomputes at once.
  package var isEnabled = false {
    didSet { if isEnabled != oldValue { settingChanged() } }
  }

  init(settingChanged: @escaping @MainActor () -> Void) {
    self.settingChanged = settingChanged
  }
}
