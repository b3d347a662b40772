import AvoidingScrollViewCore
import Foundation
import Testing

/// The rect revealed for a focused view and its companions.
@Suite struct CompanionRevealTests {
  let field = CGRect(x: 16, y: 316, width: 288, height: 44)

  @Test func theUnionIsRevealedWhenItFits() {
    // Label 364…384 under the field 316…360: union 316…384 (68) ≤ 315 − 32 = 283.
    let label = CGRect(x: 16, y: 364, width: 200, height: 20)
    let rect = CompanionReveal.rect(
      focus: field, companions: [label], padding: 16, visibleHeight: 315)
    #expect(rect == CGRect(x: 16, y: 316, width: 288, height: 68))
  }

  @Test func tooTallAUnionKeepsTheFieldAndWhatFollowsItFirst() {
    // Button 1150…1194: union 316…1194 (878) > 283. From the field's top 316 down by 283:
    // 316…599. Above-the-field companions get nothing: none left.
    let button = CGRect(x: 16, y: 1150, width: 288, height: 44)
    let header = CGRect(x: 16, y: 200, width: 288, height: 20)
    let rect = CompanionReveal.rect(
      focus: field, companions: [button, header], padding: 16, visibleHeight: 315)
    #expect(rect == CGRect(x: 16, y: 316, width: 288, height: 283))
  }

  @Test func roomLeftBelowGoesToTheCompanionsAbove() {
    // Header 0…20 above, label 364…384 below: union 0…384 (384) > 283. Down: to
    // min(384, 316 + 283 = 599) = 384; up: max(0, 384 − 283 = 101) = 101 → 101…384.
    let header = CGRect(x: 16, y: 0, width: 288, height: 20)
    let label = CGRect(x: 16, y: 364, width: 200, height: 20)
    let rect = CompanionReveal.rect(
      focus: field, companions: [header, label], padding: 16, visibleHeight: 315)
    #expect(rect == CGRect(x: 16, y: 101, width: 288, height: 283))
  }

  @Test func aFocusTallerThanTheRoomIsRevealedAlone() {
    let tall = CGRect(x: 16, y: 316, width: 288, height: 300)  // 300 ≥ 283
    let label = CGRect(x: 16, y: 620, width: 200, height: 20)
    #expect(
      CompanionReveal.rect(focus: tall, companions: [label], padding: 16, visibleHeight: 315)
        == tall)
  }

  @Test func nonFiniteCompanionsAndPaddingsAreDefined() {
    let bad = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    #expect(
      CompanionReveal.rect(focus: field, companions: [bad], padding: 16, visibleHeight: 315)
        == field)
    // A NaN padding counts as 0: the union 316…384 fits 315.
    let label = CGRect(x: 16, y: 364, width: 200, height: 20)
    #expect(
      CompanionReveal.rect(focus: field, companions: [label], padding: .nan, visibleHeight: 315)
        == CGRect(x: 16, y: 316, width: 288, height: 68))
    #expect(
      CompanionReveal.rect(focus: field, companions: [], padding: 16, visibleHeight: 315)
        == field)
  }

  @Test func aUnionExactlyAsTallAsTheRoomIsRevealedWhole() {
    // A field as tall as the room (316…599, 283 = 315 − 2 × 16) and a label beside it that
    // reaches wider (x 0…320, y 400…420): the union (0, 316, 320, 283) fits exactly, so it
    // is revealed whole, label included, not the field alone.
    let tall = CGRect(x: 16, y: 316, width: 288, height: 283)
    let label = CGRect(x: 0, y: 400, width: 320, height: 20)
    #expect(
      CompanionReveal.rect(focus: tall, companions: [label], padding: 16, visibleHeight: 315)
        == CGRect(x: 0, y: 316, width: 320, height: 283))
  }

  @Test func aNegativePaddingCountsAsZero() {
    // Padding −10 counts as 0: room 315. Label 616…636 under the field 316…360: union
    // 316…636 (320) > 315, so it is cut: down to min(636, 316 + 315 = 631) = 631, up to
    // max(316, 631 − 315 = 316) = 316 → 316…631. (Taken as −10, the room would be
    // 315 + 20 = 335 and the whole union would be returned.)
    let label = CGRect(x: 16, y: 616, width: 200, height: 20)
    #expect(
      CompanionReveal.rect(focus: field, companions: [label], padding: -10, visibleHeight: 315)
        == CGRect(x: 16, y: 316, width: 288, height: 315))
  }
}
