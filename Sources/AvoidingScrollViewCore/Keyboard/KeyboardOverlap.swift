import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// How much of a scroll view a docked keyboard covers, and what that adds to its inset.
package enum KeyboardOverlap {
  /// The height of `bounds` covered by the keyboard: from the top of the part of the
  /// keyboard inside `bounds` down to the bottom of `bounds`. Both rectangles are in the
  /// scroll view's own coordinates; 0 when they do not meet.
  package static func coveredHeight(keyboardFrame: CGRect, bounds: CGRect) -> CGFloat {
    let covered = bounds.intersection(keyboardFrame)
    guard !covered.isNull, covered.width > 0, covered.height > 0 else { return 0 }
    return bounds.maxY - covered.minY
  }

  /// The inset to add at the bottom: the covered height less what UIKit already insets
  /// there for the safe area (the home indicator lies behind the keyboard, so counting both
  /// would leave a dead band). Never negative.
  package static func addedInset(coveredHeight: CGFloat, safeAreaAlreadyApplied: CGFloat) -> CGFloat
  {
    max(0, coveredHeight - max(0, safeAreaAlreadyApplied))
  }
}
