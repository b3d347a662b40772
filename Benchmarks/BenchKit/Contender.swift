#if !canImport(UIKit)
  import AvoidingScrollView
  import Baselines
  import HeadlessUIKit

  /// What a scene is measured with: the component (an `AvoidingScrollView`, nothing
  /// attached) or one of today's approaches (a plain `UIScrollView` with a recipe attached,
  /// or a library's own scroll view subclass).
  public enum Contender {
    /// `AvoidingScrollView`.
    case component
    /// A re-implemented approach on the scroll view class it asks for.
    case baseline(any KeyboardApproach.Type)

    /// Today's approaches: Apple's guide, the blog recipes by date, the libraries, then Apple's
    /// iOS 15 keyboard layout guide.
    public static var baselines: [any KeyboardApproach.Type] {
      [
        AppleManagingTheKeyboardGuide.self, CocoaWithLoveFractionSlide.self,
        ShrinkFrameWithFlag.self, ChopFrameAtKeyboard.self, B2CloudConvertedInsets.self,
        TransformShift.self, TPKeyboardAvoiding.self, IQKeyboardManager.self,
        AppleKeyboardLayoutGuide.self,
      ]
    }

    /// Every contender, the component first.
    public static var all: [Contender] {
      [.component] + baselines.map { .baseline($0) }
    }

    /// The name in tables.
    @MainActor public var name: String {
      switch self {
      case .component: "AvoidingScrollView"
      case .baseline(let type): type.name
      }
    }

    /// Where its maths comes from.
    @MainActor public var source: String {
      switch self {
      case .component: "this package"
      case .baseline(let type): type.source
      }
    }
  }
#endif
