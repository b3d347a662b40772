#if !canImport(UIKit)
  import Testing

  /// Runs a test alone with respect to every other test carrying this trait, in any test
  /// target of the package (they all run in one process).
  ///
  /// Scenes share `NotificationCenter.default`, as apps do. A test that posts a keyboard
  /// notification with `object: nil` (the pre-iOS 16.1 form) reaches every live scroll view,
  /// and an async test keeps its scene alive across suspension points while other tests run.
  /// Tests of either kind carry `.exclusiveNotificationCenter`, so none of them runs while
  /// another is suspended. Synchronous tests that post with their own screen need nothing:
  /// they run on the main actor without interleaving, and the component ignores other
  /// screens' keyboards.
  public struct ExclusiveNotificationCenterTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite that carries it.
    public var isRecursive: Bool { true }

    /// Runs the test (or test case) while holding the lock; suites pass straight through.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      // Suites pass through; each test (or test case) takes the lock.
      guard !test.isSuite else { return try await function() }
      await NotificationCenterLock.shared.acquire()
      do {
        try await function()
      } catch {
        await NotificationCenterLock.shared.release()
        throw error
      }
      await NotificationCenterLock.shared.release()
    }
  }

  extension Trait where Self == ExclusiveNotificationCenterTrait {
    /// See ``ExclusiveNotificationCenterTrait``.
    public static var exclusiveNotificationCenter: Self { Self() }
  }

  /// A first-come, first-served lock for async code.
  actor NotificationCenterLock {
    static let shared = NotificationCenterLock()
    private var isHeld = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
      guard isHeld else {
        isHeld = true
        return
      }
      await withCheckedContinuation { waiters.append($0) }
    }

    func release() {
      if waiters.isEmpty {
        isHeld = false
      } else {
        waiters.removeFirst().resume()
      }
    }
  }
#endif
