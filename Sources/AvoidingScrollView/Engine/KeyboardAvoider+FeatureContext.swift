/// The engine as its features see it (Features/FeatureContext.swift): its scroll view, its
/// focused view, its settings and the hierarchy questions (KeyboardAvoider+Hierarchy.swift).
extension KeyboardAvoider: FeatureContext {
  func settingChanged() {
    handle(.settingChange)
  }
}
