#if !canImport(UIKit)
  import Foundation

  /// The session as a compact text table, one row per step, at most 80 columns wide.
  public enum DemoTable {
    /// Renders `report`; with a comparison, the Apple guide's columns follow the
    /// component's.
    public static func render(_ report: DemoReport, style: TerminalStyle) -> String {
      var lines: [String] = []
      if report.compares {
        // The names head their number columns; the component's also spans the shared "kb".
        let lead = pad("", 2 + 1 + 8 + 1 + 18 + 1 + 12 + 1)
        lines.append(
          lead + style.bold(pad(DemoApproach.component.rawValue, 4 + 1 + 14)) + " │ "
            + style.bold(DemoApproach.appleGuide.rawValue))
      }
      var header =
        pad("#", 2, right: true) + " " + pad("device", 8) + " " + pad("event", 18) + " "
        + pad("focus", 12) + " " + pad("kb", 4, right: true) + " " + numbersHeader
      if report.compares { header += " │ " + numbersHeader }
      lines.append(style.bold(header))
      var lastDevice = ""
      for step in report.steps {
        let device = step.device.shortName == lastDevice ? "" : step.device.shortName
        lastDevice = step.device.shortName
        var row =
          pad(String(step.number), 2, right: true) + " " + pad(device, 8) + " "
          + pad(step.event, 18) + " " + pad(step.component.focusedName ?? "–", 12) + " "
          + pad(number(step.component.keyboardOverlap), 4, right: true) + " "
          + numbers(step.component, style: style)
        if let guide = step.appleGuide {
          row += " │ " + numbers(guide, style: style)
        } else if report.compares {
          row += " │ " + style.dim("not compared")
        }
        lines.append(row)
      }
      lines.append("")
      lines.append(
        style.dim(
          "kb: keyboard height over the scroll view · inset: contentInset.bottom ·"))
      lines.append(
        style.dim(
          "offset: contentOffset.y (points) · ✓/✗: focused field on screen above the keyboard"))
      lines.append(summary(report, style: style))
      return lines.joined(separator: "\n")
    }

    private static let numbersHeader =
      pad("inset", 5, right: true) + " " + pad("offset", 6, right: true) + " " + "✓"

    private static func numbers(_ snapshot: StepSnapshot, style: TerminalStyle) -> String {
      pad(number(snapshot.contentInsetBottom), 5, right: true) + " "
        + pad(number(snapshot.contentOffsetY), 6, right: true) + " "
        + mark(snapshot.isFocusVisible, style: style)
    }

    private static func mark(_ visible: Bool?, style: TerminalStyle) -> String {
      switch visible {
      case true?: style.green("✓")
      case false?: style.red("✗")
      case nil: style.dim("·")
      }
    }

    private static func summary(_ report: DemoReport, style: TerminalStyle) -> String {
      let focused = report.steps.filter { $0.component.isFocusVisible != nil }.count
      var text =
        "\(DemoApproach.component.rawValue): focused field visible after "
        + "\(focused - report.componentHiddenSteps.count) of \(focused) steps"
      if report.compares {
        let guideFocused = report.steps.filter { $0.appleGuide?.isFocusVisible != nil }.count
        text +=
          "\n\(DemoApproach.appleGuide.rawValue): after "
          + "\(guideFocused - report.appleGuideHiddenSteps.count) of \(guideFocused); hidden "
          + "at steps "
          + report.appleGuideHiddenSteps.map { String($0.number) }.joined(separator: ", ")
      }
      return style.bold(text)
    }

    /// A number with no decimals when whole, else one.
    static func number(_ value: CGFloat) -> String {
      let rounded = (value * 10).rounded() / 10
      if rounded == rounded.rounded() { return String(Int(rounded)) }
      return String(format: "%.1f", Double(rounded))
    }

    /// `text` cut or padded to `width` characters; cut text ends with an ellipsis.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
      let cut = text.count > width ? String(text.prefix(width - 1)) + "…" : text
      let fill = String(repeating: " ", count: max(0, width - cut.count))
      return right ? fill + cut : cut + fill
    }
  }
#endif
