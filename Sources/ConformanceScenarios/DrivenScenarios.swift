import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The driven scenarios: each posts its keyboard with ``DrivenKeyboard`` and checks exact
/// values, worked out from the screen the scenario runs on (``DrivenRun``). Keyboards are
/// docked, full width, a fixed share of the screen's height (70 %, and 55 % and 75 % in
/// *height change*), rounded down to a point: taller than any system keyboard, so that on a
/// device the system's own keyboard, up because a field is first responder, never decides a
/// value checked here.
@MainActor
enum DrivenScenarios {
  /// The share of the screen's height a driven docked keyboard covers.
  static let tall: CGFloat = 0.7

  /// A run on a new stage of `host`, with a form filling the stage (or the view `container`
  /// returns).
  static func formRun(
    _ host: any ScenarioHost, name: String, container: (ScenarioStage) -> UIView? = { _ in nil }
  ) -> (DrivenRun, FormScene) {
    let stage = host.makeStage()
    let form = FormScene(stage: stage, in: container(stage))
    let run = DrivenRun(
      name: name, stage: stage, scrollView: form.scrollView, padding: form.padding)
    return (run, form)
  }

  /// A docked keyboard shows over a focused field near the screen's bottom.
  static func show(_ host: any ScenarioHost) async -> ScenarioResult {
    let (run, form) = formRun(host, name: "show")
    guard let field = form.firstField(below: run.top) else { return await run.missingField() }
    await run.focus(field)
    run.show(run.frame, revealing: field, when: "the show")
    return await run.finish()
  }

  /// The keyboard goes after the app changed its own inset while it was up: exactly the
  /// app's insets come back, and the offset stays (the content is tall enough to keep it).
  static func hide(_ host: any ScenarioHost) async -> ScenarioResult {
    let (run, form) = formRun(host, name: "hide")
    let scrollView = form.scrollView
    run.appBottom = 12
    scrollView.contentInset.bottom = 12
    guard let field = form.firstField(below: run.top) else { return await run.missingField() }
    await run.focus(field)
    run.show(run.frame, revealing: field, when: "the show")
    // The app writes a new bottom while the keyboard is up: it becomes the app's (README,
    // "Your insets").
    let overlap = Geometry.overlap(
      of: Geometry.keyboard(run.frame, in: run.window), with: scrollView, in: run.window)
    let part = Geometry.keyboardPart(
      overlap: overlap, applied: Geometry.appliedBottom(of: scrollView))
    run.appBottom = 20
    scrollView.contentInset.bottom = 20
    run.log.equal(
      "contentInset.bottom read after the app wrote 20", scrollView.contentInset.bottom,
      20 + part, "the app's 20 + the keyboard's \(ScenarioLog.text(part))")
    let indicators = scrollView.verticalScrollIndicatorInsets.bottom
    let offset = scrollView.contentOffset.y
    run.hideAndCheck()
    run.log.equal(
      "verticalScrollIndicatorInsets.bottom after the hide",
      scrollView.verticalScrollIndicatorInsets.bottom, 0,
      "the app's own value (it never wrote one; \(ScenarioLog.text(indicators)) while up)")
    run.log.equal(
      "contentOffset.y after the hide", scrollView.contentOffset.y, offset,
      "unchanged: still inside the content, which is twice the scroll view's height")
    return await run.finish()
  }

  /// The keyboard shrinks (QuickType off), then grows past where it was: the inset follows
  /// each frame, the shrink moves nothing, the growth moves the field by the difference.
  static func heightChange(_ host: any ScenarioHost) async -> ScenarioResult {
    let (run, form) = formRun(host, name: "height change")
    guard let field = form.firstField(below: run.top) else { return await run.missingField() }
    await run.focus(field)
    run.show(run.frame, revealing: field, when: "the show")
    for (fraction, when) in [(CGFloat(0.55), "the shrink to 55 %"), (0.75, "the growth to 75 %")] {
      run.show(run.keyboard.dockedFrame(fraction: fraction), revealing: field, when: when)
    }
    return await run.finish()
  }

  /// With the keyboard up, the user taps a field further down, hidden by it: the field is
  /// revealed. On a device iOS may announce the keyboard again when the focus moves; the
  /// scenario announces its own again after settling, which the component must shrug off
  /// (design.md, "Idempotent").
  static func focusChange(_ host: any ScenarioHost) async -> ScenarioResult {
    let (run, form) = formRun(host, name: "focus change")
    guard let first = form.firstField(below: run.top),
      let index = form.fields.firstIndex(of: first), index + 3 < form.fields.count
    else { return await run.missingField() }
    await run.focus(first)
    run.show(run.frame, revealing: first, when: "the show")
    let next = form.fields[index + 3]
    await run.focus(next)
    // Measured after the focus moved: the component reveals on the begin-editing
    // notification; the re-announced keyboard then changes nothing.
    let offset = form.scrollView.contentOffset.y
    run.keyboard.show(run.frame)
    run.log.that(
      "the tapped field is first responder", next.isFirstResponder, expected: "true",
      actual: "\(next.isFirstResponder)")
    run.log.equal(
      "tapped field's bottom + padding in the window",
      Geometry.rect(of: next, in: run.window).maxY + run.padding, run.top,
      "the keyboard's top in the window")
    run.log.equal(
      "contentOffset.y after the keyboard was announced again", form.scrollView.contentOffset.y,
      offset, "unchanged: a repeated notification moves nothing")
    return await run.finish()
  }

  /// `focusNextField()` moves to the field below, hidden by the keyboard, and reveals it;
  /// `focusPreviousField()` goes back with the least move (none when the field above is in
  /// view).
  static func nextAndPrevious(_ host: any ScenarioHost) async -> ScenarioResult {
    let (run, form) = formRun(host, name: "next and previous")
    let scrollView = form.scrollView
    guard let first = form.firstField(below: run.top),
      let index = form.fields.firstIndex(of: first), index + 1 < form.fields.count
    else { return await run.missingField() }
    await run.focus(first)
    run.show(run.frame, revealing: first, when: "the show")
    for (target, when) in [
      (form.fields[index + 1], "focusNextField()"), (first, "focusPreviousField()"),
    ] {
      let before = Geometry.rect(of: target, in: run.window)
      let offset = scrollView.contentOffset.y
      let moved = target === first ? scrollView.focusPreviousField() : scrollView.focusNextField()
      await run.stage.keyboard.settle()
      run.keyboard.show(run.frame)
      run.log.that(
        "\(when) returns true and focuses its field", moved && target.isFirstResponder,
        expected: "true, true", actual: "\(moved), \(target.isFirstResponder)")
      run.check(keyboard: run.frame, revealed: target, before: before, offset: offset, when: when)
    }
    return await run.finish()
  }

  /// A field with an error label just below it as its companion: the show reveals both, so
  /// the label's bottom plus the padding lands on the keyboard's top.
  static func companions(_ host: any ScenarioHost) async -> ScenarioResult {
    let (run, form) = formRun(host, name: "companions")
    // The label is 14 pt below the field's bottom (2 pt gap, 12 pt tall): the field is
    // chosen so that the label reaches below the keyboard's top less the padding.
    guard let field = form.firstField(below: run.top - 14) else {
      return await run.missingField()
    }
    let label = UIView(
      frame: CGRect(x: 16, y: field.frame.maxY + 2, width: field.frame.width, height: 12))
    form.scrollView.addSubview(label)
    form.scrollView.setCompanions([label], for: field)
    run.window.layoutIfNeeded()
    await run.focus(field)
    run.show(run.frame, revealing: label, when: "the show")
    run.log.atMost(
      "field's bottom + padding in the window (above the keyboard too)",
      Geometry.rect(of: field, in: run.window).maxY + run.padding, run.top,
      "the keyboard's top in the window")
    return await run.finish()
  }

  /// The form in a card that does not reach the screen's bottom, 20 pt inside the safe area
  /// at the sides and top and 40 pt above its bottom (a sheet's geometry): only the card's
  /// covered part counts, and UIKit applies no safe area inside it.
  static func sheet(_ host: any ScenarioHost) async -> ScenarioResult {
    let (run, form) = formRun(host, name: "sheet") { stage in
      let root = stage.rootView
      let safe = root.safeAreaInsets
      let card = UIView(
        frame: CGRect(
          x: safe.left + 20, y: safe.top + 20,
          width: root.bounds.width - safe.left - safe.right - 40,
          height: root.bounds.height - safe.top - safe.bottom - 60))
      root.addSubview(card)
      return card
    }
    guard let field = form.firstField(below: run.top) else { return await run.missingField() }
    await run.focus(field)
    run.show(run.frame, revealing: field, when: "the show")
    run.hideAndCheck()
    return await run.finish()
  }

  /// On a device with a floating keyboard: docked, then floating away from the bottom (it
  /// covers nothing: the app's insets come back, nothing moves), dragged (an empty frame,
  /// ignored), docked again (the inset returns, the field is still visible: nothing moves).
  static func floatingKeyboard(_ host: any ScenarioHost) async -> ScenarioResult {
    guard host.hasFloatingKeyboard else {
      let log = ScenarioLog()
      log.skip("this device has no floating keyboard (iPad only)")
      return log.result(name: "floating keyboard", kind: .driven)
    }
    let (run, form) = formRun(host, name: "floating keyboard")
    let scrollView = form.scrollView
    guard let field = form.firstField(below: run.top) else { return await run.missingField() }
    await run.focus(field)
    run.show(run.frame, revealing: field, when: "the show")
    let offset = scrollView.contentOffset.y
    // A phone-sized floating keyboard, 320 × 260, centred, its bottom 120 pt above the
    // screen's (SimulatedDevice's floating size [choice]).
    let screen = run.window.screen.bounds
    run.keyboard.changeFrame(
      to: CGRect(
        x: (screen.width - 320) / 2, y: screen.height - 260 - 120, width: 320, height: 260))
    run.log.equal(
      "contentInset.bottom with the keyboard floating", scrollView.contentInset.bottom, 0,
      "a keyboard off the screen's bottom covers nothing: the app's 0")
    run.log.equal(
      "contentOffset.y with the keyboard floating", scrollView.contentOffset.y, offset,
      "unchanged")
    run.keyboard.changeFrame(to: .zero)
    run.log.equal(
      "contentInset.bottom while it is dragged (empty frame)", scrollView.contentInset.bottom,
      0, "the empty frame is ignored: still the app's 0")
    run.show(run.frame, revealing: field, when: "docking again")
    return await run.finish()
  }

  /// A field in a table row near the bottom: the show insets the table by its covered part
  /// and reveals the field, as in a scroll view; the hide gives the app's inset back.
  static func tableRows(_ host: any ScenarioHost) async -> ScenarioResult {
    let stage = host.makeStage()
    let scene = TableScene(stage: stage)
    let run = DrivenRun(
      name: "table rows", stage: stage, scrollView: scene.table, padding: scene.padding)
    guard let field = scene.firstField(below: run.top) else { return await run.missingField() }
    await run.focus(field)
    run.show(run.frame, revealing: field, when: "the show")
    run.hideAndCheck()
    return await run.finish()
  }
}
