#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// A recorded trace with one frame changed: the replay names the step that diverges, the
  /// member, both values and the rule behind it, with both explanations.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct EditedTraceTests {
    /// The demo's act 2 (iPhone 15, 393 × 852, safe area 59 / 34): at seq 13 the QuickType
    /// bar comes on, a will-change-frame to (0, 516, 393, 336); the decision at seq 14 covers
    /// 852 − 516 = 336 pt, an inset of 336 − 34 = 302.
    static let act2 = TraceFolderTests.folder.appendingPathComponent(
      "recorded/demo-act2-the-home-indicator-the-quicktype-bar-and-a-rotation.json")

    @Test func oneFrameChangedIsReportedAtItsStepWithTheRule() async throws {
      var trace = try TraceReplayer.load(Self.act2)
      let index = try #require(trace.events.firstIndex { $0.seq == 13 })
      guard case .keyboardNotification(var posted) = trace.events[index].body else {
        Issue.record("seq 13 is not a keyboard notification")
        return
      }
      #expect(posted.userInfo?.endFrame?.rect == CGRect(x: 0, y: 516, width: 393, height: 336))
      // The edit: the keyboard's top 10 pt lower, 526 (still docked: 526 + 336 ≥ 852).
      posted.userInfo?.endFrame = TraceRect(CGRect(x: 0, y: 526, width: 393, height: 336))
      trace.events[index].body = .keyboardNotification(posted)

      let report = await TraceReplayer(trace: trace).run()
      let first = try #require(report.divergences.first)
      #expect(first.seq == 14)
      #expect(first.trigger == 13)
      #expect(first.kind == .component)
      #expect(first.field == "keyboard.frameInScreen")
      #expect(first.recorded == "[0, 516, 393, 336]")
      #expect(first.replayed == "[0, 526, 393, 336]")
      #expect(first.rule == "docked-reaches-screen-bottom")
      // Covered: 852 − 526 = 326, the inset 326 − 34 = 292.
      #expect(
        first.recordedText.contains(
          "covers 336 pt of the scroll view; the inset is 336 − 34 = 302 pt"))
      #expect(
        first.replayedText.contains(
          "covers 326 pt of the scroll view; the inset is 326 − 34 = 292 pt"))
      let text = report.text()
      #expect(
        text.contains(
          "first divergence at seq 14, after seq 13 (keyboardNotification willChangeFrame, object thisScreen end frame [0, 526, 393, 336]):"
        ))
      #expect(text.contains("  rule: docked-reaches-screen-bottom"))
    }

    @Test func aDecisionMemberChangedIsReportedWithTheRuleOfThatMember() async throws {
      var trace = try TraceReplayer.load(Self.act2)
      let index = try #require(trace.events.firstIndex { $0.seq == 14 })
      // As if the component had once added the whole covered height, safe area included.
      var members = try #require(trace.events[index].decisionEvent)
      members.decision?.insets?.keyboard = 336
      trace.events[index].body = .decision(members)
      let report = await TraceReplayer(trace: trace).run()
      #expect(report.divergences.count == 1)
      let first = try #require(report.divergences.first)
      #expect(first.seq == 14)
      #expect(first.field == "insets.keyboard")
      #expect(first.recorded == "336")
      #expect(first.replayed == "302")
      #expect(first.rule == "minus-applied-safe-area")
    }

    @Test func aMissingAndAnExtraDecisionAreBothReported() async throws {
      var trace = try TraceReplayer.load(Self.act2)
      // The decision at seq 14 taken out: the replay takes one the recording does not have.
      trace.events.removeAll { $0.seq == 14 }
      let report = await TraceReplayer(trace: trace).run()
      let first = try #require(report.divergences.first)
      #expect(first.field == "decision")
      #expect(first.recorded == "none")
      #expect(first.trigger == 13)
    }

    @Test func aModelDifferenceIsToldApartFromAComponentDifference() async throws {
      var trace = try TraceReplayer.load(Self.act2)
      // As if UIKit had given the scroll view a 44-pt larger top safe area than the screen's
      // margins explain (a navigation bar): HeadlessUIKit derives 59, not 103.
      trace.scene.geometry.scrollView?.safeAreaInsets = TraceInsets(
        top: 103, left: 0, bottom: 34, right: 0)
      let report = await TraceReplayer(trace: trace).run()
      #expect(report.modelDifferences.count == 1)
      #expect(report.modelDifferences.first?.seq == -1)
      #expect(
        report.modelDifferences.first?.what
          == "scrollView.safeAreaInsets: recorded [103, 0, 34, 0], model [59, 0, 34, 0]")
      #expect(report.isClean)
    }
  }
#endif
