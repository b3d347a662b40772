#if !canImport(UIKit)
  import DemoKit
  import Foundation
  import Testing

  extension DemoTests {
    /// The navigation act on the iPhone SE (320 × 568, no safe area), sign-up form with
    /// `restoresContentOffsetOnKeyboardHide` and `showsKeyboardToolbar` on. The keyboard with
    /// its QuickType bar is 253 pt; the 44 pt toolbar is every field's input accessory view,
    /// part of the keyboard's frame: 253 + 44 = 297 pt, top at 568 − 297 = 271. The form's
    /// rows (SignUpFormRow, 24 pt top margin, 12 pt spacing, 20 pt section gaps): street
    /// 380 … 436, city 448 … 492, postcode 504 … 540, country 552 … 596, referralCode
    /// 596 + 12 + 20 = 628 … 664, notes 676 … 796. A field revealed at the bottom with 16 pt
    /// padding gives offset = maxY + 16 − 271.
    @MainActor
    @Suite struct NavigationActTests {
      private func act(compare: Bool) async throws -> [DemoStepRecord] {
        let report = await DemoTests.session(compare: compare)
        let start = try #require(report.steps.firstIndex { $0.event == "user scrolls" })
        #expect(report.steps[start].number == 39)
        // 39 … 48: scroll, tap, 2 × Return, 2 × typing, Return, Next, Previous, Done.
        let steps = report.steps.filter { $0.act == 7 }
        #expect(steps.map(\.number) == Array(39...48))
        return steps
      }

      @Test func returnMovesThroughTheFormWithNextTitles() async throws {
        let steps = try await act(compare: false)
        #expect(
          steps.map(\.event) == [
            "user scrolls", "tap, keyboard up", "Return key", "Return key", "type “9410”",
            "type “5”", "Return key", "toolbar Next", "toolbar Previous", "toolbar Done",
          ])
        let focus = steps.map { $0.component.focusedName ?? "–" }
        #expect(
          focus == [
            "–", "street", "city", "postcode", "postcode", "postcode", "country",
            "referralCode", "country", "–",
          ])
        // street 436 + 16 − 271 = 181; city 492 + 16 − 271 = 237; postcode 540 + 16 − 271 =
        // 285; country 596 + 16 − 271 = 341.
        #expect(steps[1].component.contentOffsetY == 181)
        #expect(steps[2].component.contentOffsetY == 237)
        #expect(steps[3].component.contentOffsetY == 285)
        #expect(steps[6].component.contentOffsetY == 341)
        // The form left every key at .default: the scroll view titled them.
        #expect(steps[2].component.returnKeyTitle == "Next")
        #expect(steps[6].component.returnKeyTitle == "Next")  // referralCode follows
        #expect(steps.allSatisfy { $0.component.isFocusVisible != false })
        let page = DemoPage.render(await DemoTests.session(compare: false))
        #expect(
          card(steps[2].number, in: page).contains(
            "Return moved the focus to the next field in reading order, city; its Return key "
              + "reads Next."))
        #expect(card(steps[2].number, in: page).contains("offset = 492 + 16 − (568 − 297) = 237."))
      }

      /// "9410" is not 5 digits: the error label (20 pt, 4 pt under the postcode) shows and
      /// the rows below move down. Field and label span 504 … 540 + 4 + 20 = 564: offset =
      /// 564 + 16 − 271 = 309, the label's bottom on screen at 564 − 309 = 255 = 271 − 16.
      /// With "94105" the label goes; the field alone (540 + 16 − 309 = 247 ≤ 271, its top
      /// 504 − 309 = 195 ≥ 16) stays in view, so nothing moves.
      @Test func theErrorLabelIsRevealedWithItsField() async throws {
        let steps = try await act(compare: false)
        let shown = steps[4].component
        let label = try #require(shown.items.first { $0.name == "postcodeError" })
        #expect(label.frame.height == 20)
        #expect(label.frame.maxY == 255)
        #expect(shown.contentOffsetY == 309)
        let country = try #require(shown.items.first { $0.name == "country" })
        // Moved down by 24: 552 + 24 − 309 = 267 on screen.
        #expect(country.frame.minY == 267)
        let hidden = steps[5].component
        #expect(!hidden.items.contains { $0.name == "postcodeError" })
        #expect(hidden.contentOffsetY == 309)
        // Back up: 552 − 309 = 243.
        let countryBack = try #require(hidden.items.first { $0.name == "country" })
        #expect(countryBack.frame.minY == 243)
        let page = DemoPage.render(await DemoTests.session(compare: false))
        let caption = card(steps[4].number, in: page)
        #expect(caption.contains("the field's companion (setCompanions(_:for:))"))
        #expect(caption.contains("offset = 564 + 16 − (568 − 297) = 309."))
        #expect(caption.contains("Enter 5 digits"))
      }

      /// The toolbar is the keyboard's top 44 pt while it is up: 568 − 297 = 271 … 315.
      /// Next from the country goes to the referral code: 664 + 16 − 271 = 409. Previous
      /// comes back to the country, on screen at 552 − 409 = 143 … 596 − 409 = 187, already
      /// in view with its padding (143 − 16 ≥ 0, 187 + 16 = 203 ≤ 271): the offset stays.
      /// A field precedes and follows both (street … notes), so both chevrons are enabled.
      @Test func theToolbarMovesTheFocusAndIsPartOfTheKeyboard() async throws {
        let steps = try await act(compare: false)
        #expect(steps[0].component.keyboardToolbar == nil)  // keyboard not up yet
        for step in steps[1...8] {
          #expect(step.component.keyboard?.height == 297)
          #expect(step.component.contentInsetBottom == 297)
          let toolbar = try #require(step.component.keyboardToolbar)
          #expect(toolbar.frame == CGRect(x: 0, y: 271, width: 320, height: 44))
          #expect(toolbar.isPreviousEnabled && toolbar.isNextEnabled)
        }
        #expect(steps[7].component.focusedName == "referralCode")
        #expect(steps[7].component.contentOffsetY == 409)
        #expect(steps[8].component.focusedName == "country")
        #expect(steps[8].component.contentOffsetY == 409)
        let country = try #require(steps[8].component.items.first { $0.name == "country" })
        #expect(country.frame.minY == 143)
        #expect(steps[9].component.keyboardToolbar == nil)
        let page = DemoPage.render(await DemoTests.session(compare: false))
        let next = card(steps[7].number, in: page)
        #expect(next.contains("253 + 44 = 297 pt."))
        #expect(next.contains("offset = 664 + 16 − (568 − 297) = 409."))
        #expect(next.contains("class=\"kb-toolbar\""))
        #expect(next.contains(">Done</text>"))
        #expect(card(steps[8].number, in: page).contains("the offset stays 409."))
        // No toolbar without a keyboard, nor in the acts before (step 38: the settings table).
        #expect(!card(steps[0].number, in: page).contains("kb-toolbar"))
        #expect(!card(38, in: page).contains("kb-toolbar"))
        #expect(page.contains("the keyboard's toolbar (showsKeyboardToolbar)"))
      }

      /// The user left the form at 120 before the keyboard; every later scroll was the
      /// component's, so when Done ends editing and the keyboard hides, 120 comes back
      /// (≤ the largest offset without the keyboard, 894 − 568 = 326: content 870 + 24).
      @Test func theUsersOffsetComesBackWhenTheKeyboardHides() async throws {
        let steps = try await act(compare: true)
        #expect(steps[0].component.contentOffsetY == 120)
        #expect(steps[0].component.focusedName == nil)
        #expect(steps[9].component.focusedName == nil)
        #expect(steps[9].component.keyboard == nil)
        #expect(steps[9].component.contentInsetBottom == 0)
        #expect(steps[9].component.contentOffsetY == 120)
        #expect(steps[9].component.restoresOffset)
        // Nothing to compare with Apple's recipe, which has none of this.
        #expect(steps.allSatisfy { $0.appleGuide == nil })
        let page = DemoPage.render(await DemoTests.session(compare: false))
        let done = card(steps[9].number, in: page)
        #expect(done.contains("Done on the keyboard's toolbar ended editing"))
        #expect(done.contains("before the keyboard, 120, comes back."))
      }
    }
  }
#endif
