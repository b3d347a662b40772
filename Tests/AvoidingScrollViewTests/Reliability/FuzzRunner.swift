#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import TestSupport

  /// Counts keyboard and text notifications from anywhere, so that the fuzzer can tell when
  /// another test posted some while it awaited a turn of the main queue (Swift Testing
  /// interleaves main-actor tests at every `await`). Notifications are posted on the main
  /// thread, as UIKit posts them (the component relies on that too).
  @MainActor
  final class FuzzTrafficCounter {
    private(set) var current = 0

    func increment() {
      current += 1
    }
  }

  /// The state before an event, for the checks after it.
  struct FuzzSnapshot {
    var contentInset: UIEdgeInsets
    var indicatorInsets: UIEdgeInsets
    var offset: CGPoint
    var addedContent: CGFloat
    var yRange: ClosedRange<CGFloat>
    /// The largest valid offset with the keyboard's part removed (what the component clamps
    /// to when the scroll view leaves its window).
    var upperWithoutKeyboard: CGFloat
  }

  /// A violation: the index of the event after which an invariant failed, and why.
  struct FuzzViolation {
    var index: Int
    var message: String
  }

  /// Runs event sequences on fresh scenes, checks the invariants after every event and
  /// shrinks failing sequences.
  @MainActor
  final class FuzzRunner {
    private(set) var checks = 0
    /// How often each kind of check ran, for the summary.
    private(set) var tally: [String: Int] = [:]
    private var counting = true
    let traffic = FuzzTrafficCounter()
    private var tokens: [any NSObjectProtocol] = []

    init() {
      let names = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        UIResponder.keyboardWillChangeFrameNotification,
        UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
        UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
        UITextView.textDidChangeNotification,
      ]
      let traffic = traffic
      for name in names {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { traffic.increment() }
          })
      }
    }

    func stop() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens.removeAll()
    }

    struct Outcome {
      var steps: [FuzzStep]
      var violation: FuzzViolation?
      var contaminated: Bool
    }

    /// Runs `count` random events (or replays `replay`) on a fresh scene from `seed`,
    /// stopping at the first violation.
    func run(seed: UInt64, replay: [FuzzStep]? = nil, count: Int = 0) async -> Outcome {
      let scene = FuzzScene(seed: seed)
      var rng = SeededGenerator(seed: seed ^ 0x0F0F_F0F0_1234_5678)
      var steps: [FuzzStep] = []
      var previous: FuzzStep?
      let total = replay?.count ?? count
      for index in 0..<total {
        let step: FuzzStep
        if let replay {
          step = replay[index]
        } else if let previous, previous.event.isRepeatable, rng.chance(0.08) {
          step = FuzzStep(id: previous.id, event: previous.event, duplicate: true)
        } else {
          step = FuzzStep(id: index, event: scene.randomEvent(&rng), duplicate: false)
        }
        steps.append(step)
        let before = snapshot(scene)
        scene.scrollView.resetWrites()
        let trafficBefore = traffic.current
        let rule = await scene.apply(step.event)
        scene.displayPass()
        if case .type = step.event, traffic.current != trafficBefore + 1 {
          // Another test posted while this one awaited: the scene's state is no longer
          // what this test did to it.
          return Outcome(steps: steps, violation: nil, contaminated: true)
        }
        var repeats = step.duplicate && previous?.id == step.id
        // A resize whose size matched the scroll view's was nudged by 2 pt so that it changes
        // the size; its duplicate then moves the size back, which is a real change (found at
        // 10,000,000 events, scene seed 8875853124586046877). Only a resize the scene applied
        // as a repetition must write nothing.
        if case .resize = step.event, rule != .unchanged { repeats = false }
        if let message = check(scene, step.event, rule, before, repeats: repeats) {
          return Outcome(
            steps: steps, violation: FuzzViolation(index: index, message: message),
            contaminated: false)
        }
        previous = step
      }
      return Outcome(steps: steps, violation: nil, contaminated: false)
    }

    private func snapshot(_ scene: FuzzScene) -> FuzzSnapshot {
      let applied = scene.appliedSafeArea
      let top = scene.appContent.top + applied.top
      return FuzzSnapshot(
        contentInset: scene.scrollView.contentInset,
        indicatorInsets: scene.scrollView.verticalScrollIndicatorInsets,
        offset: scene.scrollView.contentOffset, addedContent: scene.expectedAdded.content,
        yRange: scene.validYRange,
        upperWithoutKeyboard: max(
          -top,
          scene.scrollView.contentSize.height + scene.appContent.bottom + applied.bottom
            - scene.scrollView.bounds.height))
    }

    // MARK: Invariants

    private func check(
      _ scene: FuzzScene, _ event: FuzzEvent, _ rule: FuzzOffsetRule, _ before: FuzzSnapshot,
      repeats: Bool
    ) -> String? {
      let view = scene.scrollView
      var failure: String?
      func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if counting { checks += 1 }
        if !condition, failure == nil { failure = message() }
      }
      let offset = view.contentOffset
      expect(
        FuzzExpectation.isFinite(view.contentInset)
          && FuzzExpectation.isFinite(view.verticalScrollIndicatorInsets),
        "Finite: insets \(scene.state)")
      expect(FuzzExpectation.isFinite(offset), "Finite: offset \(scene.state)")

      // No gap, no double count; nothing lost (exactly the app's values when nothing covers).
      let added = scene.expectedAdded
      let content = FuzzExpectation.adding(added.content, to: scene.appContent)
      let indicator = FuzzExpectation.adding(added.indicator, to: scene.appIndicator)
      expect(
        view.contentInset == content,
        "Insets: contentInset \(view.contentInset) != app + keyboard \(content); \(scene.state)")
      expect(
        view.verticalScrollIndicatorInsets == indicator,
        "Insets: indicators \(view.verticalScrollIndicatorInsets) != app + keyboard \(indicator); \(scene.state)"
      )

      if counting {
        tally["\(rule)".prefix { $0 != "(" }.description, default: 0] += 1
        if repeats { tally["repeated", default: 0] += 1 }
      }
      switch rule {
      case .unchanged:
        expect(
          view.contentInset == before.contentInset
            && view.verticalScrollIndicatorInsets == before.indicatorInsets
            && offset == before.offset,
          "Unchanged: the event changed the state from \(before) to \(scene.state)")
      case .noScroll:
        let expected = unscrolled(scene, event, before)
        expect(
          offset == expected,
          "No scrolling: offset \(offset) != \(expected) (before \(before.offset)); \(scene.state)")
      case .revealOrHeld:
        // Held: no scrolling but the clamp after the keyboard's inset shrank (another app's
        // keyboard that becomes this app's comes to cover more of what counts, with less).
        let held = offset == unscrolled(scene, event, before)
        if !held, let message = revealViolation(scene) {
          expect(false, "Reveal or held: \(message)")
        } else {
          expect(true, "")
        }
      case .appOffset(let point):
        expect(offset == point, "App offset: \(offset) != \(point)")
      case .reveal:
        if let message = revealViolation(scene) { expect(false, message) } else { expect(true, "") }
      case .shownByUIKit:
        if let message = revealViolation(scene, byUIKit: true) {
          expect(false, message)
        } else {
          expect(true, "")
        }
      case .free:
        break
      }

      // After a hide (the keyboard's inset shrank): the offset is in the valid range.
      var isKeyboardChange = false
      switch event {
      case .keyboard, .setEnabled: isKeyboardChange = true
      default: break
      }
      if isKeyboardChange, scene.inWindow, added.content < before.addedContent {
        let range = scene.validYRange
        expect(
          offset.y <= range.upperBound + 1e-9
            && (before.offset.y < before.yRange.lowerBound
              || offset.y >= range.lowerBound - 1e-9),
          "Range after hide: offset \(offset) outside \(range); \(scene.state)")
      }

      if repeats {
        expect(
          view.writes == 0, "Idempotent: the repeated event wrote \(view.writeLog); \(scene.state)")
      }
      return failure
    }

    /// Where the offset is after `event` when it may not scroll: where it was, clamped into
    /// the valid range when the keyboard's inset shrank.
    private func unscrolled(_ scene: FuzzScene, _ event: FuzzEvent, _ before: FuzzSnapshot)
      -> CGPoint
    {
      let upper: CGFloat
      if case .removeScrollView = event {
        upper = before.upperWithoutKeyboard
      } else {
        upper = scene.validYRange.upperBound
      }
      var expected = before.offset
      if scene.expectedAdded.content < before.addedContent { expected.y = min(expected.y, upper) }
      return expected
    }

    /// Whether the focused editor (or caret) with padding is visible when it fits, or its
    /// top when it is taller than the visible area; `byUIKit`: the whole editor without
    /// padding, as UIKit's own scroll on focus shows it.
    private func revealViolation(_ scene: FuzzScene, byUIKit: Bool = false) -> String? {
      guard let focus = scene.focusedEditor else { return nil }
      let a = scene.expectedAdjusted
      let view = scene.scrollView
      let boundsHeight = view.bounds.height
      let visibleHeight = boundsHeight - a.top - a.bottom
      guard visibleHeight > 0 else { return nil }
      let rect = scene.focusRect(focus, visibleHeight: visibleHeight, whole: byUIKit)
      let contentHeight = view.contentSize.height
      let span = FuzzExpectation.padded(
        minY: rect.minY, maxY: rect.maxY, padding: byUIKit ? 0 : scene.padding,
        contentHeight: contentHeight,
        visibleHeight: visibleHeight)
      let top = view.contentOffset.y + a.top
      let bottom = view.contentOffset.y + boundsHeight - a.bottom
      let slack: CGFloat = 0.001
      if FuzzExpectation.fits(span, visibleHeight: visibleHeight, contentHeight: contentHeight) {
        if counting { tally["reveal fits", default: 0] += 1 }
        guard span.min >= top - slack, span.max <= bottom + slack else {
          return
            "Visible: \(focus === scene.textView ? "text view" : "field") span \(span.min)...\(span.max) (rect \(rect)) not inside visible \(top)...\(bottom); \(scene.state)"
        }
      } else if span.min >= 0, span.min + visibleHeight <= max(contentHeight, visibleHeight) {
        if counting { tally["reveal taller", default: 0] += 1 }
        guard span.min >= top - slack, span.min <= bottom + slack else {
          return
            "Visible (tall): top \(span.min) (rect \(rect)) not inside visible \(top)...\(bottom); \(scene.state)"
        }
      }
      return nil
    }

    // MARK: Shrinking

    /// Delta debugging (ddmin): the shortest sub-sequence found that still fails on a fresh
    /// scene from `seed`, and its violation.
    func shrink(seed: UInt64, steps: [FuzzStep], violation: FuzzViolation, budget: Int = 400)
      async -> ([FuzzStep], FuzzViolation)
    {
      let wasCounting = counting
      counting = false
      defer { counting = wasCounting }
      var current = Array(steps.prefix(violation.index + 1))
      var found = violation
      var remaining = budget
      func failure(_ candidate: [FuzzStep]) async -> FuzzViolation? {
        remaining -= 1
        let outcome = await run(seed: seed, replay: candidate)
        return outcome.contaminated ? nil : outcome.violation
      }
      var granularity = 2
      while current.count >= 2, remaining > 0 {
        let chunk = (current.count + granularity - 1) / granularity
        var reduced = false
        var start = 0
        while start < current.count, remaining > 0 {
          var candidate = current
          candidate.removeSubrange(start..<min(current.count, start + chunk))
          if let violation = await failure(candidate) {
            current = Array(candidate.prefix(violation.index + 1))
            found = violation
            granularity = max(granularity - 1, 2)
            reduced = true
            break
          }
          start += chunk
        }
        if !reduced {
          if chunk <= 1 { break }
          granularity = min(current.count, granularity * 2)
        }
      }
      return (current, found)
    }
  }
#endif
