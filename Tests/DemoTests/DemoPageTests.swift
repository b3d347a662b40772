#if !canImport(UIKit)
  import DemoKit
  import Foundation
  import Testing

  extension DemoTests {
    /// The HTML page: one drawing per step (and side), a legend, a table of contents linking
    /// every step, a caption under each drawing, readable labels, the caret and typed text.
    @MainActor
    @Suite struct DemoPageTests {
      @Test func pageHasOneDrawingPerStep() async {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // Step drawings carry role="img"; the legend's swatches are decorative.
        #expect(occurrences(of: "role=\"img\"", in: page) == report.steps.count)
        #expect(!page.contains("<script"))
        #expect(onlySVGNamespace(page))
      }

      @Test func comparisonPageHasOneDrawingPerStepAndSide() async {
        let report = await DemoTests.session(compare: true)
        let page = DemoPage.render(report)
        // Every act is compared but the navigation act's 10 steps, 39 … 48 (the recipe has
        // nothing of what they show): 2 drawings for each other step, 1 for those.
        let alone = report.steps.filter { $0.appleGuide == nil }
        #expect(alone.count == 10)
        #expect(alone.allSatisfy { $0.number > 38 })
        let drawings = 2 * report.steps.count - alone.count
        #expect(occurrences(of: "role=\"img\"", in: page) == drawings)
        #expect(page.contains("Apple guide"))
        // One caption ("what happened and why") under every drawing.
        #expect(occurrences(of: "<p class=\"why\">", in: page) == drawings)
      }

      @Test func tableOfContentsLinksEveryStepToItsCard() async {
        let report = await DemoTests.session(compare: false)
        let page = DemoPage.render(report)
        #expect(page.contains("<nav class=\"toc\""))
        for step in report.steps {
          #expect(occurrences(of: "href=\"#step-\(step.number)\"", in: page) == 1)
          #expect(occurrences(of: "id=\"step-\(step.number)\"", in: page) == 1)
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

      /// A label's size on the page is its CSS font size (in the drawing's points) times
      /// the drawing's scale, read from the first drawing: width in px / viewBox width in pt.
      @Test func labelsAreAtLeast12PixelsAtFullZoom() async {
        let page = DemoPage.render(await DemoTests.session(compare: false))
        let scale = drawingScale(page)
        // 1 pt = 0.5 px: an iPhone 393 pt wide is drawn 196.5 px wide.
        #expect(scale == 0.5)
        for cls in ["label", "kb-label", "button-label", "error", "kb-done"] {
          let size = fontSize(of: cls, in: page)
          #expect(size != nil, "no font size for .\(cls)")
          if let size, let scale { #expect(size * scale >= 12, ".\(cls) is \(size * scale) px") }
        }
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

      /// Pixels per point of the first step drawing: its `width` over its viewBox width.
      private func drawingScale(_ page: String) -> Double? {
        guard let drawing = page.components(separatedBy: "role=\"img\"").dropFirst().first,
          let width = attribute("width", in: drawing),
          let viewBox = attribute("viewBox", in: drawing)?.split(separator: " "),
          viewBox.count == 4, let boxWidth = Double(viewBox[2]), let pixels = Double(width)
        else { return nil }
        return pixels / boxWidth
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
