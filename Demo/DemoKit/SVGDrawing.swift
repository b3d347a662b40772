#if !canImport(UIKit)
  import Foundation
  import SignUpForm

  /// One step drawn to scale as inline SVG: the screen, the window, the scroll view's
  /// viewport over its content in its scrolled position, every field with its name or its
  /// text, the focused field's caret, the keyboard, the focused field and its padding band.
  ///
  /// All drawings share one scale, ``pixelsPerPoint``, so an iPad screen is drawn larger
  /// than an iPhone's exactly as it is; the `viewBox` is in points.
  enum SVGDrawing {
    /// Pixels per point on the page. Large enough for typed text to be 12 px on the model's
    /// 20-pt lines: a 16-pt font fills 80 % of a line, and 16 × 0.75 = 12 px.
    static let pixelsPerPoint: CGFloat = 0.75
    /// The font size of field labels, in points: 16 pt × 0.75 = 12 px on the page at 100 %.
    static let labelFontSize: CGFloat = 16
    /// The font size of the keyboard's label, in points (15 px).
    static let keyboardLabelFontSize: CGFloat = 20
    /// The font size of typed text, in points (12 px).
    static let typedTextFontSize: CGFloat = 16
    /// The model's text grid: each UTF-16 unit advances 8 pt (HeadlessUIKit's TextLineModel),
    /// so typed text is drawn exactly that wide (`textLength`), its glyphs narrowed from a
    /// monospaced font's 0.6 em (9.6 pt at 16 pt), and the caret falls after its last character.
    static let characterAdvance: CGFloat = 8

    /// The SVG for `snapshot`; `id` makes its clip path unique in the page.
    static func svg(_ snapshot: StepSnapshot, id: String, title: String) -> String {
      let screen = snapshot.screen
      var parts: [String] = []
      let width = HTMLText.number(screen.width * pixelsPerPoint)
      let height = HTMLText.number(screen.height * pixelsPerPoint)
      parts.append(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(width)\" "
          + "height=\"\(height)\" viewBox=\"0 0 \(HTMLText.number(screen.width)) "
          + "\(HTMLText.number(screen.height))\"><title>\(HTMLText.escape(title))</title>")
      parts.append(
        "<defs><clipPath id=\"vp-\(id)\">\(rect(snapshot.scrollView))</clipPath>"
          + "<clipPath id=\"sc-\(id)\">\(rect(screen))</clipPath></defs>")
      parts.append(rect(screen, "screen"))
      parts.append(rect(snapshot.window, "window"))
      if let sheet = snapshot.sheet {
        parts.append(rect(snapshot.window, "dimming"))
        parts.append(rect(sheet, "sheet"))
      }
      // Content outside the viewport, faint: where the rest of the form is.
      parts.append("<g clip-path=\"url(#sc-\(id))\">")
      for item in snapshot.items { parts.append(rect(item.frame, "ghost")) }
      parts.append("</g>")
      parts.append("<g clip-path=\"url(#vp-\(id))\">")
      parts.append(rect(snapshot.scrollView, "viewport-fill"))
      // A table form's cells, under their fields (none for the other forms).
      for cell in snapshot.cells { parts.append(rect(cell, "cell")) }
      for item in snapshot.items { parts.append(field(item)) }
      if let caret = snapshot.caret { parts.append(rect(caret, "caret")) }
      parts.append("</g>")
      parts.append(rect(snapshot.scrollView, "viewport"))
      parts.append(insetEdge(snapshot))
      if let focus = snapshot.focusRect {
        if snapshot.padding > 0 {
          parts.append(
            rect(focus.insetBy(dx: 0, dy: -snapshot.padding), "padding", clip: "vp-\(id)"))
        }
      }
      if let keyboard = snapshot.keyboard {
        // Opaque, as the real one is: what lies under it is not seen, labels included.
        parts.append(rect(keyboard, "keyboard"))
        // The home-indicator band is drawn over the keyboard's bottom: keep the label above.
        let bottomBand = keyboard.maxY >= screen.maxY ? snapshot.safeArea.bottom : 0
        var keys = keyboard
        if let toolbar = snapshot.keyboardToolbar {
          // The toolbar is the keyboard's top: the label goes on the keys below it.
          parts.append(keyboardToolbar(toolbar))
          keys = CGRect(
            x: keyboard.minX, y: toolbar.frame.maxY, width: keyboard.width,
            height: max(0, keyboard.maxY - toolbar.frame.maxY))
        }
        parts.append(
          keyboardLabel(keys, above: bottomBand, avoiding: snapshot.focusRect))
      }
      // The status bar, sensor housing and home indicator lie over everything.
      parts.append(unsafeMargins(snapshot))
      parts.append(rect(screen, "screen-edge"))
      if let focus = snapshot.focusRect {
        // Drawn over the keyboard, so a hidden field still shows where it is.
        let cls = snapshot.isFocusVisible == true ? "focus visible" : "focus hidden"
        parts.append(rect(focus, cls))
      }
      parts.append("</svg>")
      return parts.joined()
    }

    /// A field: its frame, then its text line by line, or its name as a placeholder when it
    /// holds no text (a text field's text on its one line, centred).
    private static func field(_ item: StepSnapshot.Item) -> String {
      if item.name == SignUpForm.postcodeErrorName {
        // The error label: its message in red, no box.
        return text(
          SignUpForm.postcodeErrorMessage,
          at: CGPoint(x: item.frame.minX + 4, y: item.frame.maxY - 2), cls: "error")
      }
      let isButton = item.name == "submitButton"
      let cls = isButton ? "button" : (item.isFocused ? "field focused" : "field")
      let labelX = item.frame.minX + 12
      if isButton {
        return rect(item.frame, cls)
          + text("Submit", at: CGPoint(x: labelX, y: baseline(of: item.frame)), cls: "button-label")
      }
      let lines = item.text.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.contains(where: { !$0.isEmpty }) else {
        return rect(item.frame, cls)
          + text(item.name, at: CGPoint(x: labelX, y: baseline(of: item.frame)), cls: "label")
      }
      var drawn = rect(item.frame, cls)
      if let first = item.firstLine {
        // A text view: its lines on the model's line grid, from the first line's rect.
        for (index, line) in lines.enumerated() where !line.isEmpty {
          let top = first.minY + CGFloat(index) * first.height
          drawn += typed(String(line), at: CGPoint(x: first.minX, y: top + first.height * 0.75))
        }
      } else {
        // On the same grid as the caret the snapshot gives a text field: from x + 8.
        drawn += typed(
          item.text,
          at: CGPoint(x: item.frame.minX + 8, y: item.frame.midY + typedTextFontSize * 0.35))
      }
      return drawn
    }

    /// The baseline that centres a label in `frame`, or puts it near the top of a tall one.
    private static func baseline(of frame: CGRect) -> CGFloat {
      min(frame.minY + 24, frame.midY + labelFontSize * 0.35)
    }

    /// How much typed text is narrowed: a monospaced font advances 0.6 em, 9.6 pt at 16 pt,
    /// and the model's grid 8 pt.
    static let typedTextNarrowing: CGFloat = characterAdvance / (0.6 * typedTextFontSize)

    /// Typed text at `point` (its baseline's start), `characterAdvance` per UTF-16 unit wide,
    /// as the model lays it out. A horizontal scale narrows a 0.6-em monospaced font to the
    /// grid (every SVG renderer applies it; librsvg ignores `textLength`), and `textLength`
    /// makes it exact in browsers whatever the font's own advance.
    private static func typed(_ string: String, at point: CGPoint) -> String {
      let narrowing = typedTextNarrowing
      let width = CGFloat(string.utf16.count) * characterAdvance
      // Six decimals: the scale multiplies coordinates of hundreds of points.
      let scale = String(format: "%.6f", Double(narrowing))
      return "<text class=\"typed\" transform=\"scale(\(scale),1)\" "
        + "x=\"\(HTMLText.number(point.x / narrowing))\" y=\"\(HTMLText.number(point.y))\" "
        + "textLength=\"\(HTMLText.number(width / narrowing))\" lengthAdjust=\"spacingAndGlyphs\">"
        + HTMLText.escape(string) + "</text>"
    }

    /// The keyboard's toolbar, simply: a lighter band with the previous (up) and next (down)
    /// chevrons on the leading side, grey when disabled, and "Done" on the trailing side.
    /// The legend's swatch, 80 pt wide, leaves out Done (`showsDone`).
    static func keyboardToolbar(_ toolbar: StepSnapshot.Toolbar, showsDone: Bool = true)
      -> String
    {
      let frame = toolbar.frame
      let midY = frame.midY
      let chevron = { (x: CGFloat, up: Bool, enabled: Bool) -> String in
        // A 20 × 10 pt chevron, its point up or down.
        let tip = up ? midY - 5 : midY + 5
        let ends = up ? midY + 5 : midY - 5
        let points = [
          "\(HTMLText.number(x - 10)),\(HTMLText.number(ends))",
          "\(HTMLText.number(x)),\(HTMLText.number(tip))",
          "\(HTMLText.number(x + 10)),\(HTMLText.number(ends))",
        ].joined(separator: " ")
        return "<polyline class=\"kb-chevron\(enabled ? "" : " off")\" points=\"\(points)\"/>"
      }
      return rect(frame, "kb-toolbar")
        + chevron(frame.minX + 28, true, toolbar.isPreviousEnabled)
        + chevron(frame.minX + 68, false, toolbar.isNextEnabled)
        + (showsDone
          ? text(
            "Done", at: CGPoint(x: frame.maxX - 16, y: midY + labelFontSize * 0.35),
            cls: "kb-done") : "")
    }

    /// "keyboard" centred in the keyboard, near its top, or near its bottom (above the
    /// home-indicator band) when the top would lie over the focused field's outline, which
    /// is drawn over the keyboard when the field is hidden.
    private static func keyboardLabel(
      _ keyboard: CGRect, above bottomBand: CGFloat, avoiding focus: CGRect?
    ) -> String {
      let size = keyboardLabelFontSize
      let top = keyboard.minY + min(keyboard.height / 2 + size * 0.35, size * 1.5)
      let bottom = keyboard.maxY - bottomBand - size * 0.6
      let labelBox = { (baseline: CGFloat) in
        CGRect(x: keyboard.midX - 70, y: baseline - size, width: 140, height: size * 1.3)
      }
      var baseline = top
      if let focus, labelBox(top).intersects(focus), !labelBox(bottom).intersects(focus) {
        baseline = bottom
      }
      return text("keyboard", at: CGPoint(x: keyboard.midX, y: baseline), cls: "kb-label")
    }

    private static func unsafeMargins(_ snapshot: StepSnapshot) -> String {
      let screen = snapshot.screen
      let margins = snapshot.safeArea
      return [
        CGRect(x: 0, y: 0, width: screen.width, height: margins.top),
        CGRect(x: 0, y: screen.maxY - margins.bottom, width: screen.width, height: margins.bottom),
        CGRect(x: 0, y: 0, width: margins.left, height: screen.height),
        CGRect(x: screen.maxX - margins.right, y: 0, width: margins.right, height: screen.height),
      ].filter { $0.width > 0 && $0.height > 0 }.map { rect($0, "unsafe") }.joined()
    }

    private static func insetEdge(_ snapshot: StepSnapshot) -> String {
      let frame = snapshot.scrollView
      let y = HTMLText.number(snapshot.insetEdgeY)
      return "<line class=\"inset-edge\" x1=\"\(HTMLText.number(frame.minX))\" y1=\"\(y)\" "
        + "x2=\"\(HTMLText.number(frame.maxX))\" y2=\"\(y)\"/>"
    }

    private static func rect(_ frame: CGRect, _ cls: String = "", clip: String? = nil) -> String {
      let clipAttribute = clip.map { " clip-path=\"url(#\($0))\"" } ?? ""
      let classAttribute = cls.isEmpty ? "" : " class=\"\(cls)\""
      return "<rect\(classAttribute)\(clipAttribute) x=\"\(HTMLText.number(frame.minX))\" "
        + "y=\"\(HTMLText.number(frame.minY))\" width=\"\(HTMLText.number(frame.width))\" "
        + "height=\"\(HTMLText.number(frame.height))\"/>"
    }

    private static func text(_ string: String, at point: CGPoint, cls: String) -> String {
      "<text class=\"\(cls)\" x=\"\(HTMLText.number(point.x))\" y=\"\(HTMLText.number(point.y))\">"
        + HTMLText.escape(string) + "</text>"
    }
  }
#endif
