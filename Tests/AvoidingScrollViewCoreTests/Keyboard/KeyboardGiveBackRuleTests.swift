import AvoidingScrollViewCore
import Foundation
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard give-back rule as values: in doubt only for this app's covering keyboard with
/// no field editing; given back when the window's guide is at (or below) the safe area.
@Suite struct KeyboardGiveBackRuleTests {
  @Test func inDoubtOnlyWhenThisAppsKeyboardCoversAndNoFieldEdits() {
    #expect(KeyboardGiveBackRule.isInDoubt(covers: true, isLocal: true, appIsEditing: false))
    // A field edits: the guide is never asked (the iOS 27 beta's stuck guide).
    #expect(!KeyboardGiveBackRule.isInDoubt(covers: true, isLocal: true, appIsEditing: true))
    // Another app's keyboard: its first responder is not this app's.
    #expect(!KeyboardGiveBackRule.isInDoubt(covers: true, isLocal: false, appIsEditing: false))
    // Nothing covers: nothing to give back.
    #expect(!KeyboardGiveBackRule.isInDoubt(covers: false, isLocal: true, appIsEditing: false))
  }

  /// An iPhone 15 window, 852 tall with a 34 pt bottom safe area: its safe area ends at
  /// 852 − 34 = 818.
  @Test func givenBackWhenTheGuideIsAtTheSafeArea() {
    // At the safe area (the keyboard offscreen), or at the window's bottom
    // (`usesBottomSafeArea` off): given back.
    #expect(KeyboardGiveBackRule.givesBack(guideTop: 818, safeAreaBottom: 818))
    #expect(KeyboardGiveBackRule.givesBack(guideTop: 852, safeAreaBottom: 818))
    // Within the half-point slack: 818 − 0.5 = 817.5 still counts.
    #expect(KeyboardGiveBackRule.givesBack(guideTop: 817.5, safeAreaBottom: 818))
    #expect(!KeyboardGiveBackRule.givesBack(guideTop: 817.4, safeAreaBottom: 818))
    // A docked 336 pt keyboard: the guide's top at 852 − 336 = 516 keeps it.
    #expect(!KeyboardGiveBackRule.givesBack(guideTop: 516, safeAreaBottom: 818))
  }

  @Test func aValueThatIsNotFiniteGivesNothingBack() {
    #expect(!KeyboardGiveBackRule.givesBack(guideTop: .nan, safeAreaBottom: 818))
    #expect(!KeyboardGiveBackRule.givesBack(guideTop: .infinity, safeAreaBottom: 818))
    #expect(!KeyboardGiveBackRule.givesBack(guideTop: 818, safeAreaBottom: .nan))
  }
}
