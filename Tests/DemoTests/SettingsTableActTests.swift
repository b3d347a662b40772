#if !canImport(UIKit)
  import DemoKit
  import Testing

  extension DemoTests {
    /// The settings act: fields in the cells of an `AvoidingTableView` on the Face ID iPhone
    /// (393 × 852, safe area 59 top, 34 bottom), keyboard with QuickType bar 336 pt (top at
    /// 852 − 336 = 516). Rows are 56 pt; the fields sit 6 pt inside their cells, 44 pt tall.
    /// 15 rows: content 15 × 56 = 840 pt. `alwaysBounceVertical` makes the safe area part of
    /// the insets, so the table rests at −59.
    @MainActor
    @Suite struct SettingsTableActTests {
      /// The act's four steps, from the tap on *securityCode*.
      private func act(compare: Bool) async throws -> [DemoStepRecord] {
        let report = await DemoTests.session(compare: compare)
        let start = try #require(
          report.steps.firstIndex {
            $0.event == "tap, keyboard up" && $0.component.focusedName == "securityCode"
          })
        // The new acts come after the first 34 steps, which keep their numbers.
        #expect(report.steps[start].number == 35)
        return Array(report.steps[start..<(start + 4)])
      }

      /// securityCode is row 12 (2 + 3 + 4 + 3 rows before it: 12), so its cell spans
      /// 12 × 56 = 672 … 728 and its field 678 … 722. Padded by 16 its bottom, 738, must be at
      /// the visible bottom, offset + 516: offset = 222 (within the largest offset,
      /// 840 + 336 − 852 = 324). The inset is 336 − 34 = 302 (UIKit adds the 34).
      @Test func theTappedFieldInALowerCellIsRevealed() async throws {
        let steps = try await act(compare: true)
        let tap = steps[0].component
        #expect(tap.contentInsetBottom == 302)
        #expect(tap.contentOffsetY == 222)
        #expect(tap.isFocusVisible == true)
        #expect(tap.focusedCellInContent?.minY == 672)
        #expect(tap.focusInContent?.maxY == 722)
        // On screen the field's bottom is 722 − 222 = 500 = 516 − 16.
        #expect(tap.focusRect?.maxY == 500)
        // Rows 3 … 14 have cells: the bounds 222 … 1074 meet rows from ⌊222 / 56⌋ = 3 on.
        #expect(tap.cells.count == 12)
        let page = DemoPage.render(await DemoTests.session(compare: false))
        let caption = card(steps[0].number, in: page)
        #expect(caption.contains("12 × 56 = 672 … 728 in the content"))
        #expect(caption.contains("offset = 722 + 16 − (852 − 336) = 222."))
        #expect(caption.contains("the inset is 336 − 34 = 302 pt"))
      }

      /// Apple's recipe on a plain `UITableView`: inset = the keyboard's 336 pt; it tests the
      /// field's origin in its superview, the cell's content view, (16, 6): inside the
      /// 393 × 516 rect, so nothing scrolls; on screen the field is at 678 + 59 = 737, under
      /// the keyboard (516).
      @Test func appleGuideLeavesTheFieldInTheCellHidden() async throws {
        let steps = try await act(compare: true)
        let guide = try #require(steps[0].appleGuide)
        #expect(guide.contentInsetBottom == 336)
        #expect(guide.contentOffsetY == -59)
        #expect(guide.focusRect?.minY == 737)
        #expect(guide.isFocusVisible == false)
        let page = DemoPage.render(await DemoTests.session(compare: true))
        #expect(card(steps[0].number, in: page).contains("(16, 6)"))
      }

      /// Return moves to row 13, *instructions* (field 734 … 778): offset 778 + 16 − 516 = 278;
      /// its key reads Next, since *giftMessage* follows. Then a tap on *city* (row 6, field
      /// 342 … 386), whose top is under the status bar (342 − 278 = 64 on screen, above
      /// 59 + 16): offset = 342 − 16 − 59 = 267. Keyboard down: the largest offset is now
      /// 840 + 34 − 852 = 22.
      @Test func returnThenATapThenTheKeyboardGoes() async throws {
        let steps = try await act(compare: false)
        #expect(
          steps.map(\.event) == ["tap, keyboard up", "Return key", "focus moves", "keyboard down"])
        let next = steps[1].component
        #expect(next.focusedName == "instructions")
        #expect(next.returnKeyTitle == "Next")
        #expect(next.contentOffsetY == 278)
        let tap = steps[2].component
        #expect(tap.focusedName == "city")
        #expect(tap.contentOffsetY == 267)
        #expect(tap.isFocusVisible == true)
        #expect(steps[3].component.contentOffsetY == 22)
        #expect(steps[3].component.contentInsetBottom == 0)
        let page = DemoPage.render(await DemoTests.session(compare: false))
        #expect(card(steps[1].number, in: page).contains("its Return key reads Next"))
        #expect(card(steps[2].number, in: page).contains("offset = 342 − 16 − 59 = 267."))
      }
    }
  }
#endif
