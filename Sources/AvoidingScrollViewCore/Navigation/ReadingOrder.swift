import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// The order in which a form's fields are read, for moving to the next or previous field.
///
/// Pure geometry, so it is tested without views; the shell gathers the frames.
package enum ReadingOrder {
  /// The indices of `frames` in reading order: rows from top to bottom, then within a row
  /// from the leading edge to the trailing edge.
  ///
  /// A row is a run of frames whose vertical extents overlap, not frames with an equal
  /// `minY` [choice]: a field and its taller neighbour, or a label-aligned pair off by a
  /// point, read as one row. Frames are taken by their top edge; a frame joins the current
  /// row when it starts above the row's bottom (the union of the row's extents so far), so
  /// a tall text view beside a column of fields gathers them into its row. Touching edges
  /// (one ends where the next starts) do not overlap.
  ///
  /// Within a row the leading edge comes first: the smallest `minX` left to right, the
  /// largest `maxX` right to left (the row is mirrored). Equal leading edges go by `minY`,
  /// then by index, so the order is total and stable.
  ///
  /// Frames that are not finite, not within the coordinate limit or negative in size are
  /// left out: no order can place them [choice].
  package static func order(_ frames: [CGRect], rightToLeft: Bool) -> [Int] {
    let valid = frames.indices.filter { frames[$0].isSaneFrame }
    let byTop = valid.sorted { a, b in
      let (fa, fb) = (frames[a], frames[b])
      if fa.minY != fb.minY { return fa.minY < fb.minY }
      if fa.minX != fb.minX { return fa.minX < fb.minX }
      return a < b
    }
    var rows: [[Int]] = []
    var rowBottom = -CGFloat.infinity
    for index in byTop {
      let frame = frames[index]
      if !rows.isEmpty, frame.minY < rowBottom {
        rows[rows.count - 1].append(index)
        rowBottom = max(rowBottom, frame.maxY)
      } else {
        rows.append([index])
        rowBottom = frame.maxY
      }
    }
    return rows.flatMap { row in
      row.sorted { a, b in
        let (fa, fb) = (frames[a], frames[b])
        let (leadA, leadB) = rightToLeft ? (-fa.maxX, -fb.maxX) : (fa.minX, fb.minX)
        if leadA != leadB { return leadA < leadB }
        if fa.minY != fb.minY { return fa.minY < fb.minY }
        return a < b
      }
    }
  }

  /// The positions to try, in turn, when moving from `current` through a list of
  /// `eligible.count` fields already in reading order: the eligible ones after it
  /// (`forward`) or before it, nearest first.
  ///
  /// With no current position, forward starts at the first field and backward at the last.
  /// The walk stops at either end of the form; it does not wrap around [choice: a form's
  /// last field ends editing rather than jumping back to the top].
  package static func candidates(from current: Int?, eligible: [Bool], forward: Bool) -> [Int] {
    let count = eligible.count
    // Positions outside the list are clamped, so no input can index out of range.
    let range: [Int]
    switch (current, forward) {
    case (nil, true): range = Array(0..<count)
    case (nil, false): range = Array((0..<count).reversed())
    case (let index?, true): range = Array(min(max(index + 1, 0), count)..<count)
    case (let index?, false): range = Array((0..<min(max(index, 0), count)).reversed())
    }
    return range.filter { eligible[$0] }
  }
}
