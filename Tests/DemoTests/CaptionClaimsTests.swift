#if !canImport(UIKit)
  import DemoKit
  import Foundation
  import Testing

  extension DemoTests {
    /// Every caption on the page read against its own drawing's numbers (``CaptionReader``):
    /// the model is the judge of the numbers, the caption only of the words.
    @MainActor
    @Suite struct CaptionClaimsTests {
      /// Every drawing of every step of every act, and the first picture's three, with and
      /// without `--compare`: the figures line under each drawing shows the model's numbers,
      /// the caption makes at least one claim the reader checks, and none is contradicted.
      @Test(arguments: [false, true])
      func everyCaptionAgreesWithItsOwnNumbers(compare: Bool) async throws {
        let report = await DemoTests.session(compare: compare)
        let page = DemoPage.render(report)
        var drawings = 0
        var kinds: [String: Int] = [:]
        for step in report.steps {
          let shown = shownFigures(in: card(step.number, in: page))
          let approaches = [DemoApproach.component, .appleGuide].filter {
            step.snapshot($0) != nil
          }
          #expect(shown.count == approaches.count, "step \(step.number)")
          for (approach, figure) in zip(approaches, shown) {
            let snapshot = try #require(step.snapshot(approach))
            let figures = CaptionFigures(
              snapshot, before: report.snapshot(before: step, approach))
            check(figure, against: figures, "step \(step.number), \(approach.rawValue)")
            for claim in CaptionReader.claims(in: figure.caption, figures: figures) {
              kinds[claim.kind, default: 0] += 1
            }
            drawings += 1
          }
        }
        let hero = try #require(report.hero)
        let shown = shownFigures(in: heroSection(of: page))
        #expect(shown.count == 3)
        // The first picture quotes no motion, so no "before" is given: a claim about one
        // would then be reported as unverifiable.
        for (figure, snapshot) in zip(shown, [hero.before, hero.without, hero.with]) {
          check(figure, against: CaptionFigures(snapshot, before: nil), "first picture")
          drawings += 1
        }
        let compared = report.steps.filter { $0.appleGuide != nil }.count
        #expect(drawings == report.steps.count + compared + 3)
        // The captions use every entry of the vocabulary; only the recipe's say "nothing
        // scrolls" (step 35: its test of the field's origin in the cell passes).
        let expected: Set = ["inset", "covered", "offset", "focus", "arithmetic"]
        #expect(Set(kinds.keys) == (compare ? expected.union(["motion"]) : expected))
      }

      // MARK: The reader's teeth

      /// The caption step 22 had: "no inset" over the 35-pt inset the component keeps while
      /// the floating keyboard is dragged (the hardware keyboard's bar before it: 55 pt on
      /// screen less the 20-pt safe area = 35).
      @Test func theOldStep22CaptionIsCaught() async throws {
        let report = await DemoTests.session(compare: false)
        let dragged = try #require(report.steps.first { $0.event == "floating, dragged" })
        #expect(dragged.number == 22)
        #expect(dragged.component.contentInsetBottom == 35)
        let figures = CaptionFigures(
          dragged.component, before: report.snapshot(before: dragged, .component))
        let old =
          "Floating keyboard being dragged: iOS reports an empty frame, so nothing is covered: "
          + "no inset, by design. lastName is visible above the keyboard."
        let caught = CaptionReader.contradictions(in: old, figures: figures)
        #expect(caught.map(\.text) == ["no inset"])
        #expect(caught.first?.contradiction == "contentInset.bottom is 35, not 0")
        // Today's caption for the same drawing passes.
        let page = DemoPage.render(report)
        let now = try #require(shownFigures(in: card(22, in: page)).first)
        #expect(now.caption.contains("the inset stays 35 pt"))
        #expect(CaptionReader.contradictions(in: now.caption, figures: figures).isEmpty)
      }

      /// One wrong caption per entry of the vocabulary, each over figures that contradict
      /// it, and the same caption over figures that bear it out.
      @Test(arguments: [
        // Motion: the recipe's offset at step 3 moved 0 → 177 (UIKit's own scroll on focus).
        ("A focus move posts no did-show: nothing moves.", "motion", 177.0, 0.0, 0.0),
        ("The recipe does not move the content.", "motion", 177, 0, 0),
        ("so nothing scrolls.", "motion", 177, 0, 0),
        ("the offset stays 0.", "offset", 177, 0, 0),
        ("UIKit's own scroll on focus moved the offset from 0 to 176.", "offset", 177, 0, 0),
        ("Top edge: offset = 342 − 16 − 59 = 267.", "offset", 266, 0, 0),
        // Inset: a quoted inset that is not the drawing's.
        ("no inset, by design.", "inset", 0, 0, 35),
        ("the inset is 291 − 34 = 257 pt.", "inset", 0, 0, 258),
        ("Inset 291 pt: the keyboard's whole height.", "inset", 0, 0, 290),
        ("the inset stays 35 pt, the last keyboard's.", "inset", 0, 0, 36),
      ])
      func aWrongCaptionIsCaught(
        caption: String, kind: String, offset: Double, offsetBefore: Double, inset: Double
      ) {
        let wrong = CaptionFigures(
          inset: inset, offset: offset, overlap: 0, insetBefore: inset, offsetBefore: offsetBefore)
        let caught = CaptionReader.contradictions(in: caption, figures: wrong)
        #expect(caught.map(\.kind).contains(kind), "\(caption) not caught: \(caught)")
        // The figures the caption describes.
        let claimed = CaptionReader.claims(in: caption, figures: wrong)
        #expect(!claimed.isEmpty)
      }

      /// Numbers quoted for the keyboard, the focus and arithmetic that does not compute.
      @Test func wrongCoveredFocusAndArithmeticAreCaught() {
        let figures = CaptionFigures(
          inset: 257, offset: 51, overlap: 291, keyboardHeight: 291, focusedName: "country",
          isFocusVisible: true, insetBefore: 0, offsetBefore: -59)
        let cases: [(String, String)] = [
          ("The keyboard covers 290 pt of the scroll view.", "covered"),
          ("Only 200 pt of the 291-pt keyboard covers the scroll view.", "covered"),
          ("Only 291 pt of the 336-pt keyboard covers the scroll view.", "covered"),
          ("Floating: nothing is covered.", "covered"),
          ("country is hidden.", "focus"),
          ("city is visible above the keyboard.", "focus"),
          ("No field is focused.", "focus"),
          ("the inset is 291 − 34 = 256 pt", "arithmetic"),
          ("offset = 596 + 16 − (852 − 291) = 52.", "arithmetic"),
          ("12 × 56 = 671", "arithmetic"),
        ]
        for (caption, kind) in cases {
          let caught = CaptionReader.contradictions(in: caption, figures: figures)
          #expect(caught.map(\.kind).contains(kind), "\(caption) not caught: \(caught)")
        }
        // The true versions of the same sentences: 291 − 34 = 257; 596 + 16 − 561 = 51.
        let right = [
          "The keyboard covers 291 pt of the scroll view; the inset is 291 − 34 = 257 pt, "
            + "because UIKit already insets the 34-pt home-indicator area.",
          "country is visible above the keyboard.",
          "Bottom edge and padding at the visible area's bottom: offset = 596 + 16 − "
            + "(852 − 291) = 51.",
        ]
        for caption in right {
          #expect(CaptionReader.contradictions(in: caption, figures: figures).isEmpty, "\(caption)")
          #expect(!CaptionReader.claims(in: caption, figures: figures).isEmpty, "\(caption)")
        }
      }

      // MARK: Reading the page

      /// A drawing's caption and its figures line, as the page shows them.
      struct ShownFigure {
        var caption: String
        var numbers: String
      }

      /// Checks the figures line against the model, then the caption against both.
      private func check(_ shown: ShownFigure, against figures: CaptionFigures, _ context: String) {
        let line = shown.numbers
        #expect(
          value(after: "contentInset.bottom ", in: line) == figures.inset,
          "\(context): the page's inset \(line)")
        #expect(
          value(after: "contentOffset.y ", in: line) == figures.offset,
          "\(context): the page's offset \(line)")
        #expect(
          value(after: "keyboard over view ", in: line) == figures.overlap,
          "\(context): the page's overlap \(line)")
        let claims = CaptionReader.claims(in: shown.caption, figures: figures)
        #expect(!claims.isEmpty, "\(context): nothing to check in “\(shown.caption)”")
        for claim in claims where claim.contradiction != nil {
          Issue.record("\(context): \(claim) — caption: \(shown.caption)")
        }
      }

      /// The drawings' captions and figures lines in `html`, in order.
      private func shownFigures(in html: String) -> [ShownFigure] {
        let captions = texts(of: "<p class=\"why\">", in: html)
        let numbers = texts(of: "<p class=\"numbers\">", in: html)
        return zip(captions, numbers).map { ShownFigure(caption: $0, numbers: $1) }
      }

      private func texts(of opening: String, in html: String) -> [String] {
        html.components(separatedBy: opening).dropFirst().map {
          unescape($0.components(separatedBy: "</p>")[0])
        }
      }

      private func heroSection(of page: String) -> String {
        guard let start = page.range(of: "<div class=\"hero\">"),
          let end = page.range(of: "</header>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.lowerBound])
      }

      private func value(after label: String, in line: String) -> Double? {
        guard let start = line.range(of: label) else { return nil }
        let rest = line[start.upperBound...].prefix { $0 == "-" || $0 == "." || $0.isNumber }
        return Double(rest)
      }

      private func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
          .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&amp;", with: "&")
      }
    }
  }
#endif
