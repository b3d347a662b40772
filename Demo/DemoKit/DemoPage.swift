#if !canImport(UIKit)
  import Foundation

  /// The session as one self-contained HTML page: inline CSS and SVG, no scripts, nothing
  /// fetched from the network.
  ///
  /// First the picture that says what the component does (one tap, a plain scroll view
  /// beside the component), then how to read a drawing, an index of the acts, and the acts,
  /// each a collapsible section of step cards with one drawing per approach and a caption
  /// under each.
  public enum DemoPage {
    /// Renders `report` as a complete HTML document.
    public static func render(_ report: DemoReport) -> String {
      var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>AvoidingScrollView demo</title>
        <style>\(css)</style></head><body>
        <header>
        <h1>AvoidingScrollView keeps the field being edited above the keyboard</h1>

        """
      if let hero = report.hero { html += heroSection(hero) }
      html += "</header>\n"
      html += about(report) + "\n"
      html += "<h2 id=\"legend\">How to read a drawing</h2>\n" + DemoLegend.html + "\n"
      html += index(report) + "\n"
      html += "<main>\n"
      for act in report.acts { html += actSection(act, in: report) + "\n" }
      html += "</main></body></html>\n"
      return html
    }

    /// The anchor of a step's card.
    static func anchor(_ step: DemoStepRecord) -> String { "step-\(step.number)" }

    /// The anchor of an act's section.
    static func anchor(_ act: DemoActRecord) -> String { "act-\(act.number)" }

    /// The heading of an act: "Act 2 · The home indicator, …".
    static func heading(_ act: DemoActRecord) -> String { "Act \(act.number) · \(act.title)" }

    /// The title of a step's card, which names its act: "9 · Act 2 · iPhone 15 portrait
    /// (393 × 852): tap, keyboard up".
    static func title(_ step: DemoStepRecord) -> String {
      "\(step.number) · Act \(step.act) · \(step.device.name): \(step.event)"
    }

    // MARK: The first picture

    /// The tap, then the keyboard with a plain scroll view and with the component, side by
    /// side at the page's scale, each with its caption and figures.
    private static func heroSection(_ hero: DemoHero) -> String {
      let field = HTMLText.escape(hero.fieldName)
      var html =
        "<p class=\"lede\">On an \(HTMLText.escape(hero.device.name)), the user taps "
        + "<b>\(field)</b>, low in a sign-up form, and the keyboard comes up. Drawn to scale "
        + "(1 pt = \(HTMLText.number(SVGDrawing.pixelsPerPoint)) px) from the headless UIKit "
        + "model the package is tested on.</p>\n<div class=\"hero\">"
      let panels:
        [(heading: String, snapshot: StepSnapshot, approach: DemoApproach, event: String)] = [
          ("1 · Tap on \(hero.fieldName)", hero.before, .component, DemoScript.heroTap),
          ("2 · Without: UIScrollView", hero.without, .plainScrollView, "keyboard up"),
          ("3 · With: AvoidingScrollView", hero.with, .component, "keyboard up"),
        ]
      for (number, panel) in panels.enumerated() {
        html += figure(
          panel.snapshot, id: "hero-\(number + 1)",
          drawingTitle: "\(panel.approach.rawValue), first picture \(number + 1)",
          heading: panel.heading,
          caption: StepCaption.text(
            event: panel.event, snapshot: panel.snapshot, approach: panel.approach),
          headingAbove: true)
      }
      return html + beforeAndAfter(hero) + "</div>\n"
    }

    /// The first picture's figures side by side: the plain scroll view, then the component.
    private static func beforeAndAfter(_ hero: DemoHero) -> String {
      let rows: [(String, (StepSnapshot) -> String)] = [
        ("keyboard over view", { "\(DemoTable.number($0.keyboardOverlap)) pt" }),
        ("contentInset.bottom", { DemoTable.number($0.contentInsetBottom) }),
        ("contentOffset.y", { DemoTable.number($0.contentOffsetY) }),
        (
          hero.fieldName,
          { $0.isFocusVisible == true ? "✓ visible" : "✗ hidden" }
        ),
      ]
      var html =
        "<table class=\"delta\"><caption>Keyboard up</caption><thead><tr>"
        + "<th></th><th>without</th><th>with</th></tr></thead><tbody>"
      for (name, value) in rows {
        html +=
          "<tr><th>" + HTMLText.escape(name) + "</th><td>" + HTMLText.escape(value(hero.without))
          + "</td><td>" + HTMLText.escape(value(hero.with)) + "</td></tr>"
      }
      return html + "</tbody></table>"
    }

    // MARK: Introduction and index

    private static func about(_ report: DemoReport) -> String {
      "<section class=\"about\"><h2>The session</h2><p>Every card below is one step of a "
        + "scripted session played on the headless UIKit model: \(report.acts.count) acts, each "
        + "on a fresh scene with the keyboard down, from a small iPhone to an iPad in a Stage "
        + "Manager window, a form sheet, a settings form in an <code>AvoidingTableView</code> "
        + "(fields in cells), moving through the sign-up form with the Return key and the "
        + "keyboard toolbar, and dragging the keyboard down. Open an act to see its steps. "
        + "Keyboard notifications are posted as "
        + "iOS posts them, and UIKit's own scroll to a field that becomes first responder is "
        + "part of the model. Typed text is drawn on the model's text grid (20-pt lines, "
        + "\(HTMLText.number(SVGDrawing.characterAdvance)) pt per character)."
        + compareNote(report) + "</p><p class=\"summary\">" + HTMLText.escape(summary(report))
        + "</p></section>"
    }

    private static func compareNote(_ report: DemoReport) -> String {
      guard report.compares else { return "" }
      var note =
        " Beside each drawing of the component is the same step with Apple's "
        + "\"Managing the Keyboard\" recipe on a plain <code>UIScrollView</code>. The recipe "
        + "reacts only to did-show and will-hide; when the focus moves, UIKit's own scroll on "
        + "focus still shows the new field within the recipe's inset"
      if let moved = firstGuideFocusScroll(report), let before = moved.before {
        note +=
          " (step \(moved.step.number): contentOffset.y "
          + "\(DemoTable.number(before.contentOffsetY)) → "
          + "\(DemoTable.number(moved.after.contentOffsetY)))"
      }
      return note + "." + aloneNote(report)
    }

    /// The acts the recipe does not play (it has nothing of what they show), named from the
    /// report so that the sentence follows the script.
    private static func aloneNote(_ report: DemoReport) -> String {
      let alone = report.acts.filter { $0.initialAppleGuide == nil }.map { String($0.number) }
      guard let last = alone.last else { return "" }
      let names =
        alone.count == 1
        ? "Act \(last) plays" : "Acts \(alone.dropLast().joined(separator: ", ")) and \(last) play"
      return " \(names) the component alone: the recipe has nothing of what "
        + (alone.count == 1 ? "it shows" : "they show") + " (the Return key, companions, the "
        + "toolbar, the restored offset, a drag of the keyboard)."
    }

    /// The first focus move after which UIKit's own scroll moved the recipe's scroll view.
    private static func firstGuideFocusScroll(_ report: DemoReport) -> (
      step: DemoStepRecord, before: StepSnapshot?, after: StepSnapshot
    )? {
      for step in report.steps where step.event.hasPrefix("focus moves") {
        guard let after = step.appleGuide,
          let before = report.snapshot(before: step, .appleGuide),
          before.contentOffsetY != after.contentOffsetY
        else { continue }
        return (step, before, after)
      }
      return nil
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

    /// One row per act: its title, device and steps, each step a link to its card, marked
    /// ✗ where an approach left the focused field hidden.
    private static func index(_ report: DemoReport) -> String {
      var html = "<nav class=\"index\" aria-label=\"Acts\"><h2>Acts</h2><ol>"
      for act in report.acts {
        let steps = report.steps.filter { act.stepNumbers.contains($0.number) }
        html +=
          "<li><a class=\"act-link\" href=\"#\(anchor(act))\">"
          + HTMLText.escape(heading(act)) + "</a> <span class=\"where\">"
          + HTMLText.escape(
            "\(act.device.name), steps \(act.stepNumbers.lowerBound)–\(act.stepNumbers.upperBound)")
          + "</span><span class=\"steps\">"
        for step in steps {
          let missed =
            step.component.isFocusVisible == false || step.appleGuide?.isFocusVisible == false
          html +=
            "<a href=\"#\(anchor(step))\" title=\"" + HTMLText.escape(step.event) + "\""
            + (missed ? " class=\"miss\"" : "") + ">\(step.number)" + (missed ? " ✗" : "") + "</a>"
        }
        html += "</span>" + misses(steps) + "</li>"
      }
      return html + "</ol></nav>"
    }

    private static func misses(_ steps: [DemoStepRecord]) -> String {
      var parts: [String] = []
      for approach in [DemoApproach.component, .appleGuide] {
        let hidden = steps.filter { $0.snapshot(approach)?.isFocusVisible == false }
        guard !hidden.isEmpty else { continue }
        parts.append(
          "✗ \(approach.rawValue) hides the field after "
            + hidden.map { String($0.number) }.joined(separator: ", "))
      }
      return parts.isEmpty
        ? "" : "<span class=\"miss\">" + HTMLText.escape(parts.joined(separator: "; ")) + "</span>"
    }

    // MARK: Acts and steps

    /// An act: a collapsible section, closed at first, whose summary is its heading.
    private static func actSection(_ act: DemoActRecord, in report: DemoReport) -> String {
      let rest = act.initialComponent
      var html =
        "<details class=\"act\" id=\"\(anchor(act))\"><summary><h2>"
        + HTMLText.escape(heading(act)) + "</h2><span class=\"where\">"
        + HTMLText.escape(
          "\(act.device.name) · steps \(act.stepNumbers.lowerBound)–\(act.stepNumbers.upperBound)"
            + " · at rest: contentInset.bottom \(DemoTable.number(rest.contentInsetBottom)), "
            + "contentOffset.y \(DemoTable.number(rest.contentOffsetY))")
        + "</span></summary><div class=\"cards\">"
      for step in report.steps where act.stepNumbers.contains(step.number) {
        html += card(step, in: report)
      }
      return html + "</div><p class=\"top\"><a href=\"#\(anchor(act))\">Act \(act.number)</a> · "
        + "<a href=\"#legend\">How to read a drawing</a></p></details>"
    }

    private static func card(_ step: DemoStepRecord, in report: DemoReport) -> String {
      var html =
        "<section class=\"card\" id=\"\(anchor(step))\"><h3>" + HTMLText.escape(title(step))
        + "</h3><div class=\"sides\">"
      for approach in [DemoApproach.component, .appleGuide] {
        guard let snapshot = step.snapshot(approach) else { continue }
        html += figure(
          snapshot, id: "\(step.number)-\(approach == .component ? "c" : "g")",
          drawingTitle: StandaloneFigures.title(approach, step: step.number),
          heading: approach.rawValue,
          caption: StepCaption.text(
            event: step.event, snapshot: snapshot,
            before: report.snapshot(before: step, approach), approach: approach))
      }
      return html + "</div></section>"
    }

    /// One drawing with its heading, its caption and its figures.
    private static func figure(
      _ snapshot: StepSnapshot, id: String, drawingTitle: String, heading: String,
      caption: String, headingAbove: Bool = false
    ) -> String {
      let hidden = snapshot.isFocusVisible == false
      let title = "<b>" + HTMLText.escape(heading) + "</b>"
      return "<figure class=\"\(hidden ? "hidden" : "ok")\">"
        + (headingAbove ? "<div class=\"above\">" + title + "</div>" : "")
        + SVGDrawing.svg(snapshot, id: id, title: drawingTitle)
        + "<figcaption>" + (headingAbove ? "" : title) + "<p class=\"why\">"
        + HTMLText.escape(caption) + "</p><p class=\"numbers\">"
        + HTMLText.escape(numbers(snapshot)) + "</p></figcaption></figure>"
    }

    /// The step's figures, as in the table.
    static func numbers(_ snapshot: StepSnapshot) -> String {
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

    // MARK: Style

    /// Every size of text on the page is at least 12 px at 100 % zoom: HTML text by the
    /// rules below, SVG text by its font size in points times ``SVGDrawing/pixelsPerPoint``.
    private static let css = """
      body{font:15px/1.45 -apple-system,system-ui,sans-serif;margin:20px;color:#111;background:#fafafa}
      h1{font-size:26px;margin:0 0 6px}
      h2{font-size:18px;margin:18px 0 6px}
      .lede{max-width:64em;color:#333;margin:0 0 12px}
      .hero{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
      .hero figure b{font-size:16px}
      .hero .above{margin:0 0 6px}
      .delta{border-collapse:collapse;font-size:13px;background:#fff;border:1px solid #ddd;margin-top:30px}
      .delta caption{font-weight:600;text-align:left;padding:0 0 4px}
      .delta th,.delta td{padding:3px 6px;border-top:1px solid #eee;text-align:left}
      .delta td{font-variant-numeric:tabular-nums}
      .about p{max-width:72em;color:#333;margin:4px 0}
      .summary{font-weight:600}
      .legend{list-style:none;padding:0;margin:8px 0 12px;display:flex;flex-wrap:wrap;gap:6px 18px;font-size:14px}
      .legend li{display:flex;align-items:center;gap:6px}
      .legend svg{border-radius:3px;border:1px solid #ddd}
      .index{background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px 14px;margin:12px 0 16px}
      .index h2{margin:4px 0}
      .index ol{list-style:none;margin:0;padding:0}
      .index li{margin:6px 0}
      .index .act-link{font-weight:600}
      .index .where,.act .where{color:#555;margin-left:6px;font-size:14px}
      .index .steps{display:block;margin:2px 0 0 0;font-size:14px}
      .index .steps a{display:inline-block;min-width:2.2em;margin-right:4px}
      .miss{color:#b91c1c;margin-left:4px;font-size:14px}
      a.miss{margin-left:0}
      .act{background:#f4f4f5;border:1px solid #d4d4d8;border-radius:8px;margin:0 0 12px;padding:0 12px}
      .act summary{cursor:pointer;padding:10px 0}
      .act summary h2{display:inline;margin:0}
      .act .top{font-size:14px}
      .cards{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
      .card{background:#fff;border:1px solid #ddd;border-radius:8px;padding:10px 12px}
      .card h3{font-size:16px;margin:0 0 8px}
      .sides{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
      figure{margin:0;width:min-content;min-width:240px}
      figcaption{font-size:14px;color:#333;margin-top:6px}
      figcaption p{margin:4px 0 0}
      figcaption .numbers{color:#555;font-size:13px}
      figure.hidden figcaption .why{color:#b91c1c}
      code{font-size:14px}
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
