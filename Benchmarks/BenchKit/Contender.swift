#if !canImport(UIKit)
  import AvoidingScrollView
  import Baselines
  import HeadlessUIKit

  /// What a scene is measured with: the component (an `AvoidingScrollView`, nothing
  /// attached) or a plain `UIScrollView` with one of today's approaches attached.
  public enum Contender {
    /// `AvoidingScrollView`.
    case component
    /// A plain scroll view plus a re-implemented approach.
    case baseline(any KeyboardApproach.Type)

    /// Today's approaches, in the order the README's evaluation lists them.
    public static var baselines: [any KeyboardApproach.Type] {
      [
        AppleManagingTheKeyboardGuide.self, CocoaWithLoveFractionSlide.self,
        ShrinkFrameWithFlag.self, ChopFrameAtKeyboard.self, B2CloudConvertedInsets.self,
        TransformShift.self, TPKeyboardAvoiding.self, IQKeyboardManager.self,
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
