#if !canImport(UIKit)
  /// What keeps the focused field visible in a scene.
  public enum DemoApproach: String, Sendable, CaseIterable {
    /// The component: the form's scroll view is an `AvoidingScrollView`.
    case component = "AvoidingScrollView"
    /// Apple's "Managing the Keyboard" recipe on a plain `UIScrollView`.
    case appleGuide = "Apple guide"
    /// A plain `UIScrollView` with nothing attached: only UIKit's own scroll on focus. Played
    /// for the page's first picture, the "without" beside the component.
    case plainScrollView = "UIScrollView"
  }
#endif
