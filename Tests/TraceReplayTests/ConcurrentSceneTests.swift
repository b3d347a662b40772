#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import TestSupport
  import Testing
  @testable import TraceReplay

  /// A replay shares `NotificationCenter.default` with every other scene of the process, as an
  /// app shares it with its other windows and screens. Another screen's keyboard that arrives
  /// while the replay waits for a turn of the main queue is not part of the session: the
  /// recorder keeps neither it nor its decision, so the replay compares neither.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct ConcurrentSceneTests {
    @Test func anotherScreensKeyboardDuringAReplayIsNotCompared() async throws {
      let trace = try TraceReplayer.load(EditedTraceTests.act2)
      // A second screen (an external display, 1920 × 1080) whose keyboard goes up and down
      // at every turn while the replay runs.
      let otherScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
      let up = NSValue(cgRect: CGRect(x: 0, y: 700, width: 1920, height: 380))
      var posted = 0
      var replaying = true
      let noise = Task { @MainActor in
        while replaying {
          NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: otherScreen,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: up])
          posted += 1
          await TraceReplayer.nextMainQueueTurn()
        }
      }
      let report = await TraceReplayer(trace: trace).run()
      replaying = false
      await noise.value
      // The replay waits for the main queue 7 times: once after building the scene, at
      // each of act 2's 5 "turn" events and once at the end; the noise posts each time it
      // gets the main actor back, so at least the 5 turns' posts land while the scene listens.
      #expect(posted >= 5)
      #expect(report.isClean)
      #expect(report.divergences.isEmpty)
    }
  }
#endif
