import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// The content offsets a scroll view can rest at along one axis.
package enum ScrollableRange {
  /// `-leadingInset ... max(-leadingInset, contentLength + trailingInset - boundsLength)`,
  /// where the insets are the adjusted content insets on that axis.
  package static func offsets(
    contentLength: CGFloat, boundsLength: CGFloat, leadingInset: CGFloat, trailingInset: CGFloat
  ) -> ClosedRange<CGFloat> {
    let lower = -leadingInset
    return lower...max(lower, contentLength + trailingInset - boundsLength)
  }

  /// `offset` moved into `range`.
  package static func clamp(_ offset: CGFloat, to range: ClosedRange<CGFloat>) -> CGFloat {
    min(max(offset, range.lowerBound), range.upperBound)
  }
}
