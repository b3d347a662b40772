#if !canImport(UIKit)
  import Foundation

  /// Chosen steps of the demo page as standalone SVG files, for the DocC catalog's drawings.
  ///
  /// The drawings are taken from the rendered page itself, not drawn again, so a figure in
  /// the documentation is exactly what the page shows: each `<svg>` is matched by its
  /// `<title>` ("AvoidingScrollView, step 9") and given the page's stylesheet, which an SVG
  /// file needs because the page styles its drawings by class.
  public enum StandaloneFigures {
    /// One drawing of one step, ready to be written to a file.
    public struct Figure: Sendable, Equatable {
      /// The step's number in the session.
      public var step: Int
      /// Who is drawn: the component, or Apple's guide beside it.
      public var approach: DemoApproach
      /// What the step was, for a log line: "9 iPhone: tap, keyboard up".
      public var summary: String
      /// A complete SVG document.
      public var svg: String

      /// A file name that sorts by step: `step-09-avoidingscrollview.svg`.
      public var fileName: String {
        let number = step < 10 ? "0\(step)" : "\(step)"
        let who = approach.rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
        return "step-\(number)-\(who).svg"
      }
    }

    /// A step asked for that the page does not draw.
    public struct MissingStep: Error, Equatable {
      /// The step number asked for.
      public var step: Int
      /// The drawing title that was looked for.
      public var title: String

      /// A missing step, by number and the title looked for.
      public init(step: Int, title: String) {
        self.step = step
        self.title = title
      }
    }

    /// The drawings of `steps` in `report`, for every approach the report has, in step order.
    ///
    /// Throws ``MissingStep`` when a step's drawing is not on the page (a number beyond the
    /// session, or a page whose titles changed), so a renamed drawing never yields a silently
    /// wrong figure.
    public static func figures(of report: DemoReport, steps: [Int]) throws(MissingStep)
      -> [Figure]
    {
      let page = DemoPage.render(report)
      let style = stylesheet(of: page)
      let drawings = drawingsByTitle(in: page)
      var figures: [Figure] = []
      for number in steps.sorted() {
        guard let step = report.steps.first(where: { $0.number == number }) else {
          throw MissingStep(step: number, title: title(.component, step: number))
        }
        let approaches: [DemoApproach] =
          step.appleGuide == nil ? [.component] : [.component, .appleGuide]
        for approach in approaches {
          let wanted = title(approach, step: number)
          guard let drawing = drawings[wanted] else {
            throw MissingStep(step: number, title: wanted)
          }
          figures.append(
            Figure(
              step: number, approach: approach,
              summary: "\(number) \(step.device.name): \(step.event)",
              svg: standalone(drawing, style: style)))
        }
      }
      return figures
    }

    /// The title the page gives a drawing (see `DemoPage`).
    static func title(_ approach: DemoApproach, step: Int) -> String {
      "\(approach.rawValue), step \(step)"
    }

    /// The text of the page's first `<style>` element; empty when it has none.
    static func stylesheet(of page: String) -> String {
      guard let open = page.range(of: "<style>"),
        let close = page.range(of: "</style>", range: open.upperBound..<page.endIndex)
      else { return "" }
      return String(page[open.upperBound..<close.lowerBound])
    }

    /// Every `<svg>…</svg>` of the page, keyed by the text of its `<title>`.
    static func drawingsByTitle(in page: String) -> [String: String] {
      var drawings: [String: String] = [:]
      var rest = page[...]
      while let start = rest.range(of: "<svg"),
        let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex)
      {
        let drawing = rest[start.lowerBound..<end.upperBound]
        if let open = drawing.range(of: "<title>"),
          let close = drawing.range(of: "</title>", range: open.upperBound..<drawing.endIndex)
        {
          drawings[String(drawing[open.upperBound..<close.lowerBound])] = String(drawing)
        }
        rest = rest[end.upperBound...]
      }
      return drawings
    }

    /// `drawing` as an SVG document: an XML declaration, and the page's stylesheet inside the
    /// root element (in CDATA, so that CSS needs no escaping), plus a sans-serif font, which
    /// the page sets on its `body`.
    static func standalone(_ drawing: String, style: String) -> String {
      guard let tagEnd = drawing.firstIndex(of: ">") else { return drawing }
      let css = "svg{font-family:DejaVu Sans,Helvetica,Arial,sans-serif}\n" + style
      return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + drawing[...tagEnd] + "<style><![CDATA[\n" + css + "\n]]></style>"
        + drawing[drawing.index(after: tagEnd)...] + "\n"
    }
  }
#endif
