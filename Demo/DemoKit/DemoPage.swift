#if !canImport(UIKit)
  import Foundation

  /// The session as one self-contained HTML page: inline CSS and SVG, no scripts, nothing
  /// fetched from the network. A legend and a table of contents, then one card per step,
  /// with one drawing per approach and a caption under each.
  public enum DemoPage {
    /// Renders `report` as a complete HTML document: the introduction, a legend, a table of
    /// contents linking every step, then one card per step with a caption under each
    /// drawing saying what happened and why.
    public static func render(_ report: DemoReport) -> String {
      var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>AvoidingScrollView demo</title>
        <style>\(css)</style></head><body>
        <h1>AvoidingScrollView: a sign-up form above the keyboard</h1>
        <p class="intro">Each card is one step of a scripted session, played on the headless
        UIKit model. The last acts show a settings form in an <code>AvoidingTableView</code>
        (fields in cells) and moving through the sign-up form with the Return key, an error
        label revealed with its field, the keyboard toolbar's previous, next and Done (part of
        the keyboard's frame), and the offset coming back when the keyboard hides. Drawings are to scale (1 pt = \(HTMLText.number(SVGDrawing.pixelsPerPoint)) px);
        typed text is drawn on the model's 20-pt lines.\(compareNote(report))</p>

        """
      html += DemoLegend.html + "\n"
      html += "<p class=\"summary\">" + HTMLText.escape(summary(report)) + "</p>\n"
      html += tableOfContents(report) + "\n"
      html += "<main>\n"
      for step in report.steps { html += card(step) + "\n" }
      html += "</main></body></html>\n"
      return html
    }

    /// The anchor of a step's card.
    static func anchor(_ step: DemoStepRecord) -> String { "step-\(step.number)" }

    /// One link per step, marked when an approach left the focused field hidden.
    private static func tableOfContents(_ report: DemoReport) -> String {
      var html = "<nav class=\"toc\" aria-label=\"Steps\"><h2>Steps</h2><ol>"
      for step in report.steps {
        var marks = ""
        if step.component.isFocusVisible == false { marks += " ✗ component" }
        if step.appleGuide?.isFocusVisible == false { marks += " ✗ Apple guide" }
        html +=
          "<li><a href=\"#\(anchor(step))\">"
          + HTMLText.escape("\(step.device.name): \(step.event)") + "</a>"
          + (marks.isEmpty ? "" : "<span class=\"miss\">" + HTMLText.escape(marks) + "</span>")
          + "</li>"
      }
      return html + "</ol></nav>"
    }

    private static func compareNote(_ report: DemoReport) -> String {
      guard report.compares else { return "" }
      return """
         Beside each drawing of the component is the same step with Apple's \
        "Managing the Keyboard" recipe on a plain <code>UIScrollView</code>. It reacts only to \
        did-show and will-hide; on a device, UIKit also scrolls a text field that becomes \
        first responder into view, which the headless model does not do, so its focus-move \
        steps here show the recipe alone.
        """
    }

    private static func summary(_ report: DemoReport) -> String {
      var text = "\(report.steps.count) steps. \(DemoApproach.component.rawValue): "
      text += hiddenText(report.componentHiddenSteps)
      if report.compares {
        text += " \(DemoApproach.appleGuide.rawValue): " + hiddenText(report.appleGuideHiddenSteps)
      }
      return text
    }

    private static func hiddenText(_ steps: [DemoStepRecord]) -> String {
      steps.isEmpty
        ? "the focused field is visible after every step."
        : "focused field hidden after step "
          + steps.map { String($0.number) }.joined(separator: ", ") + "."
    }

    private static func card(_ step: DemoStepRecord) -> String {
      let title = "\(step.number). \(step.device.name): \(step.event)"
      var html =
        "<section class=\"card\" id=\"\(anchor(step))\"><h2>" + HTMLText.escape(title) + "</h2>"
      html += "<div class=\"sides\">"
      html += side(step.component, approach: .component, step: step)
      if let guide = step.appleGuide { html += side(guide, approach: .appleGuide, step: step) }
      html += "</div></section>"
      return html
    }

    private static func side(_ snapshot: StepSnapshot, approach: DemoApproach, step: DemoStepRecord)
      -> String
    {
      let id = "\(step.number)-\(approach == .component ? "c" : "g")"
      let hidden = snapshot.isFocusVisible == false
      var html = "<figure class=\"\(hidden ? "hidden" : "ok")\">"
      html += SVGDrawing.svg(
        snapshot, id: id, title: "\(approach.rawValue), step \(step.number)")
      html += "<figcaption><b>" + HTMLText.escape(approach.rawValue) + "</b>"
      html +=
        "<p class=\"why\">"
        + HTMLText.escape(
          StepCaption.text(event: step.event, snapshot: snapshot, approach: approach))
        + "</p>"
      html += "<p class=\"numbers\">" + HTMLText.escape(numbers(snapshot)) + "</p>"
      html += "</figcaption></figure>"
      return html
    }

    /// The step's figures, as in the table.
    private static func numbers(_ snapshot: StepSnapshot) -> String {
      let focus: String
      if let name = snapshot.focusedName {
        let what = snapshot.focusIsCaret ? "\(name) (caret line)" : name
        focus = snapshot.isFocusVisible == true ? "\(what) ✓ visible" : "\(what) ✗ hidden"
      } else {
        focus = "no focus"
      }
      return "focus \(focus) · keyboard over view \(DemoTable.number(snapshot.keyboardOverlap)) pt"
        + " · contentInset.bottom \(DemoTable.number(snapshot.contentInsetBottom))"
        + " · contentOffset.y \(DemoTable.number(snapshot.contentOffsetY))"
    }

    private static let css = """
      body{font:15px/1.45 -apple-system,system-ui,sans-serif;margin:24px;color:#111;background:#fafafa}
      h1{font-size:24px;margin:0 0 8px}
      .intro{max-width:72em;color:#333}
      .summary{font-weight:600}
      .legend{list-style:none;padding:0;margin:8px 0 12px;display:flex;flex-wrap:wrap;gap:6px 18px;font-size:13px}
      .legend li{display:flex;align-items:center;gap:6px}
      .legend svg{border-radius:3px;border:1px solid #ddd}
      .toc{background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px 14px;margin:0 0 16px}
      .toc h2{font-size:15px;margin:0 0 4px}
      .toc ol{columns:3 18em;margin:0;padding-left:2.2em;font-size:13px}
      .toc .miss{color:#b91c1c;margin-left:4px}
      main{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
      .card{background:#fff;border:1px solid #ddd;border-radius:8px;padding:10px 12px}
      .card h2{font-size:15px;margin:0 0 8px}
      .sides{display:flex;gap:14px;align-items:flex-start}
      figure{margin:0;width:min-content;min-width:240px}
      figcaption{font-size:13px;color:#333;margin-top:6px}
      figcaption p{margin:4px 0 0}
      figcaption .numbers{color:#555;font-size:12px}
      figure.hidden figcaption .why{color:#b91c1c}
      svg{display:block;border-radius:6px}
      svg .screen{fill:#d4d4d8}
      svg .screen-edge{fill:none;stroke:#18181b;stroke-width:6}
      svg .unsafe{fill:#71717a;opacity:.35}
      svg .window{fill:#f4f4f5;stroke:#52525b;stroke-width:3}
      svg .dimming{fill:#000;opacity:.25}
      svg .sheet{fill:#f4f4f5;stroke:#52525b;stroke-width:3}
      svg .ghost{fill:none;stroke:#a1a1aa;stroke-width:2;stroke-dasharray:6 6}
      svg .viewport-fill{fill:#fff}
      svg .viewport{fill:none;stroke:#2563eb;stroke-width:4}
      svg .field{fill:#eef2ff;stroke:#6366f1;stroke-width:2}
      svg .field.focused{fill:#fef9c3}
      svg .button{fill:#2563eb}
      svg .cell{fill:#fff;stroke:#d4d4d8;stroke-width:1}
      svg .error{font-size:\(HTMLText.number(SVGDrawing.labelFontSize))px;fill:#b91c1c;font-weight:600}
      svg .label{font-size:\(HTMLText.number(SVGDrawing.labelFontSize))px;fill:#4338ca}
      svg .typed{font-size:\(HTMLText.number(SVGDrawing.typedTextFontSize))px;font-family:ui-monospace,Menlo,"DejaVu Sans Mono",monospace;fill:#111}
      svg .caret{fill:#2563eb}
      svg .button-label{font-size:\(HTMLText.number(SVGDrawing.labelFontSize))px;fill:#fff;font-weight:600}
      svg .inset-edge{stroke:#2563eb;stroke-width:3;stroke-dasharray:10 6}
      svg .padding{fill:#22c55e;opacity:.2}
      svg .keyboard{fill:#27272a}
      svg .kb-label{font-size:\(HTMLText.number(SVGDrawing.keyboardLabelFontSize))px;fill:#e4e4e7;text-anchor:middle}
      svg .kb-toolbar{fill:#71717a}
      svg .kb-chevron{fill:none;stroke:#fff;stroke-width:4;stroke-linecap:round;stroke-linejoin:round}
      svg .kb-chevron.off{stroke:#a1a1aa}
      svg .kb-done{font-size:\(HTMLText.number(SVGDrawing.labelFontSize))px;fill:#fff;font-weight:600;text-anchor:end}
      svg .focus{fill:none;stroke-width:6}
      svg .focus.visible{stroke:#16a34a}
      svg .focus.hidden{stroke:#dc2626;stroke-dasharray:12 6}
      """
  }
#endif
