import AvoidingScrollViewCore
import Testing

/// Whether VoiceOver is moved to the field the component focused (``VoiceOverFocusRule``).
@Suite struct VoiceOverFocusRuleTests {
  // VoiceOver on, the field still edited, VoiceOver elsewhere: the one case that posts.
  @Test func postsWhenVoiceOverRunsElsewhereAndTheFieldIsStillEdited() {
    #expect(
      VoiceOverFocusRule.decide(
        voiceOverRunning: true, fieldStillEdited: true, voiceOverIsOnField: { false })
        == .post)
  }

  // Each condition alone stops the post, with its reason.
  @Test func eachConditionStopsThePostWithItsReason() {
    #expect(
      VoiceOverFocusRule.decide(
        voiceOverRunning: false, fieldStillEdited: true, voiceOverIsOnField: { false })
        == .skip(.voiceOverOff))
    #expect(
      VoiceOverFocusRule.decide(
        voiceOverRunning: true, fieldStillEdited: false, voiceOverIsOnField: { false })
        == .skip(.fieldNoLongerEdited))
    #expect(
      VoiceOverFocusRule.decide(
        voiceOverRunning: true, fieldStillEdited: true, voiceOverIsOnField: { true })
        == .skip(.voiceOverAlreadyOnField))
  }

  // With VoiceOver off, or the field gone, VoiceOver's element is not even asked for.
  @Test func voiceOversElementIsAskedForOnlyWhenItDecides() {
    var asked = 0
    let ask = { () -> Bool in
      asked += 1
      return false
    }
    _ = VoiceOverFocusRule.decide(
      voiceOverRunning: false, fieldStillEdited: true, voiceOverIsOnField: ask)
    _ = VoiceOverFocusRule.decide(
      voiceOverRunning: true, fieldStillEdited: false, voiceOverIsOnField: ask)
    #expect(asked == 0)
    _ = VoiceOverFocusRule.decide(
      voiceOverRunning: true, fieldStillEdited: true, voiceOverIsOnField: ask)
    #expect(asked == 1)
  }
}
