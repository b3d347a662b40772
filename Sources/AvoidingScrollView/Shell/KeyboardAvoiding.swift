#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A scroll view that owns a ``KeyboardAvoider``; lets an outer avoiding scroll view find
/// and coordinate with an inner one, whatever its class (a later table or collection view
/// variant conforms too).
@MainActor
protocol KeyboardAvoiding: UIScrollView {
  /// The engine that keeps this scroll view's focused descendant above the keyboard.
  var keyboardAvoider: KeyboardAvoider { get }
}
