import AvoidingScrollViewCore
import Foundation
import Testing

/// Decoding and validation of a keyboard notification's raw values (the core, no UIKit).
@Suite struct KeyboardFrameChangeTests {
  let docked = CGRect(x: 0, y: 516, width: 393, height: 336)

  @Test func completeUserInfoDecodesEveryValue() throws {
    let change = try #require(
      KeyboardFrameChange(
        endFrame: .rect(docked), beginFrame: .rect(docked.offsetBy(dx: 0, dy: 336)),
        duration: NSNumber(value: 0.25), curve: NSNumber(value: 7),
        isLocal: NSNumber(value: false)))
    #expect(change.endFrame == docked)
    #expect(change.beginFrame == CGRect(x: 0, y: 852, width: 393, height: 336))
    #expect(change.animationDuration == 0.25)
    #expect(change.animationCurveRawValue == 7)  // the real keyboard's undocumented curve
    #expect(change.isLocal == false)
  }

  @Test func optionalValuesTakeDefaultsWhenAbsent() throws {
    // uikit-reference.md [seen]: duration and curve may be absent; isLocal defaults to true.
    let change = try #require(
      KeyboardFrameChange(
        endFrame: .rect(docked), beginFrame: .absent, duration: nil, curve: nil, isLocal: nil))
    #expect(change.beginFrame == nil)
    #expect(change.animationDuration == 0)
    #expect(change.animationCurveRawValue == 0)
    #expect(change.isLocal)
  }

  @Test func emptyBeginFrameOfInteractiveDismissalIsAccepted() throws {
    // [seen] the final hide of an interactive dismissal may carry an empty begin frame.
    let change = try #require(
      KeyboardFrameChange(
        endFrame: .rect(CGRect(x: 0, y: 852, width: 393, height: 336)), beginFrame: .rect(.zero),
        duration: NSNumber(value: 0.25), curve: NSNumber(value: 7), isLocal: nil))
    #expect(change.beginFrame == .zero)
  }

  @Test(arguments: [
    CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
    CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10),
    CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 10),
    CGRect(x: 0, y: 1e9, width: 393, height: 336),
    CGRect(x: 0, y: 516, width: -393, height: 336),
    CGRect(x: 0, y: 516, width: 393, height: -336),
  ])
  func pathologicalEndFramesAreRejected(frame: CGRect) {
    #expect(
      KeyboardFrameChange(
        endFrame: .rect(frame), beginFrame: .absent, duration: nil, curve: nil, isLocal: nil)
        == nil)
  }

  @Test func missingOrMistypedEndFrameIsRejected() {
    for end in [KeyboardFrameChange.FrameValue.absent, .wrongType] {
      #expect(
        KeyboardFrameChange(
          endFrame: end, beginFrame: .absent, duration: nil, curve: nil, isLocal: nil)
          == nil)
    }
  }

  @Test func mistypedOrPathologicalBeginFrameIsRejected() {
    #expect(
      KeyboardFrameChange(
        endFrame: .rect(docked), beginFrame: .wrongType, duration: nil, curve: nil, isLocal: nil)
        == nil)
    let notANumber = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    #expect(
      KeyboardFrameChange(
        endFrame: .rect(docked), beginFrame: .rect(notANumber), duration: nil, curve: nil,
        isLocal: nil) == nil)
  }

  @Test func badDurationsAreRejected() {
    let durations: [Any] = [
      "0.25", NSNumber(value: -0.1), NSNumber(value: Double.nan),
      NSNumber(value: Double.infinity), NSNumber(value: 3600.0),
    ]
    for duration in durations {
      #expect(
        KeyboardFrameChange(
          endFrame: .rect(docked), beginFrame: .absent, duration: duration, curve: nil,
          isLocal: nil) == nil, "duration \(duration)")
    }
  }

  @Test func badCurvesAreRejected() {
    // Curves live in four bits of UIView.AnimationOptions; anything else cannot be shifted
    // there meaningfully (and a negative one would trap in UInt(_:)).
    let curves: [Any] = ["7", NSNumber(value: -1), NSNumber(value: 16), NSNumber(value: 2.5)]
    for curve in curves {
      #expect(
        KeyboardFrameChange(
          endFrame: .rect(docked), beginFrame: .absent, duration: nil, curve: curve, isLocal: nil)
          == nil, "curve \(curve)")
    }
  }

  @Test func mistypedIsLocalIsRejected() {
    #expect(
      KeyboardFrameChange(
        endFrame: .rect(docked), beginFrame: .absent, duration: nil, curve: nil, isLocal: "yes")
        == nil)
  }

  @Test func zeroDurationIsAValidUnanimatedChange() throws {
    let change = try #require(
      KeyboardFrameChange(
        endFrame: .rect(docked), beginFrame: .absent, duration: NSNumber(value: 0), curve: nil,
        isLocal: nil))
    #expect(change.animationDuration == 0)
  }
}
