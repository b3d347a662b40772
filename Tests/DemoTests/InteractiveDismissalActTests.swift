#if !canImport(UIKit)
  import DemoKit
  import Foundation
  import Testing

  extension DemoTests {
    /// The drag act on the iPhone SE (320 × 568, no safe area), the sign-up form with
    /// `keyboardDismissMode = .interactive`. The keyboard with its QuickType bar is 253 pt, its
    /// top at 568 − 253 = 315. The finger goes down at y = 250, above the keyboard, and drags to
    /// 365, then 465: once it reaches the keyboard's top the keyboard's top is the finger's
    /// (no dismiss padding), so it covers 568 − 365 = 203, then 568 − 465 = 103 pt of the
    /// full-screen scroll view, and with no safe area the inset is the same. The form is at its
    /// top (offset 0), so the finger scrolls nothing; the lift moving down hides the keyboard
    /// and ends editing.
    @MainActor
    @Suite struct InteractiveDismissalActTests {
      @Test func theInsetFollowsTheKeyboardsTopAtEachDrawnSample() async throws {
        let report = await DemoTests.session(compare: false)
        let steps = report.steps.filter { $0.act == 8 }
        // After the seven acts' 48 steps: 49 … 52.
        #expect(steps.map(\.number) == Array(49...52))
        #expect(
          steps.map(\.event) == ["tap, keyboard up", "drag to 365", "drag to 465", "finger lifts"])
        #expect(steps.map(\.component.keyboardKind) == [.docked, .dragged, .dragged, .none])
        #expect(steps.map { $0.component.keyboard?.minY } == [315, 365, 465, nil])
        #expect(steps.map(\.component.keyboardOverlap) == [253, 203, 103, 0])
        #expect(steps.map(\.component.contentInsetBottom) == [253, 203, 103, 0])
        #expect(steps.map(\.component.contentOffsetY) == [0, 0, 0, 0])
        // The lift hides the keyboard and so ends editing, as iOS does (SimulatedDevice's
        // InteractiveKeyboardDrag): the password field is focused until then.
        #expect(steps.map(\.component.focusedName) == ["password", "password", "password", nil])
        #expect(steps.map(\.component.isFocusVisible) == [true, true, true, nil])
        // The table has no recipe's columns for it: the recipe follows no drag.
        #expect(steps.allSatisfy { $0.appleGuide == nil })
      }

      @Test func theCaptionsSayWhatTheDragDid() async throws {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        #expect(page.contains("Act 8 · Dragging the keyboard down"))
        #expect(
          page.contains(
            "the keyboard&#39;s top is at 365, it covers 203 pt of the scroll view, and the inset "
              + "follows it: the inset is 203 pt")
            || page.contains(
              "the keyboard's top is at 365, it covers 203 pt of the scroll view, and the inset "
                + "follows it: the inset is 203 pt")
        )
        #expect(page.contains("the inset goes from 103 pt to 0 pt"))
      }
    }
  }
#endif
