import AvoidingScrollViewCore
import Foundation
import Testing

/// What each keyboard notification means, per name and end frame (KeyboardReading's
/// evidence: Flutter's `FlutterViewController.mm` and its tests, niw/KeyboardGuide,
/// IQKeyboardManager #2124, Square's Listable).
@Suite struct KeyboardReadingTests {
  /// iPhone 15 portrait: 852 pt tall, docked keyboard 336 pt.
  let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
  /// iOS 26's will-hide frame with an accessory view: 44 pt still on screen (808 + 44 = 852).
  let accessoryOnly = CGRect(x: 0, y: 808, width: 393, height: 44)

  @Test(arguments: [
    CGRect(x: 0, y: 516, width: 393, height: 336),  // the docked frame (password prompt)
    CGRect(x: 0, y: 808, width: 393, height: 44),  // iOS 26, accessory view attached
    CGRect.zero,  // empty end frame on dismissal
    CGRect(x: 0, y: 852, width: 393, height: 336),  // below the screen
    CGRect(x: 0, y: 852, width: 393, height: 0),  // zero height
  ])
  func willHideIsAuthoritativeWhateverItsFrame(frame: CGRect) {
    #expect(KeyboardReading(kind: .willHide, endFrame: frame) == .hidden)
  }

  @Test func zeroFrameOnWillChangeFrameCarriesNoInformation() {
    // Flutter: sent while a floating keyboard is dragged; KeyboardGuide ignores it too.
    #expect(KeyboardReading(kind: .willChangeFrame, endFrame: .zero) == .noInformation)
  }

  @Test func zeroFrameOnWillShowIsAFloatingShortcutsBar() {
    // Flutter: a minimized or expanded shortcuts bar dropped after dragging.
    #expect(KeyboardReading(kind: .willShow, endFrame: .zero) == .floating)
  }

  @Test(arguments: [KeyboardNotificationKind.willShow, .willChangeFrame])
  func zeroWidthOrHeightAwayFromTheOriginIsHidden(kind: KeyboardNotificationKind) {
    // Flutter: seen when switching multitasking modes; not CGRect.zero, so not the drag case.
    #expect(
      KeyboardReading(kind: kind, endFrame: CGRect(x: 0, y: 516, width: 393, height: 0))
        == .hidden)
    #expect(
      KeyboardReading(kind: kind, endFrame: CGRect(x: 0, y: 516, width: 0, height: 336))
        == .hidden)
  }

  @Test(arguments: [KeyboardNotificationKind.willShow, .willChangeFrame])
  func aRealFrameOnShowOrChangeIsKeptForMeasuring(kind: KeyboardNotificationKind) {
    #expect(KeyboardReading(kind: kind, endFrame: docked) == .frame(docked))
    // The 44 pt accessory frame is a real keyboard on these notifications (a hardware
    // keyboard's bar with an accessory view): only a hide overrides it.
    #expect(KeyboardReading(kind: kind, endFrame: accessoryOnly) == .frame(accessoryOnly))
  }

  @Test(arguments: [KeyboardNotificationKind.didShow, .didHide, .didChangeFrame])
  func didNotificationsNeverReplaceTheWillFrame(kind: KeyboardNotificationKind) {
    // A did-frame that disagrees (iOS 27 betas), or a floating keyboard's drag (Listable):
    // only a re-measure of the geometry.
    #expect(KeyboardReading(kind: kind, endFrame: docked) == .settled)
    #expect(KeyboardReading(kind: kind, endFrame: .zero) == .settled)
    #expect(!kind.isWill)
  }

  @Test func willKindsAreTheOnesActedOn() {
    #expect(
      KeyboardNotificationKind.allCases.filter(\.isWill) == [
        .willShow, .willHide, .willChangeFrame,
      ])
  }
}
