#if !canImport(UIKit)
  import DemoKit
  import Testing

  extension DemoTests {
    /// The HTML page: one drawing per step, and one per side with a comparison.
    @MainActor
    @Suite struct DemoPageTests {
      @Test func pageHasOneDrawingPerStep() async {
        let report = await DemoSession.run(compare: false)
        let page = DemoPage.render(report)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(occurrences(of: "<svg", in: page) == report.steps.count)
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") || onlySVGNamespace(page))
      }

      @Test func comparisonPageHasOneDrawingPerStepAndSide() async {
        let report = await DemoSession.run(compare: true)
        let page = DemoPage.render(report)
        #expect(occurrences(of: "<svg", in: page) == 2 * report.steps.count)
        #expect(page.contains("Apple guide"))
      }

      private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
      }

      /// The only URL allowed is the SVG namespace name, which is never fetched.
      private func onlySVGNamespace(_ page: String) -> Bool {
        page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http")
          == false
      }
    }
  }
#endif
