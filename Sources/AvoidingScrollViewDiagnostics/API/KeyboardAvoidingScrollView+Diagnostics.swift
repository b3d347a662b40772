import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Diagnostics, off by default: each decision explained to your code or to the unified log.
extension KeyboardAvoidingScrollView {
  /// A closure called with each decision this scroll view takes, explained. Default `nil`.
  ///
  /// While it is set, every keyboard notification, focus change and size change the scroll
  /// view reacts to produces one ``KeyboardAvoidanceDecision``, told after the decision is
  /// applied; print it to read what the keyboard covered, the insets written and why the
  /// content scrolled or not. With no handler, no logging and no recorder, nothing is built
  /// and a decision costs one comparison more than without diagnostics.
  ///
  /// ```swift
  /// formScrollView.keyboardDecisionHandler = { decision in
  ///   print(decision)
  /// }
  /// ```
  public var keyboardDecisionHandler: (@MainActor (KeyboardAvoidanceDecision) -> Void)? {
    get { keyboardAvoider.diagnostics?.handler }
    set {
      let engine = keyboardAvoider
      if newValue == nil, engine.diagnostics == nil { return }
      engine.diagnosticsCreatingIfNeeded().handler = newValue
      engine.dropDiagnosticsIfIdle()
    }
  }

  /// Whether each decision's explanation goes to the unified log. Default `false`.
  ///
  /// Messages use the subsystem `io.github.avoidingscrollview.AvoidingScrollView` and the
  /// category `KeyboardAvoidance`, at the info level; each update is also a signpost
  /// interval named "Keyboard avoidance update" for Instruments. The messages hold numbers
  /// and rule names only, never text. See <doc:DiagnosingKeyboardAvoidance>.
  public var logsKeyboardDecisions: Bool {
    get { keyboardAvoider.diagnostics?.logsDecisions ?? false }
    set {
      let engine = keyboardAvoider
      if !newValue, engine.diagnostics == nil { return }
      engine.diagnosticsCreatingIfNeeded().logsDecisions = newValue
      engine.dropDiagnosticsIfIdle()
    }
  }
}
