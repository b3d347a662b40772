import AvoidingScrollViewCore
import Foundation
import Testing

/// The covered height and the inset it calls for.
@Suite struct KeyboardOverlapTests {
  @Test func coveredHeightRunsFromKeyboardTopToBoundsBottom() {
    // Bounds 0…852 scrolled to 100 (origin 100): keyboard top at 100 + 516 = 616 in content
    // coordinates; covered = 952 − 616 = 336.
    let bounds = CGRect(x: 0, y: 100, width: 393, height: 852)
    let keyboard = CGRect(x: 0, y: 616, width: 393, height: 336)
    #expect(KeyboardOverlap.coveredHeight(keyboardFrame: keyboard, bounds: bounds) == 336)
  }

  @Test func keyboardReachingPastTheBoundsCountsOnlyTheCoveredPart() {
    // A tab-bar layout: the scroll view ends 49 pt above the keyboard's bottom.
    // Bounds 0…803, keyboard 516…852: covered 803 − 516 = 287.
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 803)
    let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
    #expect(KeyboardOverlap.coveredHeight(keyboardFrame: keyboard, bounds: bounds) == 287)
  }

  @Test func keyboardBelowOrBesideTheBoundsCoversNothing() {
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 400)
    #expect(
      KeyboardOverlap.coveredHeight(
        keyboardFrame: CGRect(x: 0, y: 516, width: 393, height: 336), bounds: bounds) == 0)
    #expect(
      KeyboardOverlap.coveredHeight(
        keyboardFrame: CGRect(x: 400, y: 0, width: 300, height: 400), bounds: bounds) == 0)
  }

  @Test func keyboardAboveTheBoundsTopCoversAllOfThem() {
    // Keyboard 0…500 over bounds 100…400: everything from the bounds' top down is covered.
    let bounds = CGRect(x: 0, y: 100, width: 393, height: 300)
    let keyboard = CGRect(x: 0, y: 0, width: 393, height: 500)
    #expect(KeyboardOverlap.coveredHeight(keyboardFrame: keyboard, bounds: bounds) == 300)
  }

  @Test func safeAreaAlreadyAppliedIsNotCountedTwice() {
    // 336 covered, 34 already inset by UIKit for the home indicator: add 302.
    #expect(KeyboardOverlap.addedInset(coveredHeight: 336, safeAreaAlreadyApplied: 34) == 302)
    // Hardware bar: 20 covered, 34 applied: add nothing (never negative).
    #expect(KeyboardOverlap.addedInset(coveredHeight: 20, safeAreaAlreadyApplied: 34) == 0)
    // A negative "applied" value cannot arise from UIKit; it is not added.
    #expect(KeyboardOverlap.addedInset(coveredHeight: 100, safeAreaAlreadyApplied: -5) == 100)
  }
}
