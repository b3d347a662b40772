import AvoidingScrollViewCore
import Foundation
import Testing

/// Docked means reaching the bottom of the screen or of the app's window (Slide Over:
/// Flutter's `-calculateMultitaskingAdjustment:keyboardFrame:` and its test).
@Suite struct KeyboardPlacementWindowTests {
  /// iPad Pro 12.9" landscape.
  let screen = CGRect(x: 0, y: 0, width: 1366, height: 1024)
  /// A Slide Over window inside the safe area: y 24 … 1004.
  let slideOver = CGRect(x: 1036, y: 24, width: 320, height: 980)

  @Test func frameEndingAtTheSlideOverWindowsBottomIsDocked() {
    // 704 + 300 = 1004 = the window's bottom, 20 pt above the screen's (1024).
    let frame = CGRect(x: 0, y: 704, width: 1366, height: 300)
    #expect(KeyboardPlacement(keyboardFrame: frame, screenBounds: screen) == .undocked)
    #expect(
      KeyboardPlacement(keyboardFrame: frame, screenBounds: screen, windowFrame: slideOver)
        == .docked)
  }

  @Test func frameEndingWithinOnePointOfTheWindowsBottomIsDocked() {
    // 703.5 + 300 = 1003.5 ≥ 1004 − 1.
    let frame = CGRect(x: 1036, y: 703.5, width: 320, height: 300)
    #expect(
      KeyboardPlacement(keyboardFrame: frame, screenBounds: screen, windowFrame: slideOver)
        == .docked)
  }

  @Test func floatingKeyboardInsideTheWindowIsUndocked() {
    // 500 + 250 = 750 < 1004 − 1 and < 1024 − 1.
    let frame = CGRect(x: 1036, y: 500, width: 320, height: 250)
    #expect(
      KeyboardPlacement(keyboardFrame: frame, screenBounds: screen, windowFrame: slideOver)
        == .undocked)
  }

  @Test func fullScreenWindowChangesNothing() {
    // The window's bottom is the screen's: docked and floating frames read as before.
    let docked = CGRect(x: 0, y: 553, width: 1366, height: 471)
    let floating = CGRect(x: 300, y: 400, width: 320, height: 250)
    #expect(
      KeyboardPlacement(keyboardFrame: docked, screenBounds: screen, windowFrame: screen)
        == .docked)
    #expect(
      KeyboardPlacement(keyboardFrame: floating, screenBounds: screen, windowFrame: screen)
        == .undocked)
  }

  @Test func offScreenStaysOffScreenWhateverTheWindow() {
    #expect(
      KeyboardPlacement(keyboardFrame: .zero, screenBounds: screen, windowFrame: slideOver)
        == .offScreen)
    let below = CGRect(x: 0, y: 1024, width: 1366, height: 300)
    #expect(
      KeyboardPlacement(keyboardFrame: below, screenBounds: screen, windowFrame: slideOver)
        == .offScreen)
  }

  @Test func aWindowFrameThatIsNotSaneIsIgnored() {
    let frame = CGRect(x: 0, y: 704, width: 1366, height: 300)
    let nonsense = CGRect(x: 0, y: CGFloat.nan, width: 320, height: 980)
    #expect(
      KeyboardPlacement(keyboardFrame: frame, screenBounds: screen, windowFrame: nonsense)
        == .undocked)
  }
}
