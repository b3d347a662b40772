#if !canImport(UIKit)
  import DemoKit
  import Testing

  extension DemoTests {
    /// The whole scripted session, played with the component: the focused field must be
    /// visible after every step.
    @MainActor
    @Suite struct DemoSessionTests {
      @Test func componentKeepsTheFocusedFieldVisibleThroughTheWholeSession() async {
        let report = await DemoTests.session(compare: false)
        #expect(report.steps.count >= 25)
        for step in report.steps where step.component.focusedName != nil {
          let context =
            "step \(step.number), \(step.device.name), \(step.event), "
            + "focus \(step.component.focusedName ?? "none")"
          // On screen, above the keyboard …
          #expect(step.component.isFocusVisible == true, "hidden on screen at \(context)")
          // … and inside the bounds less adjustedContentInset (design.md, "Visible").
          #expect(
            step.component.isInsideAdjustedInsets == true, "outside the visible area at \(context)")
        }
      }
    }
  }
#endif
