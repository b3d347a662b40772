import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A column of text fields in a `WatchedScrollView`: field `i` spans 16 + 60 i … 60 + 60 i,
/// 16 pt from each side, and there are enough of them for the content to be at least twice
/// as tall as the scroll view (so no reveal here is ever limited by the end of the content,
/// and no offset is pulled back when a keyboard goes).
@MainActor
final class FormScene {
  let stage: ScenarioStage
  let scrollView = WatchedScrollView(frame: .zero)
  private(set) var fields: [UITextField] = []
  /// The padding the scroll view keeps: its documented default, set explicitly.
  let padding: CGFloat = 16

  var window: UIWindow { stage.window }

  /// The form filling `container` (the stage's root view by default).
  init(stage: ScenarioStage, in container: UIView? = nil) {
    self.stage = stage
    let container = container ?? stage.rootView
    scrollView.frame = container.bounds
    scrollView.keyboardPadding = padding
    container.addSubview(scrollView)
    let count = Int(scrollView.bounds.height * 2 / 60) + 4
    for index in 0..<count {
      let field = UITextField(
        frame: CGRect(
          x: 16, y: 16 + 60 * CGFloat(index), width: scrollView.bounds.width - 32, height: 44))
      scrollView.addSubview(field)
      fields.append(field)
    }
    scrollView.contentSize = CGSize(
      width: scrollView.bounds.width, height: 60 * CGFloat(count) + 16)
    rest()
  }

  /// Lays out and puts the content where UIKit rests it: its top at the top of the safe area
  /// (offset −adjustedContentInset.top).
  func rest() {
    window.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
    window.layoutIfNeeded()
  }

  /// The first field whose bottom edge plus the padding lies below `y` (window coordinates):
  /// the highest field a keyboard whose top is at `y` hides, so that revealing it needs a
  /// move; `nil` when none is.
  func firstField(below y: CGFloat) -> UITextField? {
    fields.first { Geometry.rect(of: $0, in: window).maxY + padding > y }
  }
}

/// The arithmetic the scenarios expect, from UIKit's own geometry (frames, conversions, the
/// adjusted content inset) and nothing of the component's: the component's own rules are
/// never called here (design.md, rule 6).
@MainActor
enum Geometry {
  /// `view`'s bounds in `window`'s coordinates.
  static func rect(of view: UIView, in window: UIWindow) -> CGRect {
    view.convert(view.bounds, to: window)
  }

  /// A keyboard frame (screen coordinates, as notifications give it) in `window`'s.
  static func keyboard(_ frame: CGRect, in window: UIWindow) -> CGRect {
    window.convert(frame, from: window.screen.coordinateSpace)
  }

  /// How many points of `scrollView` (its visible rect) `keyboard` (window coordinates)
  /// covers: the height of their intersection, 0 when they do not meet.
  static func overlap(of keyboard: CGRect, with scrollView: UIScrollView, in window: UIWindow)
    -> CGFloat
  {
    let covered = rect(of: scrollView, in: window).intersection(keyboard)
    return covered.isNull || covered.isEmpty ? 0 : covered.height
  }

  /// The bottom inset UIKit adds on its own (the safe area, under `.automatic`): the adjusted
  /// inset less the content inset, read while no keyboard is counted.
  static func appliedBottom(of scrollView: UIScrollView) -> CGFloat {
    scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
  }

  /// The bottom inset the keyboard adds: its overlap less what UIKit already applies, never
  /// negative (design.md, "No gap, no double count").
  static func keyboardPart(overlap: CGFloat, applied: CGFloat) -> CGFloat {
    max(0, overlap - applied)
  }
}
