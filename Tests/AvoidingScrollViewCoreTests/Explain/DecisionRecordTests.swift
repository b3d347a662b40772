import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation
import Testing

/// Decisions told in words and rules, as values: each case built by hand on an iPhone 15 in
/// portrait (393 × 852, safe area 59 top and 34 bottom), a full-screen scroll view at offset
/// 0, a field 600 … 644, and the 291-pt keyboard (top at 852 − 291 = 561) unless said.
@Suite struct DecisionRecordTests {
  let keyboard = CGRect(x: 0, y: 561, width: 393, height: 291)
  let safeArea = Edges(top: 59, left: 0, bottom: 34, right: 0)

  func ledger(keyboard: CGFloat, app: Edges = .zero) -> InsetLedger {
    var ledger = InsetLedger(appContentInset: app, appIndicatorInsets: .zero)
    ledger.setKeyboardPart(content: keyboard, indicator: keyboard)
    return ledger
  }

  func record(
    event: DecisionRecord.Event = .keyboardWillShow, notice: CGRect? = nil,
    coverage: KeyboardCoverage,
    inset: CGFloat, before: CGFloat = 0, coveredBefore: CGFloat? = 0,
    rule: AvoidancePlan.Reveal = .reveal, reveal: RevealPlan? = nil,
    measurement: RevealPlan.Measurement? = nil, moves: [DecisionRecord.Move] = [],
    appliedSafeArea: Edges? = nil, caret: Bool = false, app: Edges = .zero
  ) -> DecisionRecord {
    DecisionRecord(
      event: event,
      notification: event.notificationKind.map {
        DecisionRecord.Notice(kind: $0, endFrame: notice ?? keyboard, isLocal: coverage.isLocal)
      }, coverage: coverage, coveredBefore: event.notificationKind == nil ? nil : coveredBefore,
      appliedSafeArea: appliedSafeArea ?? safeArea, keyboardInsetBefore: before,
      ledger: ledger(keyboard: inset, app: app), revealRule: rule,
      // As the engine builds it: an event that may not reveal skips for that reason.
      reveal: reveal ?? (rule == .reveal ? .skip(.noFocusedView) : .skip(.notThisEvent(rule))),
      revealMeasurement: measurement, revealsCaret: caret, focusedViewClass: "UITextField",
      offsetBefore: moves.first?.from ?? .zero, moves: moves,
      offsetAfter: moves.last?.to ?? .zero)
  }

  var docked: KeyboardCoverage {
    KeyboardCoverage(
      rule: .docked(atWindowBottom: false), frameInScreen: keyboard, frameInScrollView: keyboard,
      covered: 291)
  }

  /// The field with its 16-pt padding spans 584 … 660; the visible area 59 … 561 at offset 0.
  var measurement: RevealPlan.Measurement {
    RevealPlan.Measurement(
      visible: CGRect(x: 0, y: 59, width: 393, height: 502),
      focus: CGRect(x: 16, y: 600, width: 361, height: 44), companions: [], padding: 16,
      contentHeight: 1216, innerViewport: nil, pinnedHeader: 0, pinnedFooter: 0)
  }

  @Test func aDockedKeyboardThatScrollsStatesTheSubtractionAndTheDistance() {
    let rect = CGRect(x: 16, y: 584, width: 361, height: 76)
    let value = record(
      coverage: docked, inset: 257, reveal: .scroll(rect: rect), measurement: measurement,
      moves: [DecisionRecord.Move(.reveal, from: .zero, to: CGPoint(x: 0, y: 99))])
    // 660 − 561 = 99.
    #expect(
      value.text
        == "keyboardWillShow, end frame (0, 561, 393, 291). It reaches the screen's bottom: the "
        + "keyboard is docked. The keyboard covers 291 pt of the scroll view; the inset is "
        + "291 − 34 = 257 pt, because UIKit already insets the 34-pt bottom safe area. "
        + "contentInset.bottom = 257 pt. The focused UITextField with its 16-pt padding spans "
        + "584 … 660 in the content, below the visible area's bottom at 561: scrolled by "
        + "660 − 561 = 99 pt. contentOffset.y goes from 0 to 99.")
    #expect(
      value.rules == [
        .dockedAtScreenBottom, .intersectionCoveredHeight, .minusAppliedSafeArea,
        .revealWhenCoversMore, .scrollLeastDistance,
      ])
    #expect(value.keyboardInset == 257)
    #expect(value.safeAreaAlreadyInset == 34)
  }

  @Test func aRevealUpwardStatesTheTopEdge() {
    // The field at 20 … 64, padded 4 … 80, above the visible top 59 + 100 = 159 at offset
    // 100: scrolled up by 159 − 4 = 155, to −55.
    var up = measurement
    up.visible = CGRect(x: 0, y: 159, width: 393, height: 502)
    up.focus = CGRect(x: 16, y: 20, width: 361, height: 44)
    let value = record(
      event: .focusChange, coverage: docked, inset: 257,
      reveal: .scroll(rect: CGRect(x: 16, y: 4, width: 361, height: 76)), measurement: up,
      moves: [
        DecisionRecord.Move(.reveal, from: CGPoint(x: 0, y: 100), to: CGPoint(x: 0, y: -55))
      ])
    #expect(
      value.text
        == "Focus moved to a UITextField of this scroll view. The keyboard's frame (0, 561, 393, "
        + "291) reaches the screen's bottom: the keyboard is docked. The keyboard covers 291 pt "
        + "of the scroll view; the inset is 291 − 34 = 257 pt, because UIKit already insets the "
        + "34-pt bottom safe area. contentInset.bottom = 257 pt. The focused UITextField with "
        + "its 16-pt padding spans 4 … 80 in the content, above the visible area's top at 159: "
        + "scrolled up by 159 − 4 = 155 pt. contentOffset.y goes from 100 to -55.")
    #expect(value.rules.contains(.revealOnFocusChange))
  }

  @Test func eachReadingOfANotificationIsToldAndNamed() {
    let hidden = KeyboardCoverage(rule: .hidden)
    let hide = record(
      event: .keyboardWillHide, coverage: hidden, inset: 0, before: 257, rule: .keyboardCoversNoMore
    )
    #expect(hide.rules == [.hideIsAuthoritative, .keyboardCoversNoMore])
    #expect(hide.text.contains("A will-hide means no keyboard, whatever its frame."))
    #expect(hide.text.contains("Nothing is covered: the keyboard's inset is 0 pt (it was 257 pt)."))
    let empty = record(
      event: .keyboardWillChangeFrame, notice: CGRect(x: 0, y: 852, width: 393, height: 0),
      coverage: hidden, inset: 0, rule: .keyboardCoversNoMore)
    #expect(empty.rules.first == .emptyFrameHidden)
    #expect(empty.text.contains("A frame of zero width or height means no keyboard."))
    let floating = record(
      event: .keyboardWillShow, notice: .zero, coverage: hidden, inset: 0,
      rule: .keyboardCoversNoMore)
    #expect(floating.rules.first == .zeroFrameOnShowFloats)
    #expect(floating.text.contains("it floats and covers nothing"))
    let settled = record(event: .keyboardDidShow, coverage: docked, inset: 257, rule: .measureOnly)
    #expect(
      settled.rules == [
        .didSettles, .dockedAtScreenBottom, .intersectionCoveredHeight, .minusAppliedSafeArea,
        .measureOnly,
      ])
    #expect(settled.text.hasPrefix("keyboardDidShow. A did-notification never replaces"))
    #expect(
      settled.text.contains("The keyboard's frame (0, 561, 393, 291) reaches the screen's bottom"))
  }

  @Test func eachPlacementIsToldAndNamed() {
    let undocked = KeyboardCoverage(
      rule: .undocked, frameInScreen: CGRect(x: 24, y: 300, width: 320, height: 260))
    let floating = record(
      event: .keyboardWillChangeFrame, notice: undocked.frameInScreen, coverage: undocked, inset: 0,
      rule: .keyboardCoversNoMore)
    #expect(floating.rules == [.undockedCoversNothing, .keyboardCoversNoMore])
    #expect(floating.text.contains("It reaches neither the screen's bottom nor the window's"))
    let slideOver = KeyboardCoverage(
      rule: .docked(atWindowBottom: true), frameInScreen: keyboard, frameInScrollView: keyboard,
      covered: 300)
    let window = record(coverage: slideOver, inset: 300, appliedSafeArea: .zero)
    #expect(window.rules.prefix(2) == [.dockedAtWindowBottom, .intersectionCoveredHeight])
    #expect(!window.rules.contains(.minusAppliedSafeArea))
    #expect(window.text.contains("reaches the bottom of the app's window (Slide Over)"))
    #expect(
      window.text.contains(
        "The keyboard covers 300 pt of the scroll view, all of it added to the inset: 300 pt."))
    let off = record(
      event: .keyboardWillChangeFrame, notice: CGRect(x: 0, y: 852, width: 393, height: 291),
      coverage: KeyboardCoverage(
        rule: .offScreen, frameInScreen: CGRect(x: 0, y: 852, width: 393, height: 291)),
      inset: 0, rule: .keyboardCoversNoMore)
    #expect(off.rules.first == .offScreen)
    #expect(off.text.contains("It lies off the screen"))
    // Other events tell the keyboard as last reported.
    let noKeyboard = record(event: .resize, coverage: KeyboardCoverage(rule: .noKeyboard), inset: 0)
    #expect(
      noKeyboard.text.hasPrefix(
        "The scroll view's size changed. No keyboard has been reported yet."))
    #expect(noKeyboard.rules.first == .noKeyboard)
    let notInWindow = record(
      event: .windowLeft, coverage: KeyboardCoverage(rule: .notInWindow), inset: 0,
      rule: .measureOnly)
    #expect(notInWindow.text.contains("The scroll view is in no window"))
    #expect(notInWindow.rules == [.notInWindow, .measureOnly])
    let off2 = record(
      event: .settingChange, coverage: KeyboardCoverage(rule: .notAvoiding), inset: 0,
      reveal: .skip(.notAvoiding))
    #expect(off2.text.contains("Avoidance is off here"))
    #expect(off2.text.contains("Avoidance is off: nothing is revealed."))
    #expect(off2.rules == [.avoidanceOff, .revealOnChange])
    let otherScreen = record(
      event: .layout, coverage: KeyboardCoverage(rule: .otherScreen, frameInScreen: keyboard),
      inset: 0)
    #expect(otherScreen.text.contains("The keyboard is on another screen than the scroll view's."))
    #expect(otherScreen.rules.first == .otherScreen)
    let hiddenNow = record(
      event: .contentSizeChange, coverage: KeyboardCoverage(rule: .hidden), inset: 0)
    #expect(hiddenNow.text.hasPrefix("The content size changed. No keyboard is up."))
  }

  @Test func anotherAppsKeyboardInsetsButNeverScrolls() {
    var coverage = docked
    coverage.isLocal = false
    let value = record(coverage: coverage, inset: 257, rule: .otherAppsKeyboard)
    #expect(value.rules.contains(.otherAppKeyboardInsetsOnly))
    #expect(
      value.text.contains("It is another app's keyboard (keyboardIsLocalUserInfoKey is false)."))
    #expect(value.text.contains("Another app's keyboard insets but never scrolls."))
    let focus = record(
      event: .focusChange, coverage: coverage, inset: 257,
      reveal: .skip(.notThisEvent(.otherAppsKeyboard)))
    #expect(focus.rules.contains(.otherAppKeyboardInsetsOnly))
    #expect(focus.text.contains("Another app's keyboard insets but never scrolls."))
  }

  @Test func eachReasonNotToScrollIsToldAndNamed() {
    let cases: [(RevealPlan.Skip, DecisionRule, String)] = [
      (.noFocusedView, .noFocusedView, "No view of this scroll view is being edited"),
      (.hiddenView, .hiddenViewNeverRevealed, "hidden or transparent: it is never scrolled to"),
      (.nothingVisible, .nothingVisible, "The visible area is empty"),
      (.noRect, .noRect, "The rect to reveal is not usable"),
    ]
    for (skip, rule, words) in cases {
      let value = record(event: .caretMove, coverage: docked, inset: 257, reveal: .skip(skip))
      #expect(value.rules.last == rule)
      #expect(value.text.contains(words))
    }
    let visible = record(
      event: .revealRequest, coverage: docked, inset: 257,
      reveal: .alreadyVisible(rect: CGRect(x: 16, y: 184, width: 361, height: 76)),
      measurement: measurement)
    #expect(
      visible.text.contains(
        "spans 184 … 260 in the content, inside the visible area 59 … 561: no scroll."))
    #expect(visible.rules.suffix(2) == [.revealOnChange, .alreadyVisible])
    let measureOnly = record(
      event: .keyboardSettled, coverage: docked, inset: 257, rule: .measureOnly,
      reveal: .skip(.notThisEvent(.measureOnly)))
    #expect(
      measureOnly.text
        == "A second look after the keyboard's animation ended. The keyboard's frame (0, 561, 393, 291) reaches the screen's bottom: the keyboard is docked. The keyboard covers 291 pt of the scroll view; the inset is 291 − 34 = 257 pt, because UIKit already insets the 34-pt bottom safe area. contentInset.bottom = 257 pt."
    )
  }

  @Test func theMovesOfTheOffsetAreToldInOrder() {
    let pull = DecisionRecord.Move(
      .pullBack, from: CGPoint(x: 0, y: 655), to: CGPoint(x: 0, y: 398))
    let floating = DecisionRecord.Move(
      .floatingKeyboard, from: CGPoint(x: 0, y: 398), to: CGPoint(x: 0, y: 300))
    let restore = DecisionRecord.Move(
      .restore, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 0, y: -59))
    let value = record(
      event: .keyboardWillHide, coverage: KeyboardCoverage(rule: .hidden), inset: 0, before: 257,
      rule: .keyboardCoversNoMore, moves: [pull, floating, restore])
    #expect(value.rules.suffix(3) == [.clampOffsetOnShrink, .floatingKeyboardMove, .restoreOffset])
    #expect(
      value.text.hasSuffix(
        "The inset shrank, so contentOffset.y is pulled back from 655 to 398, the end of the valid "
          + "range. avoidsFloatingKeyboard moves the focused view out from under the floating "
          + "keyboard: contentOffset.y goes from 398 to 300. restoresContentOffsetOnKeyboardHide: "
          + "contentOffset.y goes back from 300 to -59, where it was before the keyboard."))
  }

  @Test func theAppsPartAndTheCaretAreTold() {
    // A tall text view: its caret at 900 … 920, padded 884 … 936.
    var caret = measurement
    caret.focus = CGRect(x: 16, y: 900, width: 2, height: 20)
    let value = record(
      event: .caretMove, coverage: docked, inset: 257,
      reveal: .alreadyVisible(rect: CGRect(x: 16, y: 884, width: 2, height: 52)),
      measurement: caret, caret: true, app: Edges(top: 0, left: 0, bottom: 20, right: 0))
    #expect(value.text.contains("contentInset.bottom = 20 (the app's) + 257 = 277 pt."))
    #expect(
      value.text.contains(
        "The focused UITextField's caret (the view is too tall to show whole) with its 16-pt padding spans 884 … 936"
      ))
    #expect(value.rules.last == .revealCaret)
    var companions = measurement
    companions.companions = [CGRect(x: 16, y: 650, width: 361, height: 20)]
    let withCompanions = record(
      event: .layout, coverage: docked, inset: 257,
      reveal: .alreadyVisible(rect: CGRect(x: 16, y: 184, width: 361, height: 76)),
      measurement: companions)
    #expect(
      withCompanions.text.contains(
        "The focused UITextField with its companions and its 16-pt padding"))
    // The safe area covers all the keyboard covers (a 20-pt sliver under a 34-pt area).
    var sliver = docked
    sliver.covered = 20
    let none = record(coverage: sliver, inset: 0)
    #expect(
      none.text.contains(
        "The keyboard covers 20 pt of the scroll view, no more than the 34-pt bottom safe area UIKit already insets: the inset is 0 pt."
      ))
  }

  @Test func ignoredNotificationsAreToldAndNamed() {
    var value = record(event: .keyboardWillChangeFrame, notice: .zero, coverage: docked, inset: 257)
    value.ignored = .noInformation
    #expect(value.rules == [.zeroFrameWhileDragging])
    #expect(value.text.hasSuffix("Nothing changes: contentInset.bottom stays 257 pt."))
    value.ignored = .otherScreen
    #expect(value.rules == [.otherScreen])
    value.ignored = .noKeyboardYet
    #expect(value.rules == [.didSettles, .noKeyboard])
    #expect(value.text.contains("No keyboard is known yet, so there is nothing to measure again."))
  }

  @Test func everyEventHasItsSentence() {
    let expected: [DecisionRecord.Event: String] = [
      .contentSizeChange: "The content size changed.",
      .adjustedContentInsetChange: "UIKit's adjusted content inset changed",
      .layout: "A layout pass found",
      .settingChange: "A setting changed",
      .revealRequest: "The app asked to reveal the focused view.",
      .windowEntered: "The scroll view entered a window",
      .windowLeft: "The scroll view is leaving its window",
      .keyboardSettled: "A second look after the keyboard's animation ended.",
      .outerScrollView: "An avoiding scroll view around this one revealed through it.",
      .caretMove: "The focused text view's text changed",
      .resize: "The scroll view's size changed.",
    ]
    for (event, words) in expected {
      let value = record(event: event, coverage: KeyboardCoverage(rule: .noKeyboard), inset: 0)
      #expect(value.text.hasPrefix(words), "\(event)")
    }
    for kind in KeyboardNotificationKind.allCases {
      #expect(DecisionRecord.Event(kind).notificationKind == kind)
      // One vocabulary: the event of a notification has the notification's raw value.
      #expect(DecisionRecord.Event(kind).rawValue == kind.rawValue)
    }
    // UIKit's six names, without the `Notification` suffix (UIResponder's declarations).
    #expect(
      KeyboardNotificationKind.allCases.map(DecisionRecord.notificationName) == [
        "keyboardWillShow", "keyboardWillHide", "keyboardWillChangeFrame", "keyboardDidShow",
        "keyboardDidHide", "keyboardDidChangeFrame",
      ])
    // The six keyboard events are the only ones that are notifications.
    #expect(DecisionRecord.Event.allCases.filter { $0.notificationKind != nil }.count == 6)
    #expect(DecisionRecord.Event.focusChange.notificationKind == nil)
  }

  /// Records the engine never builds (a keyboard event without its notification, a scroll
  /// without its measurement, a skip for the event under a revealing rule) still read.
  @Test func incompleteRecordsStillRead() {
    var bare = record(coverage: docked, inset: 257)
    bare.notification = nil
    #expect(bare.text.hasPrefix("willShow. The keyboard's frame (0, 561, 393, 291)"))
    let unmeasured = record(
      event: .focusChange, coverage: docked, inset: 257,
      reveal: .scroll(rect: CGRect(x: 16, y: 584, width: 361, height: 76)))
    #expect(
      unmeasured.text.contains(
        "The focused UITextField with its padding spans 584 … 660 in the content: scrolled to "
          + "show it."))
    let skipped = record(
      event: .focusChange, coverage: docked, inset: 257, reveal: .skip(.notThisEvent(.measureOnly)))
    #expect(skipped.text.hasSuffix("contentInset.bottom = 257 pt. contentOffset.y stays 0."))
  }

  @Test func numbersArePrintedAsTheCaptionsPrintThem() {
    #expect(DecisionRecord.pt(291) == "291")
    #expect(DecisionRecord.pt(-59) == "-59")
    #expect(DecisionRecord.pt(148.6666666) == "148.67")
    #expect(DecisionRecord.pt(0.5) == "0.5")
    #expect(DecisionRecord.pt(0.0000001) == "1e-07")
    #expect(DecisionRecord.pt(-0.0) == "0")
    #expect(DecisionRecord.pt(.infinity) == "inf")
    #expect(
      DecisionRecord.rect(CGRect(x: 0, y: 2211.333, width: 1170, height: 320.667))
        == "(0, 2211.33, 1170, 320.67)")
  }
}
