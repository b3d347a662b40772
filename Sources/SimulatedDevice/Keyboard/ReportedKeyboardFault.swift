#if !canImport(UIKit)
  import HeadlessUIKit

  /// A way iOS 26 and 27 were reported to post the keyboard wrongly, to switch on for one
  /// show or hide of ``SystemKeyboard`` (`show(reporting:in:)`, `hide(reporting:in:)`), so
  /// that a test or a benchmark scene can play it. None is in Apple's documentation; each
  /// case names its public report and the OS versions it was reported on. The keyboard on
  /// screen (``SystemKeyboard/frame``, and the `keyboardLayoutGuide`s that follow it) is
  /// where it really is; only what the notifications say is wrong.
  public enum ReportedKeyboardFault: Sendable, Hashable {
    /// iPadOS 26 with an input accessory view: the end and begin frames are in the key
    /// window's coordinates instead of the screen's [seen: FB18129544, as the cmux report and
    /// chockenberry/KeyboardAvoider cite it; iPadOS 26]. The model subtracts the window's
    /// origin on screen from both frames of the show and of the hide [choice: the reports
    /// speak of "view coordinates" without a log; a window at the screen's origin makes the
    /// fault invisible, as it would be on a full-screen app].
    case endFrameInWindowCoordinates
    /// iOS 26: the reported frame leaves out the first responder's input accessory view,
    /// which is on screen above the keys [seen: Chatto PR #797, 2026-02, "iOS 26 no longer
    /// includes the input accessory view (chat bar) in the reported keyboard frame"]. The
    /// show reports the keys alone, at the screen's bottom; the hide is as usual [choice].
    case accessoryLeftOutOfFrame
    /// A third-party keyboard settles on its height in a burst: one show per height, in
    /// order, each with its own end frame, within a few hundred milliseconds [seen:
    /// KeyboardKit #971, iOS 26, "364.0, 347.0, 575.0" from `keyboardWillShow`;
    /// IQKeyboardManager #2165, 2026-01, `keyboardWillShow` twice with a wrong height on a
    /// third-party keyboard's first use; Apple developer forum thread 813579, an extension
    /// resized 0 → 956 → 452 → 268 pt in about 390 ms]. The keyboard really takes each
    /// height in turn and rests at the last [choice: the reports give the notifications,
    /// not what stayed on screen; the forum's resize ends at its last height]. The model
    /// posts the burst at once (it has no clock), each show inside the animation of the one
    /// before, so that only the last show's did-notifications come (about 130 ms apart in
    /// the forum's resize, within the keyboard's 0.25 s animation; see
    /// ``SystemKeyboard/show(reporting:in:)``).
    case burst(heights: [CGFloat])
    /// Shown and hidden rapidly, the hide's notifications never come: the keyboard goes,
    /// nothing is posted [seen: duckduckgo/apple-browsers PR #1898, 2025-09, "missing or
    /// invalid frame updates" when the keyboard is shown and hidden rapidly, iOS 26;
    /// choice: which notifications are lost is not in the report, the hide's is the harder
    /// case].
    case hideLost
    /// Shown and hidden rapidly, the notifications come out of order: after the hide's, the
    /// show's come again, saying the keyboard is up while it has gone [seen: the same
    /// duckduckgo/apple-browsers PR #1898; choice: a stale show after the hide is the
    /// misordering the model plays].
    case staleShowAfterHide
    /// Reduce Motion with Prefer Cross-Fade Transitions: the keyboard fades instead of
    /// sliding, and the frames come back odd. The show's end frame is empty [seen:
    /// finn-no/FinniversKit PR #1208, 2023, "the keyboard notification returns an empty end
    /// frame"; react-native-keyboard-controller #1141, 2025-10, iOS 26, avoidance dead in
    /// modals]; the hide's end frame is 71 pt tall at the screen's bottom edge, below it
    /// [seen: RxSwiftCommunity/RxKeyboard PR #107, 2021, on a 375 × 812 screen "(0.0, 812.0,
    /// 375.0, 71.0)" when the keyboard disappeared]. Begin frames as usual, timing the
    /// system's [choice].
    case crossFade
    /// A fault of the views' `keyboardLayoutGuide` while the notifications are right
    /// (``KeyboardGuideQuirk``): `.stuckAtScreenBottom` keeps the guide at the screen's
    /// bottom for the whole show [seen: manaflow-ai/cmux PR #9958, an iOS 27 beta, "the
    /// keyboard layout guide stays at the screen bottom while the keyboard is visible";
    /// cmux PR #10518 moved off the guide]; the other quirks act during an interactive drag
    /// (FB18129551 with an accessory on iOS 26), so the show sets
    /// ``SystemKeyboard/guideQuirk`` and plays as usual.
    case layoutGuide(KeyboardGuideQuirk)

    /// KeyboardKit #971's burst on iOS 26: 364, 347, then 575 pt.
    public static let keyboardKitBurst = ReportedKeyboardFault.burst(heights: [364, 347, 575])
    /// Apple developer forum thread 813579: an extension resized 0 → 956 → 452 → 268 pt.
    public static let extensionResizeBurst = ReportedKeyboardFault.burst(heights: [
      0, 956, 452, 268,
    ])
  }
#endif
