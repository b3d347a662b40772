import AvoidingScrollViewCore
import Foundation
import Testing

/// The reveal's decision, as a value. The visible area is 100 … 400 of a content 1000 tall,
/// 320 wide; the padding 16.
@Suite struct RevealPlanTests {
  let visible = CGRect(x: 0, y: 100, width: 320, height: 300)

  func measurement(
    focus: CGRect, companions: [CGRect] = [], innerViewport: CGRect? = nil,
    header: CGFloat = 0, footer: CGFloat = 0, visible: CGRect? = nil
  ) -> RevealPlan.Measurement {
    RevealPlan.Measurement(
      visible: visible ?? self.visible, focus: focus, companions: companions, padding: 16,
      contentHeight: 1000, innerViewport: innerViewport, pinnedHeader: header,
      pinnedFooter: footer)
  }

  /// A field at 500 … 544, below the visible area: padded 484 … 560, scrolled to.
  @Test func aFieldBelowTheVisibleAreaIsScrolledToWithItsPadding() {
    let plan = RevealPlan(measurement(focus: CGRect(x: 16, y: 500, width: 288, height: 44)))
    #expect(plan == .scroll(rect: CGRect(x: 16, y: 484, width: 288, height: 76)))
    #expect(plan.rect == CGRect(x: 16, y: 484, width: 288, height: 76))
  }

  /// A field at 200 … 244: padded 184 … 260, inside 100 … 400, so nothing moves.
  @Test func aVisibleFieldIsLeftAlone() {
    let plan = RevealPlan(measurement(focus: CGRect(x: 16, y: 200, width: 288, height: 44)))
    #expect(plan == .alreadyVisible(rect: CGRect(x: 16, y: 184, width: 288, height: 76)))
  }

  /// An error label at 550 … 570 under the field (500 … 544): the union 500 … 570 (70 tall)
  /// fits 300 − 2 × 16, so it is revealed whole with its padding: 484 … 586.
  @Test func companionsAreRevealedWithTheField() {
    let plan = RevealPlan(
      measurement(
        focus: CGRect(x: 16, y: 500, width: 288, height: 44),
        companions: [CGRect(x: 16, y: 550, width: 200, height: 20)]))
    #expect(plan == .scroll(rect: CGRect(x: 16, y: 484, width: 288, height: 102)))
  }

  /// Inside a nested scroll view whose viewport is 480 … 520 here, only the field's part
  /// inside it counts (500 … 520): padded 484 … 536. Companions are not taken then.
  @Test func inANestedScrollViewOnlyThePartInItsViewportCounts() {
    let plan = RevealPlan(
      measurement(
        focus: CGRect(x: 16, y: 500, width: 288, height: 44),
        companions: [CGRect(x: 16, y: 550, width: 200, height: 20)],
        innerViewport: CGRect(x: 0, y: 480, width: 320, height: 40)))
    #expect(plan == .scroll(rect: CGRect(x: 16, y: 484, width: 288, height: 52)))
  }

  /// A pinned header 30 tall over the field's section: the rect grows upward by it,
  /// 454 … 560, so that the field ends below the header.
  @Test func aPinnedHeaderGrowsTheRectUpward() {
    let plan = RevealPlan(
      measurement(focus: CGRect(x: 16, y: 500, width: 288, height: 44), header: 30))
    #expect(plan == .scroll(rect: CGRect(x: 16, y: 454, width: 288, height: 106)))
  }

  /// Nothing visible (a keyboard taller than the scroll view) or a rect that is not finite:
  /// nothing to reveal, and why.
  @Test func nothingVisibleOrNoRectSkips() {
    let empty = RevealPlan(
      measurement(
        focus: CGRect(x: 16, y: 500, width: 288, height: 44),
        visible: CGRect(x: 0, y: 100, width: 320, height: 0)))
    #expect(empty == .skip(.nothingVisible))
    #expect(empty.rect == nil)
    let nan = RevealPlan(
      measurement(focus: CGRect(x: 16, y: CGFloat.nan, width: 288, height: 44)))
    #expect(nan == .skip(.noRect))
    // A viewport that does not meet the field: no part of it to show.
    let outside = RevealPlan(
      measurement(
        focus: CGRect(x: 16, y: 500, width: 288, height: 44),
        innerViewport: CGRect(x: 0, y: 900, width: 320, height: 40)))
    #expect(outside == .skip(.noRect))
  }
}
