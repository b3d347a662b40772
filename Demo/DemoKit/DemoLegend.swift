#if !canImport(UIKit)
  import Foundation

  /// The page's legend: one small swatch per kind of mark in the drawings, drawn with the
  /// same CSS classes as the drawings themselves, so the two cannot disagree.
  enum DemoLegend {
    /// One entry: the SVG shapes of its swatch (in an 80 × 48 pt box, drawn at the drawings'
    /// scale, 60 × 36 px) and what it means.
    private struct Entry {
      var swatch: String
      var meaning: String
    }

    private static let entries: [Entry] = [
      Entry(
        swatch: #"<rect class="screen" x="0" y="0" width="80" height="48"/>"#
          + #"<rect class="unsafe" x="0" y="0" width="80" height="16"/>"#,
        meaning: "screen; grey bands: unsafe margins (status bar, home indicator)"),
      Entry(
        swatch: #"<rect class="viewport-fill" x="4" y="4" width="72" height="40"/>"#
          + #"<rect class="viewport" x="4" y="4" width="72" height="40"/>"#,
        meaning: "the scroll view's viewport"),
      Entry(
        swatch: #"<rect class="field" x="4" y="8" width="72" height="32"/>"#,
        meaning: "a field (its name, or its text once typed)"),
      Entry(
        swatch: #"<rect class="ghost" x="4" y="8" width="72" height="32"/>"#,
        meaning: "a field scrolled out of the viewport"),
      Entry(
        swatch: #"<rect class="cell" x="0" y="4" width="80" height="40"/>"#
          + #"<rect class="field" x="8" y="10" width="64" height="28"/>"#,
        meaning: "a table cell holding a field (the table's cells on screen)"),
      Entry(
        swatch: #"<rect class="field" x="4" y="0" width="72" height="22"/>"#
          + #"<text class="error" x="6" y="42">Error</text>"#,
        meaning: "an error label shown under its field, revealed with it (a companion)"),
      Entry(
        swatch: #"<rect class="padding" x="0" y="0" width="80" height="48"/>"#
          + #"<rect class="field focused" x="4" y="10" width="72" height="28"/>"#
          + #"<rect class="focus visible" x="4" y="10" width="72" height="28"/>"#
          + #"<rect class="caret" x="14" y="14" width="4" height="20"/>"#,
        meaning: "focused field, visible, with its caret and its padding band (pale green)"),
      Entry(
        swatch: #"<rect class="keyboard" x="0" y="0" width="80" height="48"/>"#
          + #"<rect class="focus hidden" x="8" y="10" width="64" height="28"/>"#,
        meaning: "focused field hidden (red, drawn over what covers it)"),
      Entry(
        swatch: #"<rect class="keyboard" x="0" y="0" width="80" height="48"/>"#,
        meaning: "the keyboard's part on the screen"),
      Entry(
        swatch: SVGDrawing.keyboardToolbar(
          StepSnapshot.Toolbar(
            frame: CGRect(x: 0, y: 2, width: 80, height: 44), isPreviousEnabled: false,
            isNextEnabled: true), showsDone: false),
        meaning:
          "the keyboard's toolbar (showsKeyboardToolbar), its top 44 pt: previous and next "
          + "chevrons (grey when disabled), Done at the right"),
      Entry(
        swatch: #"<line class="inset-edge" x1="0" y1="24" x2="80" y2="24"/>"#,
        meaning: "bottom of the visible area (adjustedContentInset.bottom above the view's end)"),
    ]

    /// The legend as an HTML list.
    static var html: String {
      var html = "<ul class=\"legend\" aria-label=\"Legend\">"
      for entry in entries {
        let width = HTMLText.number(80 * SVGDrawing.pixelsPerPoint)
        let height = HTMLText.number(48 * SVGDrawing.pixelsPerPoint)
        html +=
          "<li><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
          + "viewBox=\"0 0 80 48\" aria-hidden=\"true\">\(entry.swatch)</svg>"
          + HTMLText.escape(entry.meaning) + "</li>"
      }
      return html + "</ul>"
    }
  }
#endif
