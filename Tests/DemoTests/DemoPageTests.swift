#if !canImport(UIKit)
  import DemoKit
  import Foundation
  import Testing

  extension DemoTests {
    /// The HTML page: the first picture, one drawing per step (and side), a legend, an index
    /// of the acts linking every step, acts whose cards name them, a caption under each
    /// drawing, readable text, the caret and typed text.
    @MainActor
    @Suite struct DemoPageTests {
      /// The first picture's three drawings come on top of one per step.
      @Test func pageHasOneDrawingPerStep() async {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // Step drawings carry role="img"; the legend's swatches are decorative.
        #expect(occurrences(of: "role=\"img\"", in: page) == report.steps.count + 3)
        #expect(!page.contains("<script"))
        #expect(onlySVGNamespace(page))
      }

      @Test func comparisonPageHasOneDrawingPerStepAndSide() async {
        let report = await DemoTests.session(compare: true)
        let page = DemoPage.render(report)
        // Every act is compared but the navigation act's 10 steps, 39 … 48, and the drag
        // act's 4, 49 … 52 (the recipe has nothing of what they show): 2 drawings for each
        // other step, 1 for those, and the first picture's 3.
        let alone = report.steps.filter { $0.appleGuide == nil }
        #expect(alone.count == 10 + 4)
        #expect(alone.allSatisfy { $0.number > 38 })
        let drawings = 2 * report.steps.count - alone.count + 3
        #expect(occurrences(of: "role=\"img\"", in: page) == drawings)
        #expect(page.contains("Apple guide"))
        // Those two acts are the script's 7th and 8th, and the page's introduction says so.
        #expect(page.contains("Acts 7 and 8 play the component alone"))
        // One caption ("what happened and why") under every drawing.
        #expect(occurrences(of: "<p class=\"why\">", in: page) == drawings)
      }

      /// The first screen is one picture: the tap on *country* on the Face ID iPhone, then
      /// the keyboard with a plain UIScrollView and with the component, before the legend
      /// and the index. The 291-pt keyboard (no QuickType bar) covers 852 − 561 = 291 pt.
      /// Plain: nothing insets; UIKit's scroll on focus came while *country* (on screen
      /// 552 + 59 = 611 … 655, above 852 − 34) was visible, so the offset stays at the top of
      /// the inset, −59, and the field lies under the keyboard (top 561). Component: inset
      /// 291 − 34 = 257 and offset 596 + 16 − (852 − 291) = 51: the same as step 9, which does
      /// the tap and the keyboard in one turn.
      @Test func firstScreenShowsWithoutAndWith() async throws {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        let hero = try #require(report.hero)
        #expect(hero.fieldName == "country")
        #expect(hero.before.keyboard == nil)
        #expect(hero.before.isFocusVisible == true)
        #expect(hero.without.contentInsetBottom == 0)
        #expect(hero.without.contentOffsetY == -59)
        #expect(hero.without.keyboardOverlap == 291)
        #expect(hero.without.isFocusVisible == false)
        #expect(hero.with.contentInsetBottom == 257)
        #expect(hero.with.contentOffsetY == 51)
        #expect(hero.with.isFocusVisible == true)
        let step9 = try #require(report.steps.first { $0.number == 9 })
        #expect(step9.component.contentOffsetY == hero.with.contentOffsetY)
        #expect(step9.component.contentInsetBottom == hero.with.contentInsetBottom)
        let picture = try #require(page.range(of: "<div class=\"hero\">"))
        let legend = try #require(page.range(of: "<ul class=\"legend\""))
        let index = try #require(page.range(of: "<nav class=\"index\""))
        #expect(picture.lowerBound < legend.lowerBound && legend.lowerBound < index.lowerBound)
        let first = String(page[picture.lowerBound..<legend.lowerBound])
        #expect(occurrences(of: "role=\"img\"", in: first) == 3)
        #expect(first.contains("UIScrollView, first picture 2"))
        #expect(first.contains("AvoidingScrollView, first picture 3"))
        #expect(first.contains("offset = 596 + 16 − (852 − 291) = 51."))
      }

      /// One index row per act, with its title and a link to each of its steps; each act a
      /// collapsible section holding exactly its cards, each card titled with its act.
      @Test func indexLinksEveryActAndStepAndCardsNameTheirAct() async {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        #expect(page.contains("<nav class=\"index\""))
        #expect(report.acts.count == 8)
        #expect(
          report.acts.map(\.stepNumbers) == [
            1...8, 9...17, 18...24, 25...29, 30...34, 35...38, 39...48, 49...52,
          ])
        for step in report.steps {
          #expect(occurrences(of: "href=\"#step-\(step.number)\"", in: page) == 1)
          #expect(occurrences(of: "id=\"step-\(step.number)\"", in: page) == 1)
        }
        for act in report.acts {
          #expect(occurrences(of: "id=\"act-\(act.number)\"", in: page) == 1)
          #expect(page.contains("href=\"#act-\(act.number)\""))
          #expect(page.contains(">Act \(act.number) · \(act.title)</"))
          let section = self.act(act.number, in: page)
          #expect(
            section.hasPrefix("<details class=\"act\" id=\"act-\(act.number)\"><summary><h2>"))
          #expect(occurrences(of: "<section class=\"card\"", in: section) == act.stepNumbers.count)
          for number in act.stepNumbers {
            #expect(section.contains("id=\"step-\(number)\"><h3>\(number) · Act \(act.number) · "))
          }
        }
      }

      @Test func legendNamesEveryMark() async {
        let page = DemoPage.render(await DemoTests.session(compare: false))
        #expect(page.contains("<ul class=\"legend\""))
        for mark in [
          "class=\"unsafe\"", "class=\"viewport\"", "class=\"field\"", "class=\"ghost\"",
          "class=\"padding\"", "class=\"focus visible\"", "class=\"focus hidden\"",
          "class=\"keyboard\"", "class=\"inset-edge\"", "class=\"caret\"",
          "class=\"kb-toolbar\"", "class=\"kb-chevron\"", "class=\"kb-chevron off\"",
        ] {
          #expect(legend(of: page).contains(mark), "legend lacks \(mark)")
        }
      }

      /// Every text on the page is at least 12 px at 100 % zoom. SVG text: its class's CSS
      /// font size, in the drawing's points, times the drawing's scale (its width in px over
      /// its viewBox width in pt), for every drawing and legend swatch: 16 pt × 0.75 = 12 px
      /// for labels and typed text. HTML text: every `font-size` and `font:` shorthand in
      /// the stylesheet. Every `<text>` has a class the stylesheet sizes.
      @Test(arguments: [false, true])
      func everyTextIsAtLeast12PixelsAtFullZoom(compare: Bool) async {
        let page = DemoPage.render(await DemoTests.session(compare: compare))
        let svgs = page.components(separatedBy: "<svg ").dropFirst().map {
          $0.components(separatedBy: "</svg>")[0]
        }
        #expect(svgs.count > 50)
        var classes: Set<String> = []
        for svg in svgs {
          let scale = drawingScale(svg)
          #expect(scale == 0.75, "scale \(String(describing: scale)) in \(svg.prefix(80))")
          for text in svg.components(separatedBy: "<text ").dropFirst() {
            guard let cls = attribute("class", in: " " + text) else {
              Issue.record("a <text> without a class: \(text.prefix(60))")
              continue
            }
            classes.insert(cls)
            guard let size = fontSize(of: cls, in: page), let scale else {
              Issue.record("no font size for .\(cls)")
              continue
            }
            #expect(size * scale >= 12, ".\(cls) is \(size * scale) px")
          }
        }
        // Labels, typed text, the keyboard's label and error label all appear on the page.
        #expect(
          classes.isSuperset(of: ["label", "typed", "kb-label", "error", "button-label", "kb-done"])
        )
        let css =
          page.components(separatedBy: "<style>").dropFirst().first?
          .components(separatedBy: "</style>").first ?? ""
        let sizes = css.matches(of: #/font(?:-size)?:(\d+(?:\.\d+)?)px/#).compactMap {
          Double($0.output.1)
        }
        #expect(sizes.count > 10)
        #expect(sizes.allSatisfy { $0 >= 12 }, "\(sizes.filter { $0 < 12 })")
      }

      /// Typed text is exactly the model's 8 pt per UTF-16 unit wide, so the caret falls
      /// after its last character: "Line 1 of my notes" is 18 units, 144 pt. It is drawn
      /// narrowed by 8 / (0.6 × 16) = 5/6, so its length before the narrowing is
      /// 144 × 6/5 = 172.8.
      @Test func typedTextKeepsTheModelsCharacterWidth() async throws {
        let page = DemoPage.render(await DemoTests.session(compare: false))
        let text = try #require(
          page.components(separatedBy: "<text class=\"typed\" ").first {
            $0.contains(">Line 1 of my notes<")
          })
        #expect(text.hasPrefix("transform=\"scale(0.833333,1)\""))
        #expect(text.contains("textLength=\"172.8\" lengthAdjust=\"spacingAndGlyphs\""))
      }

      /// The keyboard is opaque and drawn after every field label, so no label shows through
      /// it and its own label never sits on one.
      @Test func keyboardCoversTheLabelsUnderIt() async {
        let page = DemoPage.render(await DemoTests.session(compare: true))
        #expect(page.contains("svg .keyboard{fill:#27272a}"))
        for drawing in drawings(page) where drawing.contains("class=\"keyboard\"") {
          let keyboard = drawing.range(of: "class=\"keyboard\"")
          let lastLabel = drawing.range(of: "class=\"label\"", options: .backwards)
          if let keyboard, let lastLabel {
            #expect(lastLabel.lowerBound < keyboard.lowerBound)
          }
        }
      }

      /// Face ID iPhone, "tap, keyboard up" on *country*: the caret is drawn in the focused
      /// field, and the caption explains the inset: 291 pt covered less the 34-pt
      /// home-indicator inset UIKit already applies = 257.
      @Test func focusedFieldHasACaretAndTheCaptionExplainsTheInset() async {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        let tap = report.steps.first {
          $0.device.shortName == "iPhone" && $0.event == "tap, keyboard up"
        }
        guard let tap else {
          Issue.record("the Face ID step is missing")
          return
        }
        let card = self.card(tap.number, in: page)
        #expect(card.contains("class=\"caret\""))
        #expect(card.contains("the inset is 291 − 34 = 257 pt"))
        #expect(card.contains("country is visible above the keyboard."))
      }

      /// Typed lines are drawn: after "type 6 lines" on the small iPhone, the notes hold
      /// "Line 1 of my notes" … "Line 6 of my notes".
      @Test func typedTextIsDrawn() async {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        guard let typing = report.steps.first(where: { $0.event == "type 6 lines" }) else {
          Issue.record("the typing step is missing")
          return
        }
        let card = self.card(typing.number, in: page)
        for line in 1...6 {
          #expect(card.contains("class=\"typed\"") && card.contains(">Line \(line) of my notes<"))
        }
      }

      /// iPad, "floating, dropped": the frame (24, 1016, 320, 260) ends 90 pt above the
      /// screen's bottom, so it is floating and covers nothing docked.
      @Test func floatingKeyboardCaptionSaysNoInsetByDesign() async {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        guard let dropped = report.steps.first(where: { $0.event == "floating, dropped" }) else {
          Issue.record("the floating step is missing")
          return
        }
        #expect(dropped.component.contentInsetBottom == 0)
        #expect(card(dropped.number, in: page).contains("no inset, by design"))
      }

      /// iPad, "floating, dragged": iOS reports an empty frame while a floating keyboard is
      /// dragged, which says nothing about where it lands (a zero frame on will-change-frame,
      /// KeyboardReading), so the component keeps the last fact: the hardware keyboard's bar,
      /// 55 pt on screen less the 20-pt safe area = 35. Nothing is on screen to draw.
      @Test func draggedFloatingKeyboardKeepsTheLastInset() async throws {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        let dragged = try #require(report.steps.first { $0.event == "floating, dragged" })
        #expect(dragged.component.keyboard == nil)
        #expect(dragged.component.keyboardOverlap == 0)
        #expect(dragged.component.contentInsetBottom == 35)
        let caption = card(dragged.number, in: page)
        #expect(caption.contains("the inset stays 35 pt, the last keyboard's,"))
        #expect(!caption.contains("no inset"))
      }

      /// The comparison's introduction: the recipe does nothing on a focus move, but UIKit's
      /// own scroll on focus does, counting the recipe's inset. Step 3, city (448 … 492 in
      /// the SE's form): the recipe's inset is the 253-pt keyboard, the visible area ends at
      /// 568 − 253 = 315, so UIKit scrolls the field's bottom there: 492 − 315 = 177.
      @Test func comparisonIntroductionSaysUIKitScrollsOnFocus() async throws {
        let report = await DemoTests.session(compare: true)
        let page = DemoPage.render(report)
        #expect(!page.contains("which the headless model does not do"))
        #expect(page.contains("UIKit's own scroll on focus still shows the new field"))
        #expect(page.contains("(step 3: contentOffset.y 0 → 177)"))
        let step3 = try #require(report.steps.first { $0.number == 3 })
        #expect(step3.appleGuide?.contentOffsetY == 177)
        #expect(
          card(3, in: page).contains("UIKit's own scroll on focus moved the offset from 0 to 177"))
      }

      // MARK: Reading the page

      private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
      }

      /// The only URL allowed is the SVG namespace name, which is never fetched.
      private func onlySVGNamespace(_ page: String) -> Bool {
        page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http")
          == false
      }

      private func legend(of page: String) -> String {
        guard let start = page.range(of: "<ul class=\"legend\""),
          let end = page.range(of: "</ul>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
      }

      private func card(_ number: Int, in page: String) -> String {
        guard let start = page.range(of: "id=\"step-\(number)\""),
          let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
      }

      private func drawings(_ page: String) -> [String] {
        page.components(separatedBy: "role=\"img\"").dropFirst().map {
          $0.components(separatedBy: "</svg>")[0]
        }
      }

      /// Pixels per point of one drawing (the text after `<svg `): its `width` over its
      /// viewBox width.
      private func drawingScale(_ drawing: String) -> Double? {
        guard let width = attribute("width", in: " " + drawing),
          let viewBox = attribute("viewBox", in: drawing)?.split(separator: " "),
          viewBox.count == 4, let boxWidth = Double(viewBox[2]), let pixels = Double(width)
        else { return nil }
        return pixels / boxWidth
      }

      /// The section of act `number`, from its `<details>` to its end.
      private func act(_ number: Int, in page: String) -> String {
        guard let start = page.range(of: "<details class=\"act\" id=\"act-\(number)\">"),
          let end = page.range(of: "</details>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
      }

      private func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: " \(name)=\""),
          let end = text.range(of: "\"", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
      }

      /// The font size the page's CSS gives `svg .<cls>`, in the drawing's units.
      private func fontSize(of cls: String, in page: String) -> Double? {
        guard let rule = page.range(of: "svg .\(cls){font-size:"),
          let end = page.range(of: "px", range: rule.upperBound..<page.endIndex)
        else { return nil }
        return Double(page[rule.upperBound..<end.lowerBound])
      }
    }
  }
#endif
