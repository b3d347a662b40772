#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The engine as its features see it (Features/FeatureContext.swift): its scroll view, its
/// focused view, its settings and the hierarchy questions (KeyboardAvoider+Hierarchy.swift);
/// and as the diagnostics see it (Features/Diagnostics/DiagnosticsContext.swift).
extension KeyboardAvoider: DiagnosticsContext {
  func settingChanged() {
    handle(.settingChange)
  }
}
