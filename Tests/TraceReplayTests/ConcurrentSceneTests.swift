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
    /// The other screen's poster: how many it posted, and whether to go on (main-actor
    /// state shared with the task that posts).
    @MainActor final class Noise {
      var posted = 0
      var isOn = true
    }

    @Test func anotherScreensKeyboardDuringAReplayIsNotCompared() async throws {
      let trace = try TraceReplayer.load(EditedTraceTests.act2)
      // A second screen (an external display, 1920 × 1080) whose keyboard goes up and down
      // at every turn while the replay runs.
      let otherScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
      let up = NSValue(cgRect: CGRect(x: 0, y: 700, width: 1920, height: 380))
      let noise = Noise()
      let posting = Task { @MainActor in
        while noise.isOn {
          NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: otherScreen,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: up])
          noise.posted += 1
          await TraceReplayer.nextMainQueueTurn()
        }
      }
      let report = await TraceReplayer(trace: trace).run()
      noise.isOn = false
      await posting.value
      // The replay waits for the main queue 7 times: once after building the scene, at
      // each of act 2's 5 "turn" events and once at the end; the noise posts each time it
      // gets the main actor back, so at least the 5 turns' posts land while the scene listens.
      #expect(noise.posted >= 5)
      #expect(report.isClean)
      #expect(report.divergences.isEmpty)
    }
  }
#endif
