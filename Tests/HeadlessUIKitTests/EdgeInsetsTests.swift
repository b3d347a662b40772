import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIEdgeInsets`, `CGRect.inset(by:)` and `NSValue(cgRect:)`.
  @Suite("UIEdgeInsets and geometry values")
  @MainActor
  struct EdgeInsetsTests {
    // Source: https://developer.apple.com/documentation/uikit/uiedgeinsets
    // ("An edge insets struct whose top, left, bottom, and right fields are all 0.")
    @Test func zeroHasAllFourEdgesZero() {
      let zero = UIEdgeInsets.zero
      #expect(zero.top == 0)  // documented: all four fields are 0
      #expect(zero.left == 0)
      #expect(zero.bottom == 0)
      #expect(zero.right == 0)
      #expect(UIEdgeInsets() == .zero)  // the empty initializer is the zero value
    }

    // Source: https://developer.apple.com/documentation/uikit/uiedgeinsets
    @Test func equalityComparesAllFourEdges() {
      let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))  // same 4 values
      #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))  // right 4 vs 5
      #expect(insets != UIEdgeInsets(top: 0, left: 2, bottom: 3, right: 4))  // top 1 vs 0
    }

    // Source: https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1rxp1
    // (UIEdgeInsetsInsetRect): positive insets shrink the rectangle.
    @Test func insetByShrinksTheRectangle() {
      let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
      let inset = rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      // x 10 + left 2 = 12; y 20 + top 1 = 21;
      // width 100 - 2 - 4 = 94; height 200 - 1 - 3 = 196
      #expect(inset == CGRect(x: 12, y: 21, width: 94, height: 196))
    }

    // Source: https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1rxp1
    @Test func negativeInsetsGrowTheRectangle() {
      let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
      let grown = rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
      // x 10 - 5 = 5; y 20 - 5 = 15; width 100 + 5 + 5 = 110; height 200 + 5 + 5 = 210
      #expect(grown == CGRect(x: 5, y: 15, width: 110, height: 210))
    }

    // Source: https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:) and
    // https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
    @Test func nsValueRoundTripsACGRect() {
      let rect = CGRect(x: 0, y: 516, width: 393, height: 336)
      #expect(NSValue(cgRect: rect).cgRectValue == rect)  // the same four numbers come back
    }
  }
#endif
