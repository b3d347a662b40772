import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// One movement of the content offset while the plan was applied.
package struct OffsetMove: Equatable, Sendable {
  /// Why the offset moved.
  package enum Reason: String, Equatable, Sendable, CaseIterable {
    /// The keyboard's inset shrank: back into the valid range.
    case pullBack
    /// The focused view revealed.
    case reveal
    /// Out from under a floating keyboard.
    case floatingKeyboard
    /// `restoresContentOffsetOnKeyboardHide`.
    case restore
  }

  package var reason: Reason
  package var from: CGPoint
  package var to: CGPoint

  package init(_ reason: Reason, from: CGPoint, to: CGPoint) {
    self.reason = reason
    self.from = from
    self.to = to
  }
}
