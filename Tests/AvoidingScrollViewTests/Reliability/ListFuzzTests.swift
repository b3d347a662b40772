#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// The fuzzer for `AvoidingTableView` and `AvoidingCollectionView` (issue 12): random
  /// sequences of cell updates (insert, delete, move, reload, `reloadData()`), the user
  /// scrolling the focused row off screen, focus changes and app inset writes, interleaved
  /// with keyboard storms (show, QuickType on and off, frame changes, a hardware keyboard,
  /// hide, and updates while the keyboard's animation is in flight). After every event:
  /// - finite insets and offset;
  /// - `contentInset` = the app's inset + the covered height less the bottom safe area, and
  ///   the indicator's bottom = the same added part (no gap, no double count);
  /// - nothing lost: with no keyboard, exactly the app's insets;
  /// - after an event that must reveal (focus, a keyboard that covers more, an update that
  ///   changed the content size or moved the focused field), the focused field with its
  ///   padding lies in the visible band when it fits.
  /// `AVOIDING_LIST_FUZZ_EVENTS` (default 20,000) and `AVOIDING_LIST_FUZZ_SEED` set the size
  /// and the seed. Posts keyboard notifications, so it runs alone among tests carrying
  /// `.exclusiveNotificationCenter`.
  @MainActor
  @Suite(.serialized, .exclusiveNotificationCenter) struct ListFuzzTests {
    static let defaultSeed: UInt64 = 0x1157_F022_2026
    static let eventsPerScene = 200

    @Test func randomCellUpdatesAndKeyboardStormsKeepEveryInvariant() {
      let seed = seededEnvironmentInteger("AVOIDING_LIST_FUZZ_SEED", default: Self.defaultSeed)
      let total = Int(seededEnvironmentInteger("AVOIDING_LIST_FUZZ_EVENTS", default: 20_000))
      var master = SeededGenerator(seed: seed)
      var events = 0
      var checks = 0
      var reveals = 0
      var scenes = (table: 0, collection: 0)
      var violations = 0
      var reports: [String] = []
      while events < total {
        let sceneSeed = master.fork()
        let scene = ListFuzzScene(seed: sceneSeed)
        if scene.isTable { scenes.table += 1 } else { scenes.collection += 1 }
        var rng = SeededGenerator(seed: sceneSeed ^ 0x5A5A_1212)
        var history: [ListFuzzEvent] = []
        for _ in 0..<min(Self.eventsPerScene, total - events) {
          let event = scene.randomEvent(&rng)
          history.append(event)
          events += 1
          let mustReveal = scene.apply(event)
          var failure: String?
          func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            checks += 1
            if !condition, failure == nil { failure = message() }
          }
          let list = scene.list
          let inset = list.contentInset
          let indicator = list.verticalScrollIndicatorInsets
          expect(
            [inset.top, inset.bottom, indicator.bottom, list.contentOffset.y].allSatisfy {
              $0.isFinite
            }, "not finite: \(inset) \(list.contentOffset)")
          expect(
            inset == scene.expectedContentInset,
            "contentInset \(inset) != app + keyboard \(scene.expectedContentInset)")
          expect(
            indicator == UIEdgeInsets(top: 0, left: 0, bottom: scene.expectedAdded, right: 0),
            "indicator \(indicator) != keyboard part \(scene.expectedAdded)")
          if mustReveal, let field = scene.focused, field.isFirstResponder {
            let rect = scene.stage.rectInWindow(field)
            let band = scene.visibleBand
            let content = list.convert(field.bounds, from: field)
            // Padding 16, cut where the content ends.
            let above = min(16, max(0, content.minY))
            let below = min(16, max(0, list.contentSize.height - content.maxY))
            if rect.height + above + below <= band.bottom - band.top {
              reveals += 1
              expect(
                rect.minY - above >= band.top - 0.5 && rect.maxY + below <= band.bottom + 0.5,
                "field \(rect) padded \(above)/\(below) not inside \(band)")
            }
          }
          if let failure {
            violations += 1
            if reports.count < 3 {
              let steps = history.enumerated().map { "    \($0.offset + 1). \($0.element)" }
              let report = """
                list fuzz violation: AVOIDING_LIST_FUZZ_SEED=\(seed) scene seed \(sceneSeed) \
                (\(scene.isTable ? "table" : "collection") on \(scene.device.name)), \
                after event \(history.count): \(failure)
                \(steps.suffix(12).joined(separator: "\n"))
                """
              print(report)
              reports.append(report)
            }
            break
          }
        }
        scene.keyboard.finishAnimation()
        scene.keyboard.hide()
      }
      print(
        "list fuzz: seed \(seed), \(events) events, \(checks) invariant checks, \(reveals) reveals checked, \(violations) violations; \(scenes.table) table and \(scenes.collection) collection scenes"
      )
      #expect(violations == 0, "\(reports.joined(separator: "\n"))")
    }
  }
#endif
