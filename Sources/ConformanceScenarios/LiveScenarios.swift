import AvoidingScrollView
import AvoidingScrollViewDiagnostics

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The live scenarios: the system's keyboard (a device's own, or SimulatedDevice's on the
/// model) appears because a field becomes first responder. Its height is the device's, so
/// the scenarios check invariants that hold for any keyboard (design.md, "Invariants"):
///
/// - the bottom inset is the app's plus the keyboard's overlap with the scroll view (the last
///   end frame the system reported, read by a ``KeyboardWatcher``) less the safe area UIKit
///   applies;
/// - the focused field plus the padding lies inside the visible part of the scroll view,
///   above the keyboard, whenever it fits;
/// - after the keyboard goes, `contentInset` and the indicator insets are the app's exactly;
/// - the content moves at most once per action (its offsets go one way).
///
/// Frames and offsets are the system's here, so the positions are compared within one pixel
/// (1 / the screen's scale): UIKit keeps offsets on the pixel grid. Insets after the hide
/// are compared exactly. Each scenario records its session with `KeyboardSessionRecorder`,
/// started with the keyboard down, for `avoiding-replay` to replay on the model.
@MainActor
enum LiveScenarios {
  /// A field in the bottom quarter of the form: hidden by any docked keyboard.
  static func lowField(in form: FormScene) -> UITextField? {
    let height = form.window.bounds.height
    return form.fields.first { Geometry.rect(of: $0, in: form.window).minY >= height * 0.75 }
  }

  /// A session on a new stage of `host`, with a form filling it.
  static func formSession(_ host: any ScenarioHost, name: String) -> (LiveSession, FormScene) {
    let stage = host.makeStage()
    let form = FormScene(stage: stage)
    let session = LiveSession(
      name: name, stage: stage, scrollView: form.scrollView, offsets: form.scrollView.offsetLog,
      padding: form.padding)
    return (session, form)
  }

  /// The user taps a field low in the form, then the keyboard goes.
  static func showAndHide(_ host: any ScenarioHost) async -> ScenarioResult {
    let (session, form) = formSession(host, name: "live show and hide")
    guard let field = lowField(in: form) else { return await session.missingField() }
    await session.focus(field, when: "the tap")
    await session.endEditing(field, when: "the keyboard went")
    return await session.finish()
  }

  /// The user taps a field low in the form, then one four rows further down.
  static func focusChange(_ host: any ScenarioHost) async -> ScenarioResult {
    let (session, form) = formSession(host, name: "live focus change")
    guard let field = lowField(in: form), let index = form.fields.firstIndex(of: field),
      index + 4 < form.fields.count
    else { return await session.missingField() }
    await session.focus(field, when: "the first tap")
    let next = form.fields[index + 4]
    await session.focus(next, when: "the second tap")
    await session.endEditing(next, when: "the keyboard went")
    return await session.finish()
  }

  /// The user taps a field low in the form and turns the device, then turns it back.
  static func rotation(_ host: any ScenarioHost) async -> ScenarioResult {
    let (session, form) = formSession(host, name: "live rotation")
    guard let field = lowField(in: form) else { return await session.missingField() }
    await session.focus(field, when: "the tap")
    let stage = session.stage
    let layout = { @MainActor in
      form.scrollView.frame = stage.rootView.bounds
      stage.window.layoutIfNeeded()
    }
    for when in ["the rotation", "the rotation back"] {
      form.scrollView.offsetLog.reset(at: form.scrollView.contentOffset.y)
      if let refusal = await stage.keyboard.rotate(layout: layout) {
        session.log.skip("the device did not rotate: \(refusal)")
        break
      }
      session.checkFocused(field, when: when)
    }
    await session.endEditing(field, when: "the keyboard went")
    return await session.finish()
  }

  /// The user taps a field in a table row low on the screen, then the keyboard goes.
  static func tableRow(_ host: any ScenarioHost) async -> ScenarioResult {
    let stage = host.makeStage()
    let scene = TableScene(stage: stage)
    let session = LiveSession(
      name: "live table row", stage: stage, scrollView: scene.table,
      offsets: scene.table.offsetLog, padding: scene.padding)
    guard let field = scene.firstField(below: stage.window.bounds.height * 0.75 + 60) else {
      return await session.missingField()
    }
    await session.focus(field, when: "the tap")
    await session.endEditing(field, when: "the keyboard went")
    return await session.finish()
  }
}

/// One live scenario's session: the recorder, the keyboard as the system reports it, the
/// app's insets, and the checks after each action.
@MainActor
final class LiveSession {
  let name: String
  let stage: ScenarioStage
  let scrollView: any KeyboardAvoidingScrollView
  let log = ScenarioLog()
  /// The offsets the scroll view takes.
  let offsetLog: OffsetLog
  /// The padding the scroll view keeps.
  let padding: CGFloat
  let watcher: KeyboardWatcher
  let recorder: KeyboardSessionRecorder
  /// The app's insets, as it left them before the keyboard came.
  let appInsets: UIEdgeInsets
  let appIndicatorInsets: UIEdgeInsets
  /// One pixel: how close the system's positions must come to the expected ones.
  let tolerance: CGFloat

  init(
    name: String, stage: ScenarioStage, scrollView: any KeyboardAvoidingScrollView,
    offsets: OffsetLog, padding: CGFloat
  ) {
    self.name = name
    self.stage = stage
    self.scrollView = scrollView
    offsetLog = offsets
    self.padding = padding
    watcher = KeyboardWatcher(screen: stage.window.screen)
    recorder = KeyboardSessionRecorder(scrollView: scrollView)
    appInsets = scrollView.contentInset
    appIndicatorInsets = scrollView.verticalScrollIndicatorInsets
    let scale = stage.window.screen.scale
    tolerance = scale > 0 ? 1 / scale : 1
    recorder.start()
  }

  /// Focuses `field` with the system keyboard, then checks.
  func focus(_ field: UITextField, when: String) async {
    offsetLog.reset(at: scrollView.contentOffset.y)
    await stage.keyboard.focus(field)
    checkFocused(field, when: when)
  }

  /// The keyboard as the system last reported it, in the window; `nil` when it is down.
  var keyboardInWindow: CGRect? {
    guard !watcher.isHidden, let frame = watcher.endFrame else { return nil }
    return Geometry.keyboard(frame, in: stage.window)
  }

  /// The invariants with `field` focused and the keyboard settled.
  func checkFocused(_ field: UIView, when: String) {
    let window = stage.window
    let text: (CGFloat) -> String = ScenarioLog.text
    let keyboard = keyboardInWindow
    let overlap = keyboard.map { Geometry.overlap(of: $0, with: scrollView, in: window) } ?? 0
    let applied = Geometry.appliedBottom(of: scrollView)
    let part = Geometry.keyboardPart(overlap: overlap, applied: applied)
    log.equal(
      "contentInset.bottom after \(when)", scrollView.contentInset.bottom,
      appInsets.bottom + part,
      "the app's \(text(appInsets.bottom)) + max(0, overlap \(text(overlap)) − safe area "
        + "\(text(applied))), keyboard \(keyboard.map { "at \(ScenarioLog.text($0))" } ?? "down")",
      tolerance: tolerance)
    // The visible part: the scroll view less its adjusted insets, whose bottom is now the
    // app's inset plus the safe area or the keyboard's overlap, whichever is larger.
    let frame = Geometry.rect(of: scrollView, in: window)
    let visibleTop = frame.minY + scrollView.adjustedContentInset.top
    let visibleBottom = frame.maxY - appInsets.bottom - max(overlap, applied)
    let rect = Geometry.rect(of: field, in: window)
    if rect.height + 2 * padding <= visibleBottom - visibleTop {
      log.atMost(
        "focused view's bottom + padding after \(when)", rect.maxY + padding, visibleBottom,
        "the visible part's bottom: \(text(frame.maxY)) − app's \(text(appInsets.bottom)) − "
          + "max(overlap \(text(overlap)), "
          + "safe area \(text(applied)))", tolerance: tolerance)
      log.atMost(
        "visible part's top + padding after \(when)", visibleTop + padding, rect.minY,
        "the focused view's top", tolerance: tolerance)
    }
    checkMoves(when: when)
  }

  /// Ends editing: the keyboard goes; the app's insets must be back exactly.
  func endEditing(_ field: UITextField, when: String) async {
    offsetLog.reset(at: scrollView.contentOffset.y)
    await stage.keyboard.endEditing(field)
    log.that(
      "contentInset after \(when)", scrollView.contentInset == appInsets,
      expected: "\(appInsets) (the app's)", actual: "\(scrollView.contentInset)")
    log.that(
      "verticalScrollIndicatorInsets after \(when)",
      scrollView.verticalScrollIndicatorInsets == appIndicatorInsets,
      expected: "\(appIndicatorInsets) (the app's)",
      actual: "\(scrollView.verticalScrollIndicatorInsets)")
    checkMoves(when: when)
  }

  private func checkMoves(when: String) {
    log.that(
      "visible offset moves after \(when)", offsetLog.moves <= 1, expected: "at most 1",
      actual: "\(offsetLog.moves) (\(offsetLog.text))")
  }

  /// The result when the scene has no field where the scenario needs one: a failure.
  func missingField() async -> ScenarioResult {
    log.that(
      "the scene has a field low in the window", false, expected: "a field",
      actual: "none (window \(ScenarioLog.text(stage.window.bounds.height)) pt tall)")
    return await finish()
  }

  /// Stops recording, ends the stage and returns the result with the trace.
  func finish() async -> ScenarioResult {
    let trace = recorder.stop()
    watcher.stop()
    await stage.keyboard.tearDown()
    return log.result(name: name, kind: .live, trace: trace)
  }
}
