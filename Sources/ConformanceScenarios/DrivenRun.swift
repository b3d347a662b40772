import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One driven scenario under way: its stage, its scroll view, its keyboard and its checks.
///
/// Every expected value is worked out from UIKit's geometry (``Geometry``): the bottom inset is
/// the app's plus the keyboard's overlap less the safe area UIKit applies, and a revealed view
/// moves the least that puts it, grown by the padding, inside the visible part.
@MainActor
final class DrivenRun {
  let name: String
  let log = ScenarioLog()
  let stage: ScenarioStage
  let scrollView: any KeyboardAvoidingScrollView
  let keyboard: DrivenKeyboard
  /// The docked keyboard most scenarios post: ``DrivenScenarios/tall`` of the screen.
  let frame: CGRect
  /// The bottom of `contentInset` the app last wrote (the scenario keeps it, to expect it).
  var appBottom: CGFloat = 0

  var window: UIWindow { stage.window }
  /// The padding the scroll view keeps (set by the scene).
  let padding: CGFloat
  /// `frame`'s top in the window.
  var top: CGFloat { Geometry.keyboard(frame, in: window).minY }

  init(
    name: String, stage: ScenarioStage, scrollView: any KeyboardAvoidingScrollView,
    padding: CGFloat
  ) {
    self.name = name
    self.padding = padding
    self.stage = stage
    self.scrollView = scrollView
    keyboard = DrivenKeyboard(screen: stage.window.screen)
    frame = keyboard.dockedFrame(fraction: DrivenScenarios.tall)
  }

  /// `field` becomes first responder; the system settles (on a device its keyboard comes).
  func focus(_ field: UIResponder) async {
    field.becomeFirstResponder()
    await stage.keyboard.settle()
  }

  /// Posts `frame` as a show and checks the inset and the reveal of `view`.
  func show(_ frame: CGRect, revealing view: UIView, when: String) {
    let before = Geometry.rect(of: view, in: window)
    let offset = scrollView.contentOffset.y
    keyboard.show(frame)
    check(keyboard: frame, revealed: view, before: before, offset: offset, when: when)
  }

  /// Checks the bottom inset for the keyboard at `frame` (screen coordinates), and the least
  /// move that shows `view` grown by the padding inside the visible part (the scroll view less
  /// its adjusted insets: at the bottom the app's inset plus the larger of the keyboard's
  /// overlap and the safe area, so the keyboard's top less the app's inset when the keyboard
  /// covers the scroll view's bottom). `before` is the view's rect in the window and `offset`
  /// the content offset before the event: a view reaching below the visible part moves up by
  /// the difference, one reaching above it moves down, one inside it does not move.
  func check(
    keyboard frame: CGRect, revealed view: UIView, before: CGRect, offset: CGFloat, when: String
  ) {
    let keyboard = Geometry.keyboard(frame, in: window)
    let overlap = Geometry.overlap(of: keyboard, with: scrollView, in: window)
    let applied = Geometry.appliedBottom(of: scrollView)
    let part = Geometry.keyboardPart(overlap: overlap, applied: applied)
    let text: (CGFloat) -> String = ScenarioLog.text
    log.equal(
      "contentInset.bottom after \(when)", scrollView.contentInset.bottom, appBottom + part,
      "app's \(text(appBottom)) + max(0, overlap \(text(overlap)) − safe area UIKit applies "
        + "\(text(applied)))")
    let bounds = Geometry.rect(of: scrollView, in: window)
    let visibleTop = bounds.minY + scrollView.adjustedContentInset.top
    let visibleBottom = bounds.maxY - appBottom - max(overlap, applied)
    let after = Geometry.rect(of: view, in: window)
    if before.maxY + padding > visibleBottom {
      log.equal(
        "revealed view's bottom + padding in the window after \(when)", after.maxY + padding,
        visibleBottom,
        "the visible part's bottom: \(text(bounds.maxY)) − app's \(text(appBottom)) − "
          + "max(overlap \(text(overlap)), safe area \(text(applied)))")
      log.equal(
        "contentOffset.y after \(when)", scrollView.contentOffset.y,
        offset + before.maxY + padding - visibleBottom,
        "\(text(offset)) + (bottom \(text(before.maxY)) + padding \(text(padding)) − "
          + "visible bottom \(text(visibleBottom)))")
    } else if before.minY - padding < visibleTop {
      log.equal(
        "revealed view's top − padding in the window after \(when)", after.minY - padding,
        visibleTop, "the visible part's top: the scroll view's top + adjusted top inset")
      log.equal(
        "contentOffset.y after \(when)", scrollView.contentOffset.y,
        offset + before.minY - padding - visibleTop,
        "\(text(offset)) + (top \(text(before.minY)) − padding \(text(padding)) − "
          + "visible top \(text(visibleTop)))")
    } else {
      log.equal(
        "contentOffset.y after \(when)", scrollView.contentOffset.y, offset,
        "unchanged: \(text(before.minY)) … \(text(before.maxY)) with the padding lies inside "
          + "the visible part \(text(visibleTop)) … \(text(visibleBottom))")
    }
  }

  /// Hides the keyboard and checks that the app's own bottom inset is back.
  func hideAndCheck() {
    keyboard.hide()
    log.equal(
      "contentInset.bottom after the hide", scrollView.contentInset.bottom, appBottom,
      "the app's own value")
  }

  /// The result when the scene has no field where the scenario needs one (a screen too small
  /// for it): a failure that says so.
  func missingField() async -> ScenarioResult {
    log.that(
      "the scene has a field below the keyboard's top", false, expected: "a field",
      actual: "none (window \(ScenarioLog.text(window.bounds.width)) × "
        + "\(ScenarioLog.text(window.bounds.height)))")
    return await finish()
  }

  /// Hides the driven keyboard, ends the stage and returns the result.
  func finish() async -> ScenarioResult {
    keyboard.hide()
    await stage.keyboard.tearDown()
    return log.result(name: name, kind: .driven)
  }
}
