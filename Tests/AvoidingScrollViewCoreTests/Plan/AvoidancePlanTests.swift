import AvoidingScrollViewCore
import Foundation
import Testing

/// The plan of one update, as a value: event in, decision out (the swift-nio shape). Each
/// case is a Face ID iPhone 15 in portrait, 393 × 852, safe area 59 top and 34 bottom, a
/// full-screen scroll view over content 1216 tall, the keyboard 336 tall (top at 516).
@Suite struct AvoidancePlanTests {
  let safeArea = Edges(top: 59, left: 0, bottom: 34, right: 0)
  let docked = KeyboardCoverage(
    rule: .docked(atWindowBottom: false),
    frameInScreen: CGRect(x: 0, y: 516, width: 393, height: 336),
    frameInScrollView: CGRect(x: 0, y: 516, width: 393, height: 336), covered: 336)
  let hidden = KeyboardCoverage(rule: .hidden)

  /// `rule` is whether the event may reveal, as the shell measured it (the gate's rule).
  func measurement(
    _ coverage: KeyboardCoverage, offset: CGFloat, indicatorSafeArea: CGFloat? = 34,
    rule: AvoidancePlan.Reveal = .reveal
  ) -> AvoidancePlan.Measurement {
    AvoidancePlan.Measurement(
      coverage: coverage, appliedSafeArea: safeArea,
      indicatorSafeAreaBottom: coverage.covered > 0 ? indicatorSafeArea : nil,
      offset: CGPoint(x: 0, y: offset), contentHeight: 1216, boundsHeight: 852,
      gate: RevealPlan.Gate(rule: rule, isAvoiding: true))
  }

  /// The ledger with the keyboard's part the docked keyboard gave: 336 − 34 = 302 each.
  func ledgerWithKeyboard(app: Edges = .zero) -> InsetLedger {
    var ledger = InsetLedger(appContentInset: app, appIndicatorInsets: .zero)
    ledger.setKeyboardPart(content: 302, indicator: 302)
    return ledger
  }

  /// The keyboard appears: it covers 336 of the scroll view, UIKit already insets the 34-pt
  /// home-indicator area, so the keyboard's part is 336 − 34 = 302 for the content and, with
  /// the indicators adjusted for the safe area too, for the indicators. The restore-offset
  /// memory starts at the offset before (−59).
  @Test func keyboardAppearsInsetsTheCoveredHeightLessTheSafeArea() {
    let plan = AvoidancePlan(
      measurement: measurement(docked, offset: -59),
      ledger: InsetLedger(appContentInset: .zero, appIndicatorInsets: .zero),
      memory: nil, restoresOffset: true)
    #expect(plan.ledger.keyboardContentBottom == 302)
    #expect(plan.ledger.keyboardIndicatorBottom == 302)
    #expect(plan.ledger.contentInset == Edges(top: 0, left: 0, bottom: 302, right: 0))
    #expect(plan.contentInsetChanges && plan.indicatorInsetsChange)
    // Adjusted: 0 + 59 at the top, 302 + 34 = 336 at the bottom.
    #expect(plan.adjustedContentInset == Edges(top: 59, left: 0, bottom: 336, right: 0))
    #expect(plan.pullBack == nil)  // the inset grew: nothing to pull back
    #expect(plan.reveal == .reveal)
    #expect(plan.offsetMemory == .start(CGPoint(x: 0, y: -59)))
  }

  /// Indicators not adjusted for the safe area (`automaticallyAdjustsScrollIndicatorInsets`
  /// off): UIKit adds nothing there, so the indicators get the whole 336.
  @Test func indicatorsWithoutTheSafeAreaGetTheWholeCoveredHeight() {
    let plan = AvoidancePlan(
      measurement: measurement(docked, offset: 0, indicatorSafeArea: 0),
      ledger: InsetLedger(appContentInset: .zero, appIndicatorInsets: .zero),
      memory: nil, restoresOffset: false)
    #expect(plan.ledger.keyboardContentBottom == 302)
    #expect(plan.ledger.keyboardIndicatorBottom == 336)
    #expect(plan.offsetMemory == .none)  // the option is off
  }

  /// A will-hide, read top to bottom: the keyboard covers nothing, so its part goes back to
  /// 0 and exactly the app's insets remain (top 20, bottom 10); the adjusted inset is then
  /// 20 + 59 = 79 and 10 + 34 = 44, the valid offsets −79 … 1216 + 44 − 852 = 408, so an
  /// offset of 500 is pulled back to 408; a hide does not reveal; the memory (taken at 120,
  /// left by the component at 500, and found there) is kept, for the after-step to restore.
  @Test func willHideGivesTheAppItsInsetsBackAndPullsTheOffsetIntoRange() {
    let app = Edges(top: 20, left: 0, bottom: 10, right: 0)
    let memory = OffsetMemory(
      before: CGPoint(x: 0, y: 120), left: CGPoint(x: 0, y: 500))
    let plan = AvoidancePlan(
      measurement: measurement(hidden, offset: 500, rule: .keyboardCoversNoMore),
      ledger: ledgerWithKeyboard(app: app), memory: memory, restoresOffset: true)
    #expect(plan.ledger.keyboardContentBottom == 0)
    #expect(plan.ledger.contentInset == app)
    #expect(plan.adjustedContentInset == Edges(top: 79, left: 0, bottom: 44, right: 0))
    #expect(plan.pullBack == 408)  // 500 lies past it
    #expect(plan.scrollableRange == -79...408)
    #expect(plan.reveal == .keyboardCoversNoMore)
    #expect(plan.offsetMemory == .keep)
  }

  /// The same keyboard again changes nothing: no inset write, nothing to pull back.
  @Test func theSameKeyboardAgainChangesNothing() {
    let plan = AvoidancePlan(
      measurement: measurement(docked, offset: 300, rule: .keyboardCoversNoMore),
      ledger: ledgerWithKeyboard(), memory: nil, restoresOffset: false)
    #expect(!plan.contentInsetChanges && !plan.indicatorInsetsChange)
    #expect(plan.pullBack == nil)
  }

  /// Someone else scrolled while the keyboard was up (the memory says the component left
  /// the offset at 200, it is now 250): the memory is forgotten, the user's position wins.
  @Test func aScrollTheComponentDidNotMakeForgetsTheMemory() {
    let memory = OffsetMemory(before: CGPoint(x: 0, y: 0), left: CGPoint(x: 0, y: 200))
    let plan = AvoidancePlan(
      measurement: measurement(hidden, offset: 250, rule: .keyboardCoversNoMore),
      ledger: ledgerWithKeyboard(), memory: memory, restoresOffset: true)
    #expect(plan.offsetMemory == .forget)
  }
}
