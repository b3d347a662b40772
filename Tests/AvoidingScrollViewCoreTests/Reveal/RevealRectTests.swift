import AvoidingScrollViewCore
import Foundation
import Testing

/// The rect handed to `scrollRectToVisible`.
@Suite struct RevealRectTests {
  let visible = CGSize(width: 393, height: 457)

  @Test func fieldGrowsByThePaddingAboveAndBelow() {
    // Field 556…600, padding 16: 540…616.
    let rect = RevealRect.make(
      focus: CGRect(x: 16, y: 556, width: 361, height: 44), padding: 16, visibleSize: visible,
      contentHeight: 1216)
    #expect(rect == CGRect(x: 16, y: 540, width: 361, height: 76))
  }

  @Test func paddingStopsAtTheContentEnds() {
    // Field 4…48 at the top: the padding above would reach −12; cut at 0 → 0…64.
    let top = RevealRect.make(
      focus: CGRect(x: 0, y: 4, width: 100, height: 44), padding: 16, visibleSize: visible,
      contentHeight: 1000)
    #expect(top == CGRect(x: 0, y: 0, width: 100, height: 64))
    // Field 950…994 with content 1000: below would reach 1010; cut at 1000 → 934…1000.
    let bottom = RevealRect.make(
      focus: CGRect(x: 0, y: 950, width: 100, height: 44), padding: 16, visibleSize: visible,
      contentHeight: 1000)
    #expect(bottom == CGRect(x: 0, y: 934, width: 100, height: 66))
  }

  @Test func contentShorterThanTheVisibleAreaLetsThePaddingReachTheVisibleHeight() {
    // Content 300 tall, visible 457: the end is max(300, 457) = 457. Field 280…324 → 264…340.
    let rect = RevealRect.make(
      focus: CGRect(x: 0, y: 280, width: 100, height: 44), padding: 16, visibleSize: visible,
      contentHeight: 300)
    #expect(rect == CGRect(x: 0, y: 264, width: 100, height: 76))
  }

  @Test func tallRectIsCutToTheVisibleSizeKeepingItsTop() {
    // Text view 200…1200 padded to 184…1216: cut to 457 tall from 184; width 500 → 393.
    let rect = RevealRect.make(
      focus: CGRect(x: 0, y: 200, width: 500, height: 1000), padding: 16, visibleSize: visible,
      contentHeight: 2000)
    #expect(rect == CGRect(x: 0, y: 184, width: 393, height: 457))
  }

  @Test func negativeOrNonFinitePaddingCountsAsZero() {
    let field = CGRect(x: 0, y: 500, width: 100, height: 44)
    for padding in [-10, CGFloat.nan, CGFloat.infinity] {
      #expect(
        RevealRect.make(focus: field, padding: padding, visibleSize: visible, contentHeight: 2000)
          == field)
    }
  }

  @Test func textViewFitsWholeOnlyWithItsPadding() {
    // 425 + 2 × 16 = 457 fits exactly; 426 does not.
    #expect(RevealRect.fitsWhole(height: 425, padding: 16, visibleHeight: 457))
    #expect(!RevealRect.fitsWhole(height: 426, padding: 16, visibleHeight: 457))
  }

  @Test func visibilityAllowsOnlyFloatingPointSlack() {
    let area = CGRect(x: 0, y: 100, width: 393, height: 400)
    #expect(RevealRect.isVisible(CGRect(x: 0, y: 100, width: 393, height: 400), in: area))
    #expect(RevealRect.isVisible(CGRect(x: 0, y: 99.9995, width: 10, height: 10), in: area))
    #expect(!RevealRect.isVisible(CGRect(x: 0, y: 99.5, width: 10, height: 10), in: area))
    #expect(!RevealRect.isVisible(CGRect(x: 0, y: 450, width: 10, height: 51), in: area))
  }
}
