#if !canImport(UIKit)
  import DemoKit
  import Testing

  extension DemoTests {
    /// With `--compare`, the classic recipe of Apple's guide leaves a field hidden where the
    /// component does not.
    @MainActor
    @Suite struct AppleGuideComparisonTests {
      /// Face ID iPhone, portrait (393 × 852, safe area 59/0/34/0); the form scrolled to its
      /// top, `contentOffset.y = -59`. The user taps *country* (frame y 552 … 596) and the
      /// keyboard without QuickType bar (291 pt, top at 852 − 291 = 561) slides up.
      ///
      /// Apple guide: kbSize = end frame's size = 291 → contentInset.bottom = 291.
      /// aRect = root view frame (0, 0, 393, 852) shortened by 291 → height 561; it contains
      /// the field's origin (16, 552), in content coordinates, so nothing scrolls. On screen
      /// the field is at 552 − (−59) = 611 … 655, under the keyboard (top 561): hidden.
      /// The QuickType bar re-announces the keyboard (did-show, end frame 336 pt): inset 336;
      /// aRect is 852 − 336 = 516 tall, the origin's y 552 is outside it, so the field is
      /// scrolled to: the visible bottom is offset + 852 − (336 + 34), and 596 must fit, so
      /// offset = 114, the field on screen at 438 … 482, above the keyboard (top 516).
      ///
      /// Component: covered 291, less the 34 pt home-indicator inset already applied = 257.
      /// Visible bottom = offset + 852 − (257 + 34) = offset + 561; the field's maxY plus
      /// padding, 596 + 16 = 612, must fit, so offset = 51: visible.
      @Test func appleGuideHidesTheTappedFieldOnAFaceIDPhone() async {
        let report = await DemoTests.session(compare: true)
        let tap = report.steps.first {
          $0.device.shortName == "iPhone" && $0.event == "tap, keyboard up"
        }
        guard let tap, let guide = tap.appleGuide else {
          Issue.record("the Face ID step is missing")
          return
        }
        #expect(tap.component.focusedName == "country")
        #expect(guide.contentInsetBottom == 291)
        #expect(guide.contentOffsetY == -59)
        #expect(guide.isFocusVisible == false)
        #expect(tap.component.contentInsetBottom == 257)
        #expect(tap.component.contentOffsetY == 51)
        #expect(tap.component.isFocusVisible == true)
        #expect(report.appleGuideHiddenSteps.contains { $0.number == tap.number })
        let quickType = report.steps.first { $0.number == tap.number + 1 }
        #expect(quickType?.event == "QuickType bar on")
        #expect(quickType?.appleGuide?.contentInsetBottom == 336)
        #expect(quickType?.appleGuide?.contentOffsetY == 114)
        #expect(quickType?.appleGuide?.isFocusVisible == true)
        #expect(report.componentHiddenSteps.isEmpty)
      }
    }
  }
#endif
