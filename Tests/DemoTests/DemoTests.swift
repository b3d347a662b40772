#if !canImport(UIKit)
  import DemoKit
  import TestSupport
  import Testing

  /// The demo's suites, run one at a time and apart from every other test that shares
  /// `NotificationCenter.default` across suspension points: a session awaits main-queue
  /// turns, and a keyboard notification posted meanwhile without a screen (`object == nil`,
  /// meaning "every screen") would reach its scenes.
  @MainActor
  @Suite(.serialized, .exclusiveNotificationCenter) enum DemoTests {
    /// Plays the session once; it is deterministic.
    static func session(compare: Bool) async -> DemoReport {
      await DemoSession.run(compare: compare)
    }
  }
#endif
