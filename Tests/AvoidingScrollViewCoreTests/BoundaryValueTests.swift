import AvoidingScrollViewCore
import Foundation
import Testing

/// The exact edges of the core's rules: each test sits on a boundary where a comparison
/// written `<` instead of `<=`, or a limit one unit off, gives another answer.
/// (Found by `Scripts/mutation/run`: these mutants survived the other suites.)
@Suite struct BoundaryValueTests {
  let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
  let iPad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
  let docked = CGRect(x: 0, y: 516, width: 393, height: 336)

  @Test func durationLimitIsTenSecondsInclusive() {
    // 10 s is the longest accepted animation; 10.5 s lies past it and marks garbage.
    let atLimit = KeyboardFrameChange(
      endFrame: .rect(docked), beginFrame: .absent, duration: NSNumber(value: 10.0), curve: nil,
      isLocal: nil)
    #expect(atLimit?.animationDuration == 10)
    #expect(
      KeyboardFrameChange(
        endFrame: .rect(docked), beginFrame: .absent, duration: NSNumber(value: 10.5), curve: nil,
        isLocal: nil) == nil)
  }

  @Test func keyboardEndingAtTheBoundsTopCoversNothing() {
    // Bounds 0…500; keyboard −300…0 touches the top edge: the intersection is 0 pt tall,
    // which is no overlap (not 500 − 0 = 500).
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 500)
    let keyboard = CGRect(x: 0, y: -300, width: 393, height: 300)
    #expect(KeyboardOverlap.coveredHeight(keyboardFrame: keyboard, bounds: bounds) == 0)
  }

  @Test func boundsReachingBelowTheKeyboardCountUpToTheirBottom() {
    // A scroll view taller than the screen (bounds 0…900) under a keyboard 516…852: what lies
    // below the keyboard is off screen, so it is hidden too: covered 900 − 516 = 384, not
    // just the keyboard's 336.
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 900)
    #expect(KeyboardOverlap.coveredHeight(keyboardFrame: docked, bounds: bounds) == 384)
  }

  @Test func keyboardTouchingTheScreensRightEdgeIsOffScreen() {
    // x 393…786 starts where the 393-pt screen ends: 0 pt of it is on screen.
    let beside = CGRect(x: 393, y: 516, width: 393, height: 336)
    #expect(KeyboardPlacement(keyboardFrame: beside, screenBounds: phone) == .offScreen)
  }

  @Test func frameEndingExactlyOnePointShortOfTheBottomIsDocked() {
    // 1000 + 365 = 1365 = 1366 − 1: at the tolerance, still docked.
    let frame = CGRect(x: 0, y: 1000, width: 1024, height: 365)
    #expect(KeyboardPlacement(keyboardFrame: frame, screenBounds: iPad) == .docked)
    // 1000 + 364.5 = 1364.5 < 1365: past it, undocked.
    let shorter = CGRect(x: 0, y: 1000, width: 1024, height: 364.5)
    #expect(KeyboardPlacement(keyboardFrame: shorter, screenBounds: iPad) == .undocked)
  }
}
