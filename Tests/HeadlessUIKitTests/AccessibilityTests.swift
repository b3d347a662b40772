import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
  import TestSupport
#endif

#if !canImport(UIKit)
  /// `UIAccessibility`: posting notifications, whether VoiceOver runs, the element it is on;
  /// and the simulated VoiceOver (headless-only `simulateVoiceOver(running:)` and
  /// `simulatedPosts`).
  ///
  /// VoiceOver's state is the process's, as in UIKit: each test sets the state it needs and
  /// puts back the one it found, and runs alone with respect to the component's VoiceOver
  /// scenarios, which wait for main-queue turns (`.exclusiveNotificationCenter`).
  @Suite("Accessibility", .exclusiveNotificationCenter)
  @MainActor
  struct AccessibilityTests {
    /// Runs `body` with the simulated VoiceOver `running` or not, then restores the state.
    private func withVoiceOver(running: Bool, _ body: () -> Void) {
      let before = UIAccessibility.isVoiceOverRunning
      UIAccessibility.simulateVoiceOver(running: running)
      body()
      UIAccessibility.simulateVoiceOver(running: before)
    }

    /// The posts made since `count` posts had been recorded.
    private func posts(since count: Int) -> [(
      notification: UIAccessibility.Notification, argument: Any?
    )] {
      Array(UIAccessibility.simulatedPosts.dropFirst(count))
    }

    // [choice] The test hook: every post is recorded, in order, VoiceOver or not.
    @Test func everyPostIsRecordedInOrderWhetherOrNotVoiceOverRuns() {
      let field = UITextField(frame: .zero)
      let other = UIView(frame: .zero)
      let count = UIAccessibility.simulatedPosts.count
      withVoiceOver(running: false) {
        UIAccessibility.post(notification: .layoutChanged, argument: field)
      }
      withVoiceOver(running: true) {
        UIAccessibility.post(notification: .layoutChanged, argument: other)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      }
      let posts = posts(since: count)
      #expect(posts.count == 3)
      #expect(posts.allSatisfy { $0.notification == .layoutChanged })
      #expect(posts[0].argument as AnyObject? === field)
      #expect(posts[1].argument as AnyObject? === other)
      #expect(posts[2].argument == nil)
    }

    // [choice] No app, no VoiceOver: off until a test turns it on.
    @Test func voiceOverRunsOnlyWhileTheTestTurnsItOn() {
      withVoiceOver(running: false) {
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.simulateVoiceOver(running: true)
        #expect(UIAccessibility.isVoiceOverRunning)
      }
      withVoiceOver(running: true) {
        #expect(UIAccessibility.isVoiceOverRunning)
      }
    }

    // [doc] UIAccessibilityConstants.h, layoutChanged: "Optionally, pass the element that
    // VoiceOver should move to after processing the notification"; UIAccessibility.h,
    // UIAccessibilityFocusedElement with UIAccessibilityNotificationVoiceOverIdentifier.
    @Test func layoutChangedWithAnElementMovesVoiceOverToIt() {
      let first = UITextField(frame: .zero)
      let second = UITextField(frame: .zero)
      withVoiceOver(running: true) {
        UIAccessibility.post(notification: .layoutChanged, argument: first)
        #expect(focused(using: .notificationVoiceOver) === first)
        // "If no argument is used, the function will returned the element that was most
        // recently focused."
        #expect(focused(using: nil) === first)
        UIAccessibility.post(notification: .layoutChanged, argument: second)
        #expect(focused(using: .notificationVoiceOver) === second)
        // [choice] No element, or a string: VoiceOver stays where it is.
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .layoutChanged, argument: "Second")
        #expect(focused(using: .notificationVoiceOver) === second)
        // [choice] Another notification moves nothing; another technology is not modelled.
        UIAccessibility.post(
          notification: UIAccessibility.Notification(rawValue: 7), argument: first)
        #expect(focused(using: .notificationVoiceOver) === second)
        let switchControl = UIAccessibility.AssistiveTechnologyIdentifier(rawValue: "switch")
        #expect(focused(using: switchControl) == nil)
      }
    }

    // [choice] With VoiceOver off a post moves nothing, and VoiceOver is on nothing; turning
    // it off drops its element.
    @Test func withVoiceOverOffPostsMoveNothingAndNothingIsFocused() {
      let field = UITextField(frame: .zero)
      withVoiceOver(running: false) {
        UIAccessibility.post(notification: .layoutChanged, argument: field)
        #expect(focused(using: .notificationVoiceOver) == nil)
      }
      withVoiceOver(running: true) {
        #expect(focused(using: .notificationVoiceOver) == nil)
        UIAccessibility.post(notification: .layoutChanged, argument: field)
        #expect(focused(using: .notificationVoiceOver) === field)
        UIAccessibility.simulateVoiceOver(running: false)
        UIAccessibility.simulateVoiceOver(running: true)
        #expect(focused(using: .notificationVoiceOver) == nil)
      }
    }

    // [choice] VoiceOver's element is held weakly: one that goes away is no longer focused.
    @Test func anElementThatGoesAwayIsNoLongerFocused() {
      withVoiceOver(running: true) {
        var field: UITextField? = UITextField(frame: .zero)
        UIAccessibility.post(notification: .layoutChanged, argument: field)
        #expect(focused(using: .notificationVoiceOver) === field)
        field = nil
        #expect(focused(using: .notificationVoiceOver) == nil)
      }
    }

    // UIAccessibilityConstants.h: a typed enum of UInt32 (raw value in, raw value out).
    @Test func notificationsAndIdentifiersAreRawValues() {
      #expect(UIAccessibility.Notification(rawValue: 42).rawValue == 42)
      #expect(
        UIAccessibility.Notification.layoutChanged != UIAccessibility.Notification(rawValue: 7))
      let identifier = UIAccessibility.AssistiveTechnologyIdentifier(rawValue: "x")
      #expect(identifier.rawValue == "x")
      #expect(identifier != .notificationVoiceOver)
    }

    private func focused(using identifier: UIAccessibility.AssistiveTechnologyIdentifier?)
      -> AnyObject?
    {
      UIAccessibility.focusedElement(using: identifier).map { $0 as AnyObject }
    }
  }
#endif
