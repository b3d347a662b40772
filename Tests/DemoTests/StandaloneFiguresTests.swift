#if !canImport(UIKit)
  import DemoKit
  import Testing

  extension DemoTests {
    /// The documentation's figures: chosen steps of the page as standalone SVG files.
    @MainActor
    @Suite struct StandaloneFiguresTests {
      @Test func comparedStepGivesTheComponentThenTheGuide() async throws {
        let report = await DemoSession.run(compare: true)
        let figures = try StandaloneFigures.figures(of: report, steps: [9])
        // With --compare every step has two drawings: the component's, then the guide's.
        #expect(figures.map(\.approach) == [.component, .appleGuide])
        #expect(
          figures.map(\.fileName) == [
            "step-09-avoidingscrollview.svg", "step-09-apple-guide.svg",
          ])
        for figure in figures {
          #expect(figure.step == 9)
          #expect(figure.svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
          // The page's stylesheet travels with the drawing, since it styles by class.
          #expect(figure.svg.contains("<style><![CDATA["))
          #expect(figure.svg.contains(".keyboard{"))
          #expect(figure.svg.contains("<title>\(figure.approach.rawValue), step 9</title>"))
          #expect(figure.svg.hasSuffix("</svg>\n"))
        }
      }

      @Test func stepsComeInStepOrderWithoutTheGuideUnlessCompared() async throws {
        let report = await DemoSession.run(compare: false)
        let figures = try StandaloneFigures.figures(of: report, steps: [20, 3])
        #expect(figures.map(\.step) == [3, 20])
        #expect(figures.allSatisfy { $0.approach == .component })
        #expect(figures.map(\.fileName).first == "step-03-avoidingscrollview.svg")
      }

      @Test func aStepBeyondTheSessionThrows() async {
        let report = await DemoSession.run(compare: false)
        let beyond = report.steps.count + 1
        #expect(
          throws: StandaloneFigures.MissingStep(
            step: beyond, title: "AvoidingScrollView, step \(beyond)")
        ) {
          try StandaloneFigures.figures(of: report, steps: [beyond])
        }
      }
    }
  }
#endif
