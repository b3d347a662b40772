import AvoidingScrollViewCore
import Foundation
import Testing

/// The app's insets and the keyboard's part, kept apart.
@Suite struct InsetLedgerTests {
  /// The app's inset (top 20, bottom 10) with the keyboard's 302 at the bottom: the scroll
  /// view holds 20 / 312.
  func ledger() -> InsetLedger {
    var ledger = InsetLedger(
      appContentInset: Edges(top: 20, left: 0, bottom: 10, right: 0), appIndicatorInsets: .zero)
    ledger.setKeyboardPart(content: 302, indicator: 268)
    return ledger
  }

  @Test func theScrollViewHoldsTheAppsInsetPlusTheKeyboardsPart() {
    let ledger = ledger()
    #expect(ledger.contentInset == Edges(top: 20, left: 0, bottom: 312, right: 0))
    #expect(ledger.indicatorInsets == Edges(top: 0, left: 0, bottom: 268, right: 0))
  }

  /// `contentInset.top = 30` reads 20 / 312 and writes 30 / 312: the bottom is unchanged, so
  /// it is still the app's 10, and the scroll view stores 30 / 10 + 302.
  @Test func aWriteThatKeepsTheBottomKeepsTheAppsBottom() {
    var ledger = ledger()
    let stored = ledger.appWroteContentInset(
      Edges(top: 30, left: 0, bottom: 312, right: 0),
      current: Edges(top: 20, left: 0, bottom: 312, right: 0))
    #expect(ledger.appContentInset == Edges(top: 30, left: 0, bottom: 10, right: 0))
    #expect(stored == Edges(top: 30, left: 0, bottom: 312, right: 0))
  }

  /// A write with a new bottom (50) makes it the app's; the keyboard's part is added to it:
  /// 50 + 302 = 352. When the keyboard goes, 50 remains.
  @Test func aNewBottomIsTheAppsNewBottom() {
    var ledger = ledger()
    let stored = ledger.appWroteContentInset(
      Edges(top: 20, left: 0, bottom: 50, right: 0),
      current: Edges(top: 20, left: 0, bottom: 312, right: 0))
    #expect(stored == Edges(top: 20, left: 0, bottom: 352, right: 0))
    ledger.setKeyboardPart(content: 0, indicator: 0)
    #expect(ledger.contentInset == Edges(top: 20, left: 0, bottom: 50, right: 0))
  }

  /// The indicators follow the same rule with their own part (268).
  @Test func indicatorWritesFollowTheSameRule() {
    var ledger = ledger()
    let stored = ledger.appWroteIndicatorInsets(
      Edges(top: 5, left: 0, bottom: 268, right: 0),
      current: Edges(top: 0, left: 0, bottom: 268, right: 0))
    #expect(stored == Edges(top: 5, left: 0, bottom: 268, right: 0))
    #expect(ledger.appIndicatorInsets == Edges(top: 5, left: 0, bottom: 0, right: 0))
  }
}
