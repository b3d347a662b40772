#if !canImport(UIKit)
  /// A plain-text table: a header row, a rule, and rows, columns padded to their widest
  /// cell (the first left-aligned, the rest right-aligned).
  struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    /// The table as lines of text.
    func render() -> String {
      let all = [header] + rows
      let widths = header.indices.map { column in
        all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
      }
      func line(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
          let pad = String(repeating: " ", count: max(0, widths[index] - cell.count))
          return index == 0 ? cell + pad : pad + cell
        }.joined(separator: "  ")
      }
      let rule = String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
      return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
  }
#endif
