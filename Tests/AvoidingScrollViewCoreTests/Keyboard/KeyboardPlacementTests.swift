import AvoidingScrollViewCore
import Foundation
import Testing

/// Classifying a keyboard from its end frame (uikit-reference.md, iPad keyboards).
@Suite struct KeyboardPlacementTests {
  let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
  let iPad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

  @Test func dockedSoftwareKeyboardReachesTheBottom() {
    // 516 + 336 = 852: ends exactly at the screen's bottom.
    let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
    #expect(KeyboardPlacement(keyboardFrame: frame, screenBounds: phone) == .docked)
  }

  @Test func hardwareKeyboardBarIsDockedThoughMostlyBelowTheScreen() {
    // Full height 398, only 55 pt on screen: 1311 + 398 = 1709 > 1366.
    let frame = CGRect(x: 0, y: 1311, width: 1024, height: 398)
    #expect(KeyboardPlacement(keyboardFrame: frame, screenBounds: iPad) == .docked)
  }

  @Test func floatingKeyboardAwayFromTheBottomIsUndocked() {
    // 700 + 250 = 950 < 1366 − 1.
    let frame = CGRect(x: 300, y: 700, width: 320, height: 250)
    #expect(KeyboardPlacement(keyboardFrame: frame, screenBounds: iPad) == .undocked)
  }

  @Test func frameEndingWithinOnePointOfTheBottomIsDocked() {
    // 1365.5 ≥ 1366 − 1: rounding in a system frame does not undock it.
    let frame = CGRect(x: 0, y: 1000, width: 1024, height: 365.5)
    #expect(KeyboardPlacement(keyboardFrame: frame, screenBounds: iPad) == .docked)
  }

  @Test(arguments: [
    CGRect.zero,  // floating keyboard being dragged
    CGRect(x: 0, y: 852, width: 393, height: 336),  // hidden: just below the screen
    CGRect(x: 0, y: 516, width: 0, height: 336),  // zero width while switching modes
    CGRect(x: 0, y: 516, width: 393, height: 0),  // zero height
    CGRect(x: 500, y: 516, width: 393, height: 336),  // entirely right of the screen
  ])
  func emptyOrOffScreenFramesCoverNothing(frame: CGRect) {
    #expect(KeyboardPlacement(keyboardFrame: frame, screenBounds: phone) == .offScreen)
  }
}
