#if !canImport(UIKit)
  import Foundation

  /// One step drawn to scale as inline SVG: the screen, the window, the scroll view's
  /// viewport over its content in its scrolled position, every field, the keyboard, the
  /// focused field and its padding band.
  ///
  /// All drawings share one scale, ``pixelsPerPoint``, so an iPad screen is drawn larger
  /// than an iPhone's exactly as it is; the `viewBox` is in points.
  enum SVGDrawing {
    /// Pixels per point on the page.
    static let pixelsPerPoint: CGFloat = 0.4

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
      for item in snapshot.items { parts.append(field(item)) }
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
        parts.append(rect(keyboard, "keyboard"))
        parts.append(
          text(
            "keyboard", at: CGPoint(x: keyboard.midX, y: keyboard.minY + 30), cls: "kb-label"))
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

    private static func field(_ item: StepSnapshot.Item) -> String {
      let isButton = item.name == "submitButton"
      let cls = isButton ? "button" : (item.isFocused ? "field focused" : "field")
      let label = isButton ? "Submit" : item.name
      return rect(item.frame, cls)
        + text(
          label, at: CGPoint(x: item.frame.minX + 8, y: item.frame.minY + 24),
          cls: isButton ? "button-label" : "label")
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
