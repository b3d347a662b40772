import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What the diagnostics may read of the engine (its `package` members): its scroll view, the
/// focused view and whether a view is shown, the padding, the keyboard fact, the insets'
/// ledger, the enabled setting, the features' settings (for a trace's scene) and the
/// keyboard's coverage (for a notification the engine ignored). Read only, and only in the
/// notify step.
@MainActor
protocol DiagnosticsContext: AnyObject {
  /// The scroll view that owns the engine.
  var scrollView: UIScrollView { get }
  /// The descendant being edited.
  var focusedView: UIView? { get }
  /// `keyboardPadding`.
  var padding: CGFloat { get }
  /// Whether `view` is shown: in the scroll view, and neither it nor an ancestor hidden.
  func isShown(_ view: UIView) -> Bool
  /// The last keyboard reported on the scroll view's screen.
  var keyboard: KeyboardFact? { get }
  /// The app's own insets and the keyboard's part.
  var ledger: InsetLedger { get }
  /// `isKeyboardAvoidanceEnabled`.
  var isEnabled: Bool { get }
  /// The features, for their settings.
  var features: Features { get }
  /// How much of the scroll view the keyboard `fact` covers, and why.
  func coverage(of fact: KeyboardFact?) -> KeyboardCoverage
}

extension KeyboardAvoider: DiagnosticsContext {}
