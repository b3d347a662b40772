import AvoidingScrollViewCore
import Foundation
import Testing

/// The reveal rect grown by pinned section bars (PinnedSectionBars).
@Suite struct PinnedSectionBarsTests {
  /// A padded field 272 … 348 (76 tall) at x 16.
  let padded = CGRect(x: 16, y: 272, width: 288, height: 76)

  @Test func headerAndFooterGrowTheRectWhenTheyFit() {
    // 40 above, 30 below: 232 … 378 (146) ≤ 315.
    let rect = PinnedSectionBars.revealRect(padded, header: 40, footer: 30, visibleHeight: 315)
    #expect(rect == CGRect(x: 16, y: 232, width: 288, height: 146))
  }

  @Test func onlyTheHeaderWhenBothDoNotFit() {
    // 76 + 40 + 30 = 146 > 140; 76 + 40 = 116 ≤ 140: 232 … 348.
    let rect = PinnedSectionBars.revealRect(padded, header: 40, footer: 30, visibleHeight: 140)
    #expect(rect == CGRect(x: 16, y: 232, width: 288, height: 116))
  }

  @Test func unchangedWhenNoBarFits() {
    // 76 + 40 = 116 > 100: the bars cannot be avoided.
    #expect(
      PinnedSectionBars.revealRect(padded, header: 40, footer: 30, visibleHeight: 100) == padded)
    // A footer alone that does not fit: 76 + 30 > 90.
    #expect(
      PinnedSectionBars.revealRect(padded, header: 0, footer: 30, visibleHeight: 90) == padded)
  }

  @Test func aFooterAloneGrowsTheBottom() {
    let rect = PinnedSectionBars.revealRect(padded, header: 0, footer: 30, visibleHeight: 315)
    #expect(rect == CGRect(x: 16, y: 272, width: 288, height: 106))
  }

  @Test func badLengthsCountAsZero() {
    for bad in [CGFloat.nan, -.infinity, .infinity, -40] {
      #expect(
        PinnedSectionBars.revealRect(padded, header: bad, footer: bad, visibleHeight: 315)
          == padded)
    }
    #expect(
      PinnedSectionBars.revealRect(padded, header: 40, footer: 0, visibleHeight: .nan) == padded)
  }

  @Test func aNegativeHeaderBesideARealFooterCountsAsNoHeader() {
    // Header −40 counts 0; the footer's 30 alone: 272 … 378 (106), not moved up.
    let rect = PinnedSectionBars.revealRect(padded, header: -40, footer: 30, visibleHeight: 315)
    #expect(rect == CGRect(x: 16, y: 272, width: 288, height: 106))
  }
}
