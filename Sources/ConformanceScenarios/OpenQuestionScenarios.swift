import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The device checks for HeadlessUIKit's open questions (Sources/HeadlessUIKit/README.md,
/// "Open questions"): iOS does not document the answer, the model decides one and the
/// component depends on it. Each scenario expects the model's answer, so a failure on a
/// device is the evidence that settles the question the other way.
@MainActor
enum OpenQuestionScenarios {
  /// Is a scroll view's own `keyboardLayoutGuide` laid out in the scroll view's bounds
  /// (it stays on screen while the content scrolls) or in its content? The component's drag
  /// tracking compares its `layoutFrame.minY` with `bounds.maxY` (fidelity-audit-3, F6). The
  /// model's answer: bounds, so the guide's top is the keyboard's top converted into the
  /// scroll view, and its bottom the bounds' bottom, at any offset.
  static func scrollViewKeyboardGuide(_ host: any ScenarioHost) async -> ScenarioResult {
    let (session, form) = LiveScenarios.formSession(host, name: "live scroll view keyboard guide")
    guard let field = LiveScenarios.lowField(in: form) else { return await session.missingField() }
    guard #available(iOS 15.0, *) else {
      session.log.skip("keyboardLayoutGuide needs iOS 15")
      return await session.finish()
    }
    let scrollView = form.scrollView
    let guide = scrollView.keyboardLayoutGuide
    // A hidden probe on the guide, as the component's drag tracking pins one, so that the
    // guide takes part in the layout on both UIKit and the model.
    let probe = UIView(frame: .zero)
    probe.isHidden = true
    probe.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(probe)
    NSLayoutConstraint.activate([
      probe.bottomAnchor.constraint(equalTo: guide.topAnchor),
      probe.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
      probe.widthAnchor.constraint(equalToConstant: 0),
      probe.heightAnchor.constraint(equalToConstant: 0),
    ])
    session.stage.window.layoutIfNeeded()
    await session.focus(field, when: "the tap")
    // Scroll 100 pt further (within the content), so that bounds and content disagree by
    // more than the offset the reveal left.
    let limit =
      scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
      - scrollView.bounds.height
    scrollView.contentOffset.y = max(
      scrollView.contentOffset.y, min(scrollView.contentOffset.y + 100, limit))
    session.stage.window.layoutIfNeeded()
    guard let keyboard = session.keyboardInWindow else {
      session.log.skip("the system reported no keyboard up")
      return await session.finish()
    }
    let top = scrollView.convert(CGPoint(x: 0, y: keyboard.minY), from: session.stage.window).y
    let text: (CGFloat) -> String = ScenarioLog.text
    session.log.equal(
      "keyboardLayoutGuide.layoutFrame.minY at offset \(text(scrollView.contentOffset.y))",
      guide.layoutFrame.minY, top,
      "the keyboard's top \(text(keyboard.minY)) in the window, converted into the scroll "
        + "view (bounds coordinates, offset included)", tolerance: session.tolerance)
    session.log.equal(
      "keyboardLayoutGuide.layoutFrame.maxY", guide.layoutFrame.maxY, scrollView.bounds.maxY,
      "bounds.maxY: the guide reaches the view's bottom", tolerance: session.tolerance)
    await session.endEditing(field, when: "the keyboard went")
    probe.removeFromSuperview()
    return await session.finish()
  }

  /// Does a block queued on the main queue while handling an event run after that turn's
  /// layout? The component looks again "on the next turn" and expects a laid-out tree. The
  /// model's answer: after (its layout pass is a main-queue block queued when layout first
  /// becomes pending). A device that runs the block before Core Animation's commit fails
  /// the check.
  static func mainQueueAfterLayout(_ host: any ScenarioHost) async -> ScenarioResult {
    let stage = host.makeStage()
    let log = ScenarioLog()
    let container = LayoutCountingView(frame: stage.rootView.bounds)
    stage.rootView.addSubview(container)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
    NSLayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    stage.window.layoutIfNeeded()
    let before = container.layoutCount
    // The change an event handler makes: the box moves, so its superview needs layout.
    top.constant = 60
    let seen = await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          continuation.resume(returning: (container.layoutCount, box.frame.minY))
        }
      }
    }
    log.that(
      "the container was laid out before a block queued after the change",
      seen.0 > before, expected: "more than \(before) layoutSubviews calls",
      actual: "\(seen.0)")
    log.equal(
      "the box's frame.minY seen from the block", seen.1, 60,
      "the new constant, applied by the layout pass")
    await stage.keyboard.tearDown()
    return log.result(name: "main queue after layout", kind: .driven)
  }
}

/// A view that counts its `layoutSubviews()` calls.
final class LayoutCountingView: UIView {
  private(set) var layoutCount = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
  }
}
