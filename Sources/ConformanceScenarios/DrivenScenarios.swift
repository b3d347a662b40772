import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The driven scenarios of a form: each posts its keyboard with ``DrivenKeyboard`` and checks
/// exact values, worked out from the screen the scenario runs on. Keyboards are docked, full
/// width, a fixed share of the screen's height (70 %, 55 %, 75 %, rounded down to a point):
/// taller than any system keyboard, so that on a device the system's own keyboard, up because
/// a field is first responder, never decides a value checked here (``DrivenKeyboard``).
///
/// Every expected offset is "the field's bottom edge plus the 16-pt padding lands on the
/// keyboard's top", measured in the window: the offset before the post plus how far the
/// padded field reached below the keyboard's top.
@MainActor
enum DrivenScenarios {
  /// The share of the screen's height a driven docked keyboard covers.
  static let tall: CGFloat = 0.7

  // MARK: Show

  /// A docked keyboard shows over a focused field near the screen's bottom.
  static func show(_ host: any ScenarioHost) async -> ScenarioResult {
    let log = ScenarioLog()
    let stage = host.makeStage()
    let form = FormScene(stage: stage)
    let keyboard = DrivenKeyboard(screen: stage.window.screen)
    let frame = keyboard.dockedFrame(fraction: tall)
    let top = Geometry.keyboard(frame, in: stage.window).minY
    guard let field = form.firstField(below: top) else {
      return fieldMissing(log, name: "show", stage: stage)
    }
    field.becomeFirstResponder()
    await stage.keyboard.settle()
    showAndCheck(keyboard, frame, field: field, form: form, log: log, when: "the show")
    keyboard.hide()
    await stage.keyboard.tearDown()
    return log.result(name: "show", kind: .driven)
  }

  /// Posts `frame` as a show and checks the inset and the reveal of `field`.
  static func showAndCheck(
    _ keyboard: DrivenKeyboard, _ frame: CGRect, field: UIView, form: FormScene,
    log: ScenarioLog, when: String
  ) {
    let scrollView = form.scrollView
    let window = form.window
    let before = Geometry.rect(of: field, in: window)
    let offset = scrollView.contentOffset.y
    keyboard.show(frame)
    checkInsetAndReveal(
      form: form, keyboard: Geometry.keyboard(frame, in: window), revealed: field, before: before,
      offset: offset, log: log, when: when)
  }

  /// Checks the bottom inset for `keyboard` (window coordinates), and the least move that
  /// shows `view` grown by the padding inside the visible part (the scroll view less its
  /// adjusted insets: at the bottom the app's inset plus the larger of the keyboard's overlap
  /// and the safe area, so the keyboard's top less the app's inset when the keyboard covers
  /// the scroll view's bottom). `before` is the view's rect in the window and `offset` the
  /// content offset before the event: a view reaching below the visible part moves up by the
  /// difference, one reaching above it moves down, one inside it does not move.
  static func checkInsetAndReveal(
    form: FormScene, keyboard: CGRect, revealed view: UIView,
    before: CGRect, offset: CGFloat, log: ScenarioLog, when: String
  ) {
    let scrollView = form.scrollView
    let window = form.window
    let appBottom = form.appBottom
    let overlap = Geometry.overlap(of: keyboard, with: scrollView, in: window)
    let applied = Geometry.appliedBottom(of: scrollView)
    let part = Geometry.keyboardPart(overlap: overlap, applied: applied)
    let text: (CGFloat) -> String = ScenarioLog.text
    log.equal(
      "contentInset.bottom after \(when)", scrollView.contentInset.bottom, appBottom + part,
      "app's \(text(appBottom)) + max(0, overlap \(text(overlap)) − safe area UIKit applies "
        + "\(text(applied)))")
    let frame = Geometry.rect(of: scrollView, in: window)
    let visibleTop = frame.minY + scrollView.adjustedContentInset.top
    let visibleBottom = frame.maxY - appBottom - max(overlap, applied)
    let bottomText =
      "\(text(frame.maxY)) − app's \(text(appBottom)) − max(overlap \(text(overlap)), "
      + "safe area \(text(applied)))"
    let padding = form.padding
    let after = Geometry.rect(of: view, in: window)
    if before.maxY + padding > visibleBottom {
      log.equal(
        "revealed view's bottom + padding in the window after \(when)", after.maxY + padding,
        visibleBottom, "the visible part's bottom: \(bottomText)")
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

  // MARK: Hide

  /// The keyboard goes after the app changed its own inset while it was up: exactly the
  /// app's insets come back, and the offset stays (the content is tall enough to keep it).
  static func hide(_ host: any ScenarioHost) async -> ScenarioResult {
    let log = ScenarioLog()
    let stage = host.makeStage()
    let form = FormScene(stage: stage)
    let scrollView = form.scrollView
    form.appBottom = 12
    scrollView.contentInset.bottom = 12
    let keyboard = DrivenKeyboard(screen: stage.window.screen)
    let frame = keyboard.dockedFrame(fraction: tall)
    let top = Geometry.keyboard(frame, in: stage.window).minY
    guard let field = form.firstField(below: top) else {
      return fieldMissing(log, name: "hide", stage: stage)
    }
    field.becomeFirstResponder()
    await stage.keyboard.settle()
    showAndCheck(keyboard, frame, field: field, form: form, log: log, when: "the show")
    // The app writes a new bottom while the keyboard is up: it becomes the app's (README,
    // "Your insets").
    let overlap = Geometry.overlap(
      of: Geometry.keyboard(frame, in: stage.window), with: scrollView, in: stage.window)
    let part = Geometry.keyboardPart(
      overlap: overlap, applied: Geometry.appliedBottom(of: scrollView))
    form.appBottom = 20
    scrollView.contentInset.bottom = 20
    log.equal(
      "contentInset.bottom read after the app wrote 20", scrollView.contentInset.bottom,
      20 + part, "the app's 20 + the keyboard's \(ScenarioLog.text(part))")
    let indicators = scrollView.verticalScrollIndicatorInsets.bottom
    let offset = scrollView.contentOffset.y
    keyboard.hide()
    log.equal(
      "contentInset.bottom after the hide", scrollView.contentInset.bottom, 20,
      "the app's own value")
    log.equal(
      "verticalScrollIndicatorInsets.bottom after the hide",
      scrollView.verticalScrollIndicatorInsets.bottom, 0,
      "the app's own value (it never wrote one; \(ScenarioLog.text(indicators)) while up)")
    log.equal(
      "contentOffset.y after the hide", scrollView.contentOffset.y, offset,
      "unchanged: still inside the content, which is twice the scroll view's height")
    await stage.keyboard.tearDown()
    return log.result(name: "hide", kind: .driven)
  }

  // MARK: Height change

  /// The keyboard shrinks (QuickType off), then grows past where it was: the inset follows
  /// each frame, the shrink moves nothing, the growth moves the field by the difference.
  static func heightChange(_ host: any ScenarioHost) async -> ScenarioResult {
    let log = ScenarioLog()
    let stage = host.makeStage()
    let form = FormScene(stage: stage)
    let window = stage.window
    let keyboard = DrivenKeyboard(screen: window.screen)
    let frame = keyboard.dockedFrame(fraction: tall)
    guard let field = form.firstField(below: Geometry.keyboard(frame, in: window).minY) else {
      return fieldMissing(log, name: "height change", stage: stage)
    }
    field.becomeFirstResponder()
    await stage.keyboard.settle()
    showAndCheck(keyboard, frame, field: field, form: form, log: log, when: "the show")
    for (fraction, when) in [(CGFloat(0.55), "the shrink to 55 %"), (0.75, "the growth to 75 %")] {
      showAndCheck(
        keyboard, keyboard.dockedFrame(fraction: fraction), field: field, form: form, log: log,
        when: when)
    }
    keyboard.hide()
    await stage.keyboard.tearDown()
    return log.result(name: "height change", kind: .driven)
  }

  // MARK: Focus change

  /// With the keyboard up, the user taps a field further down, hidden by it: the field is
  /// revealed. On a device iOS may announce the keyboard again when the focus moves; the
  /// scenario announces its own again after settling, which the component must shrug off
  /// (design.md, "Idempotent").
  static func focusChange(_ host: any ScenarioHost) async -> ScenarioResult {
    let log = ScenarioLog()
    let stage = host.makeStage()
    let form = FormScene(stage: stage)
    let window = stage.window
    let keyboard = DrivenKeyboard(screen: window.screen)
    let frame = keyboard.dockedFrame(fraction: tall)
    guard let first = form.firstField(below: Geometry.keyboard(frame, in: window).minY),
      let index = form.fields.firstIndex(of: first), index + 3 < form.fields.count
    else { return fieldMissing(log, name: "focus change", stage: stage) }
    first.becomeFirstResponder()
    await stage.keyboard.settle()
    showAndCheck(keyboard, frame, field: first, form: form, log: log, when: "the show")
    let next = form.fields[index + 3]
    next.becomeFirstResponder()
    await stage.keyboard.settle()
    // Measured after the focus moved: the component reveals on the begin-editing
    // notification; the re-announced keyboard then changes nothing.
    let offset = form.scrollView.contentOffset.y
    keyboard.show(frame)
    log.that(
      "the tapped field is first responder", next.isFirstResponder, expected: "true",
      actual: "\(next.isFirstResponder)")
    log.equal(
      "tapped field's bottom + padding in the window",
      Geometry.rect(of: next, in: window).maxY + form.padding,
      Geometry.keyboard(frame, in: window).minY, "the keyboard's top in the window")
    log.equal(
      "contentOffset.y after the keyboard was announced again", form.scrollView.contentOffset.y,
      offset, "unchanged: a repeated notification moves nothing")
    keyboard.hide()
    await stage.keyboard.tearDown()
    return log.result(name: "focus change", kind: .driven)
  }

  // MARK: Next and previous

  /// `focusNextField()` moves to the field below, hidden by the keyboard, and reveals it;
  /// `focusPreviousField()` goes back, to a field already visible: nothing moves.
  static func nextAndPrevious(_ host: any ScenarioHost) async -> ScenarioResult {
    let log = ScenarioLog()
    let stage = host.makeStage()
    let form = FormScene(stage: stage)
    let window = stage.window
    let scrollView = form.scrollView
    let keyboard = DrivenKeyboard(screen: window.screen)
    let frame = keyboard.dockedFrame(fraction: tall)
    let top = Geometry.keyboard(frame, in: window).minY
    guard let first = form.firstField(below: top),
      let index = form.fields.firstIndex(of: first), index + 1 < form.fields.count
    else { return fieldMissing(log, name: "next and previous", stage: stage) }
    first.becomeFirstResponder()
    await stage.keyboard.settle()
    showAndCheck(keyboard, frame, field: first, form: form, log: log, when: "the show")
    let next = form.fields[index + 1]
    let before = Geometry.rect(of: next, in: window)
    let offset = scrollView.contentOffset.y
    let moved = scrollView.focusNextField()
    await stage.keyboard.settle()
    keyboard.show(frame)
    log.that(
      "focusNextField() returns true and focuses the field below", moved && next.isFirstResponder,
      expected: "true, true", actual: "\(moved), \(next.isFirstResponder)")
    checkInsetAndReveal(
      form: form, keyboard: Geometry.keyboard(frame, in: window),
      revealed: next, before: before, offset: offset, log: log,
      when: "focusNextField()")
    let above = Geometry.rect(of: first, in: window)
    let back = scrollView.contentOffset.y
    let movedBack = scrollView.focusPreviousField()
    await stage.keyboard.settle()
    keyboard.show(frame)
    log.that(
      "focusPreviousField() returns true and focuses the field above",
      movedBack && first.isFirstResponder, expected: "true, true",
      actual: "\(movedBack), \(first.isFirstResponder)")
    checkInsetAndReveal(
      form: form, keyboard: Geometry.keyboard(frame, in: window), revealed: first,
      before: above, offset: back, log: log, when: "focusPreviousField()")
    keyboard.hide()
    await stage.keyboard.tearDown()
    return log.result(name: "next and previous", kind: .driven)
  }

  // MARK: Companions

  /// A field with an error label just below it as its companion: the show reveals both, so
  /// the label's bottom plus the padding lands on the keyboard's top.
  static func companions(_ host: any ScenarioHost) async -> ScenarioResult {
    let log = ScenarioLog()
    let stage = host.makeStage()
    let form = FormScene(stage: stage)
    let window = stage.window
    let keyboard = DrivenKeyboard(screen: window.screen)
    let frame = keyboard.dockedFrame(fraction: tall)
    // The label is 14 pt below the field's bottom (2 pt gap, 12 pt tall): the field is
    // chosen so that the label reaches below the keyboard's top less the padding.
    let top = Geometry.keyboard(frame, in: window).minY
    guard let field = form.firstField(below: top - 14) else {
      return fieldMissing(log, name: "companions", stage: stage)
    }
    let label = UIView(
      frame: CGRect(x: 16, y: field.frame.maxY + 2, width: field.frame.width, height: 12))
    form.scrollView.addSubview(label)
    form.scrollView.setCompanions([label], for: field)
    window.layoutIfNeeded()
    field.becomeFirstResponder()
    await stage.keyboard.settle()
    showAndCheck(keyboard, frame, field: label, form: form, log: log, when: "the show")
    log.atMost(
      "field's bottom + padding in the window (above the keyboard too)",
      Geometry.rect(of: field, in: window).maxY + form.padding, top,
      "the keyboard's top in the window")
    keyboard.hide()
    await stage.keyboard.tearDown()
    return log.result(name: "companions", kind: .driven)
  }

  // MARK: Sheet

  /// The form in a card that does not reach the screen's bottom, 20 pt inside the safe area
  /// at the sides and top and 40 pt above its bottom (a sheet's geometry): only the card's
  /// covered part counts, and UIKit applies no safe area inside it.
  static func sheet(_ host: any ScenarioHost) async -> ScenarioResult {
    let log = ScenarioLog()
    let stage = host.makeStage()
    let root = stage.rootView
    let safe = root.safeAreaInsets
    let card = UIView(
      frame: CGRect(
        x: safe.left + 20, y: safe.top + 20,
        width: root.bounds.width - safe.left - safe.right - 40,
        height: root.bounds.height - safe.top - safe.bottom - 60))
    root.addSubview(card)
    let form = FormScene(stage: stage, in: card)
    let window = stage.window
    let keyboard = DrivenKeyboard(screen: window.screen)
    let frame = keyboard.dockedFrame(fraction: tall)
    guard let field = form.firstField(below: Geometry.keyboard(frame, in: window).minY) else {
      return fieldMissing(log, name: "sheet", stage: stage)
    }
    field.becomeFirstResponder()
    await stage.keyboard.settle()
    showAndCheck(keyboard, frame, field: field, form: form, log: log, when: "the show")
    keyboard.hide()
    log.equal(
      "contentInset.bottom after the hide", form.scrollView.contentInset.bottom, 0,
      "the app's own value")
    await stage.keyboard.tearDown()
    return log.result(name: "sheet", kind: .driven)
  }

  // MARK: Floating keyboard

  /// On a device with a floating keyboard: docked, then floating away from the bottom (it
  /// covers nothing: the app's insets come back, nothing moves), dragged (an empty frame,
  /// ignored), docked again (the inset returns, the field is still visible: nothing moves).
  static func floatingKeyboard(_ host: any ScenarioHost) async -> ScenarioResult {
    let log = ScenarioLog()
    guard host.hasFloatingKeyboard else {
      log.skip("this device has no floating keyboard (iPad only)")
      return log.result(name: "floating keyboard", kind: .driven)
    }
    let stage = host.makeStage()
    let form = FormScene(stage: stage)
    let window = stage.window
    let scrollView = form.scrollView
    let keyboard = DrivenKeyboard(screen: window.screen)
    let frame = keyboard.dockedFrame(fraction: tall)
    guard let field = form.firstField(below: Geometry.keyboard(frame, in: window).minY) else {
      return fieldMissing(log, name: "floating keyboard", stage: stage)
    }
    field.becomeFirstResponder()
    await stage.keyboard.settle()
    showAndCheck(keyboard, frame, field: field, form: form, log: log, when: "the show")
    let offset = scrollView.contentOffset.y
    // A phone-sized floating keyboard, 320 × 260, centred, its bottom 120 pt above the
    // screen's (SimulatedDevice's floating size [choice]).
    let screen = window.screen.bounds
    let floating = CGRect(
      x: (screen.width - 320) / 2, y: screen.height - 260 - 120, width: 320, height: 260)
    keyboard.changeFrame(to: floating)
    log.equal(
      "contentInset.bottom with the keyboard floating", scrollView.contentInset.bottom, 0,
      "a keyboard off the screen's bottom covers nothing: the app's 0")
    log.equal(
      "contentOffset.y with the keyboard floating", scrollView.contentOffset.y, offset,
      "unchanged")
    keyboard.changeFrame(to: .zero)
    log.equal(
      "contentInset.bottom while it is dragged (empty frame)", scrollView.contentInset.bottom, 0,
      "the empty frame is ignored: still the app's 0")
    let before = Geometry.rect(of: field, in: window)
    keyboard.show(frame)
    checkInsetAndReveal(
      form: form, keyboard: Geometry.keyboard(frame, in: window), revealed: field, before: before,
      offset: offset, log: log, when: "docking again")
    keyboard.hide()
    await stage.keyboard.tearDown()
    return log.result(name: "floating keyboard", kind: .driven)
  }

  /// The result of a scenario whose scene has no field where it needs one (a screen too
  /// small for the scenario): a failure that says so.
  static func fieldMissing(_ log: ScenarioLog, name: String, stage: ScenarioStage)
    -> ScenarioResult
  {
    log.that(
      "the scene has a field below the keyboard's top", false, expected: "a field",
      actual: "none (window \(ScenarioLog.text(stage.window.bounds.width)) × "
        + "\(ScenarioLog.text(stage.window.bounds.height)))")
    return log.result(name: name, kind: .driven)
  }
}
