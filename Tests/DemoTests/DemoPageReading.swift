#if !canImport(UIKit)
  /// The card of step `number` in a rendered page, from its anchor to its end.
  func card(_ number: Int, in page: String) -> String {
    guard let start = page.range(of: "id=\"step-\(number)\""),
      let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
    else { return "" }
    return String(page[start.lowerBound..<end.upperBound])
  }
#endif
