import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// The four edge values of an inset (a `UIEdgeInsets` without UIKit), in points.
package struct Edges: Equatable, Sendable {
  package var top: CGFloat
  package var left: CGFloat
  package var bottom: CGFloat
  package var right: CGFloat

  package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All four edges 0.
  package static let zero = Edges(top: 0, left: 0, bottom: 0, right: 0)

  /// These edges with `amount` added to the bottom.
  package func addingBottom(_ amount: CGFloat) -> Edges {
    var result = self
    result.bottom += amount
    return result
  }

  /// Edge by edge, `self + other`.
  package static func + (a: Edges, b: Edges) -> Edges {
    Edges(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }

  /// Edge by edge, `self − other`.
  package static func - (a: Edges, b: Edges) -> Edges {
    Edges(
      top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom,
      right: a.right - b.right)
  }
}
