import AvoidingScrollViewCore
import Foundation
import Testing

/// The checks a notification's keyboard frame passes before it is used, and the readings a
/// failed one falls back on (issue 37, item 2), as pure geometry. iPad Pro 12.9" portrait:
/// 1024 × 1366; the keyboard with a 44 pt accessory is 442 pt, docked at 1366 − 442 = 924.
@Suite struct KeyboardFrameCheckTests {
  let iPad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
  let docked = CGRect(x: 0, y: 924, width: 1024, height: 442)

  /// Stage Manager at (100, 200), 700 × 1000: the docked frame moved by −(100, 200) is
  /// (−100, 724, 1024, 442), 924 − 200 = 724; moved back it is the docked frame.
  @Test func aFrameMovedByTheWindowsOriginIsReadInWindowCoordinates() {
    let window = CGRect(x: 100, y: 200, width: 700, height: 1000)
    let reported = CGRect(x: -100, y: 724, width: 1024, height: 442)
    #expect(
      KeyboardFrameCheck.readsInWindowCoordinates(
        screenReading: reported, windowReading: docked, screenBounds: iPad, windowFrame: window))
  }

  /// iPad Pro landscape, 1366 × 1024, keyboard 471 + 44 = 515 docked at 509; Stage Manager
  /// at (200, 60), 900 × 900: the frame comes as (−200, 449, 1366, 515). It reaches the
  /// window's bottom (964 ≥ 960) and spans the window, but it reaches past the screen's left
  /// side: not docked-shaped; moved back it is the docked frame.
  @Test func aFrameReachingPastTheScreensSideIsNotDockedShaped() {
    let landscape = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    let window = CGRect(x: 200, y: 60, width: 900, height: 900)
    let reported = CGRect(x: -200, y: 449, width: 1366, height: 515)
    #expect(
      !KeyboardFrameCheck.isDockedShaped(reported, screenBounds: landscape, windowFrame: window))
    #expect(
      KeyboardFrameCheck.readsInWindowCoordinates(
        screenReading: reported, windowReading: CGRect(x: 0, y: 509, width: 1366, height: 515),
        screenBounds: landscape, windowFrame: window))
  }

  /// Slide Over at (704, 24), 320 × 1322: the keyboard as wide as the window and ending at
  /// its bottom, (704, 1046, 320, 300), spans the window (704 … 1024) though not the screen,
  /// lies inside the screen's sides, and reaches the window's bottom (1346): docked-shaped.
  @Test func aSlideOverFrameSpanningItsWindowIsDockedShaped() {
    let window = CGRect(x: 704, y: 24, width: 320, height: 1322)
    let slideOver = CGRect(x: 704, y: 1046, width: 320, height: 300)
    #expect(
      KeyboardFrameCheck.isDockedShaped(slideOver, screenBounds: iPad, windowFrame: window))
    // Beside the window (x 384 … 704) it is not.
    #expect(
      !KeyboardFrameCheck.isDockedShaped(
        slideOver.offsetBy(dx: -320, dy: 0), screenBounds: iPad, windowFrame: window))
  }

  /// A frame in screen coordinates is docked-shaped already: kept. Read in the window's it
  /// would be (100, 1124, …), which does not span the screen.
  @Test func aRightFrameIsKept() {
    let window = CGRect(x: 100, y: 200, width: 700, height: 1000)
    #expect(
      !KeyboardFrameCheck.readsInWindowCoordinates(
        screenReading: docked, windowReading: docked.offsetBy(dx: 100, dy: 200),
        screenBounds: iPad, windowFrame: window))
  }

  /// An iPad keyboard undocked full width at y 500 (ends at 942) in a window at (0, 424),
  /// 1024 × 942: moved by the window's origin it would reach the bottom (924 … 1366). It
  /// spans the screen: in screen coordinates, kept undocked (the documented reading).
  @Test func aFullWidthUndockedKeyboardIsKept() {
    let window = CGRect(x: 0, y: 424, width: 1024, height: 942)
    let undocked = CGRect(x: 0, y: 500, width: 1024, height: 442)
    #expect(
      !KeyboardFrameCheck.readsInWindowCoordinates(
        screenReading: undocked, windowReading: undocked.offsetBy(dx: 0, dy: 424),
        screenBounds: iPad, windowFrame: window))
  }

  /// A floating keyboard, 320 pt wide, spans the screen in neither reading.
  @Test func aFloatingKeyboardIsKept() {
    let window = CGRect(x: 100, y: 200, width: 700, height: 1000)
    let floating = CGRect(x: 300, y: 1100, width: 320, height: 250)
    #expect(
      !KeyboardFrameCheck.readsInWindowCoordinates(
        screenReading: floating, windowReading: floating.offsetBy(dx: 100, dy: 200),
        screenBounds: iPad, windowFrame: window))
  }

  /// The accessory at 880 … 924 on top of the keys (924 … 1366) is added: 880 … 1366, 486 pt.
  /// Inside the frame it is not added again; one 10 pt above the keys' top is not on them.
  @Test func anAccessoryIsCountedOnce() {
    let keys = CGRect(x: 0, y: 924, width: 1024, height: 442)
    let onTop = CGRect(x: 0, y: 880, width: 1024, height: 44)
    #expect(
      KeyboardFrameCheck.frame(keys, withAccessoryAt: onTop)
        == CGRect(x: 0, y: 880, width: 1024, height: 486))
    let inside = CGRect(x: 0, y: 924, width: 1024, height: 44)
    #expect(KeyboardFrameCheck.frame(keys, withAccessoryAt: inside) == nil)
    let apart = CGRect(x: 0, y: 870, width: 1024, height: 44)  // ends at 914 < 924 − 1
    #expect(KeyboardFrameCheck.frame(keys, withAccessoryAt: apart) == nil)
    let notFinite = CGRect(x: 0, y: CGFloat.nan, width: 1024, height: 44)
    #expect(KeyboardFrameCheck.frame(keys, withAccessoryAt: notFinite) == nil)
  }

  /// iPhone 15, 393 × 852, bottom safe area 34: a guide with its top at 516 follows a
  /// docked keyboard: (0, 516, 393, 336). At the safe-area bottom (818) it follows none.
  @Test func theGuideGivesADockedKeyboardOnlyAboveTheSafeArea() {
    let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
    #expect(
      KeyboardFrameCheck.keyboardFrame(
        guideInScreen: CGRect(x: 0, y: 516, width: 393, height: 336), windowFrame: phone,
        safeAreaBottom: 34, screenBounds: phone)
        == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(
      KeyboardFrameCheck.keyboardFrame(
        guideInScreen: CGRect(x: 0, y: 818, width: 393, height: 34), windowFrame: phone,
        safeAreaBottom: 34, screenBounds: phone) == nil)
    #expect(
      KeyboardFrameCheck.keyboardFrame(
        guideInScreen: CGRect(x: 0, y: CGFloat.infinity, width: 393, height: 34),
        windowFrame: phone, safeAreaBottom: 34, screenBounds: phone) == nil)
  }
}
