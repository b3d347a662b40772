#if !canImport(UIKit)
  import DemoKit
  import Testing

  extension DemoTests {
    /// The navigation act on the iPhone SE (320 × 568, no safe area; keyboard with QuickType
    /// bar 253 pt, top at 568 − 253 = 315), sign-up form with
    /// `restoresContentOffsetOnKeyboardHide` on. The form's rows (SignUpFormRow): street
    /// 380 … 436, city 448 … 492, postcode 504 … 540, country 552 … 596. A field revealed at
    /// the bottom with 16 pt padding gives offset = maxY + 16 − 315.
    @MainActor
    @Suite struct NavigationActTests {
      private func act(compare: Bool) async throws -> [DemoStepRecord] {
        let report = await DemoTests.session(compare: compare)
        let start = try #require(report.steps.firstIndex { $0.event == "user scrolls" })
        #expect(report.steps[start].number == 39)
        #expect(report.steps.count == start + 8)
        return Array(report.steps[start...])
      }

      @Test func returnMovesThroughTheFormWithNextTitles() async throws {
        let steps = try await act(compare: false)
        #expect(
          steps.map(\.event) == [
            "user scrolls", "tap, keyboard up", "Return key", "Return key", "type “9410”",
            "type “5”", "Return key", "keyboard down",
          ])
        let focus = steps.map { $0.component.focusedName ?? "–" }
        #expect(
          focus == [
            "–", "street", "city", "postcode", "postcode", "postcode", "country", "country",
          ])
        // street 436 + 16 − 315 = 137; city 492 + 16 − 315 = 193; postcode 540 + 16 − 315 =
        // 241; country 596 + 16 − 315 = 297.
        #expect(steps[1].component.contentOffsetY == 137)
        #expect(steps[2].component.contentOffsetY == 193)
        #expect(steps[3].component.contentOffsetY == 241)
        #expect(steps[6].component.contentOffsetY == 297)
        // The form left every key at .default: the scroll view titled them.
        #expect(steps[2].component.returnKeyTitle == "Next")
        #expect(steps[6].component.returnKeyTitle == "Next")  // referralCode follows
        #expect(steps.allSatisfy { $0.component.isFocusVisible != false })
        let page = DemoPage.render(await DemoTests.session(compare: false))
        #expect(
          card(steps[2].number, in: page).contains(
            "Return moved the focus to the next field in reading order, city; its Return key "
              + "reads Next."))
        #expect(card(steps[2].number, in: page).contains("offset = 492 + 16 − (568 − 253) = 193."))
      }

      /// "9410" is not 5 digits: the error label (20 pt, 4 pt under the postcode) shows and
      /// the rows below move down. Field and label span 504 … 540 + 4 + 20 = 564: offset =
      /// 564 + 16 − 315 = 265, the label's bottom on screen at 564 − 265 = 299 = 315 − 16.
      /// With "94105" the label goes; the field alone (540 + 16 − 265 = 291 ≤ 315) stays in
      /// view, so nothing moves.
      @Test func theErrorLabelIsRevealedWithItsField() async throws {
        let steps = try await act(compare: false)
        let shown = steps[4].component
        let label = try #require(shown.items.first { $0.name == "postcodeError" })
        #expect(label.frame.height == 20)
        #expect(label.frame.maxY == 299)
        #expect(shown.contentOffsetY == 265)
        let country = try #require(shown.items.first { $0.name == "country" })
        // Moved down by 24: 552 + 24 − 265 = 311 on screen.
        #expect(country.frame.minY == 311)
        let hidden = steps[5].component
        #expect(!hidden.items.contains { $0.name == "postcodeError" })
        #expect(hidden.contentOffsetY == 265)
        // Back up: 552 − 265 = 287.
        let countryBack = try #require(hidden.items.first { $0.name == "country" })
        #expect(countryBack.frame.minY == 287)
        let page = DemoPage.render(await DemoTests.session(compare: false))
        let caption = card(steps[4].number, in: page)
        #expect(caption.contains("the field's companion (setCompanions(_:for:))"))
        #expect(caption.contains("offset = 564 + 16 − (568 − 253) = 265."))
        #expect(caption.contains("Enter 5 digits"))
      }

      /// The user left the form at 120 before the keyboard; every later scroll was the
      /// component's, so hiding the keyboard brings 120 back (≤ the largest offset without
      /// the keyboard).
      @Test func theUsersOffsetComesBackWhenTheKeyboardHides() async throws {
        let steps = try await act(compare: true)
        #expect(steps[0].component.contentOffsetY == 120)
        #expect(steps[0].component.focusedName == nil)
        #expect(steps[7].component.contentInsetBottom == 0)
        #expect(steps[7].component.contentOffsetY == 120)
        #expect(steps[7].component.restoresOffset)
        // Nothing to compare with Apple's recipe, which has none of this.
        #expect(steps.allSatisfy { $0.appleGuide == nil })
        let page = DemoPage.render(await DemoTests.session(compare: false))
        #expect(card(steps[7].number, in: page).contains("before the keyboard, 120, comes back."))
      }
    }
  }
#endif
