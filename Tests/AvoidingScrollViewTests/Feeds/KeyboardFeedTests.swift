#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  @testable import AvoidingScrollView
  import AvoidingScrollViewCore

  /// The process-wide keyboard record behind late joiners (KeyboardFeed, which replaced the
  /// separate tracker): one fact per screen named by the notification, nothing for other
  /// screens, object-less facts for the main screen only. Each test uses screens of its own
  /// and runs without a suspension point, so the shared feed cannot be changed under it by
  /// another test.
  @MainActor
  @Suite struct KeyboardFeedTests {
    let docked = CGRect(x: 0, y: 516, width: 393, height: 336)

    private func change(_ end: CGRect, isLocal: Bool = true) -> KeyboardFrameChange? {
      KeyboardFrameChange(
        endFrame: .rect(end), beginFrame: .absent, duration: .number(NSNumber(value: 0.25)),
        curve: .number(NSNumber(value: 7)), isLocal: .number(NSNumber(value: isLocal)))
    }

    @Test func keepsTheLastFactPerScreen() throws {
      let tracker = KeyboardFeed.shared
      let screen = Device.iPhone15.makeScreen()
      let other = Device.iPhone15.makeScreen()
      let shown = try #require(change(docked))
      tracker.record(
        KeyboardEvent(kind: .willShow, change: shown, screen: screen, namedScreen: true))
      #expect(tracker.lastFact(on: screen)?.frameInScreen == docked)
      #expect(tracker.lastFact(on: other) == nil)

      // A zero frame on will-change-frame says nothing: the docked fact stays.
      tracker.record(
        KeyboardEvent(
          kind: .willChangeFrame, change: try #require(change(.zero)), screen: screen,
          namedScreen: true))
      #expect(tracker.lastFact(on: screen)?.frameInScreen == docked)
      // A did-notification never replaces it.
      tracker.record(
        KeyboardEvent(
          kind: .didShow, change: try #require(change(.zero)), screen: screen, namedScreen: true))
      #expect(tracker.lastFact(on: screen)?.frameInScreen == docked)
      // A hide with the docked frame: a fact that covers nothing.
      tracker.record(
        KeyboardEvent(kind: .willHide, change: shown, screen: screen, namedScreen: true))
      let hidden = try #require(tracker.lastFact(on: screen))
      #expect(hidden.frameInScreen == nil)
    }

    @Test func keepsWhetherTheKeyboardIsThisAppsOwn() throws {
      let tracker = KeyboardFeed.shared
      let screen = Device.iPadPro.makeScreen()
      let frame = CGRect(x: 0, y: 968, width: 1024, height: 398)
      tracker.record(
        KeyboardEvent(
          kind: .willShow, change: try #require(change(frame, isLocal: false)), screen: screen,
          namedScreen: true))
      #expect(tracker.lastFact(on: screen)?.isLocal == false)
    }

    @Test func objectLessFactsAreForTheMainScreenOnly() throws {
      let tracker = KeyboardFeed.shared
      let screen = Device.iPhone15.makeScreen()
      tracker.record(
        KeyboardEvent(
          kind: .willShow, change: try #require(change(docked)), screen: nil, namedScreen: false))
      #expect(tracker.lastFact(on: screen) == nil)
      #expect(tracker.lastFact(on: UIScreen.main)?.frameInScreen == docked)
      // Leave the main screen's object-less record as a hide, as other tests expect none.
      tracker.record(
        KeyboardEvent(
          kind: .willHide, change: try #require(change(docked)), screen: nil, namedScreen: false))
      #expect(tracker.lastFact(on: UIScreen.main)?.frameInScreen == nil)
    }

    /// A keyboard notification whose object is not a screen names no screen we know: the feed
    /// records nothing (and hands it to no engine), so the main screen's object-less record
    /// stays the hide. Posted as iOS would post it, with a valid docked frame.
    @Test func aNotificationWhoseObjectIsNotAScreenIsNotRecorded() throws {
      let tracker = KeyboardFeed.shared
      // A scroll view's engine starts the feed's observers.
      _ = AvoidingScrollView(frame: .zero).keyboardAvoidance
      tracker.record(
        KeyboardEvent(
          kind: .willHide, change: try #require(change(docked)), screen: nil, namedScreen: false))
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillShowNotification, object: NSObject(),
        userInfo: [
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: docked),
          UIResponder.keyboardFrameBeginUserInfoKey: NSValue(
            cgRect: docked.offsetBy(dx: 0, dy: 336)),
          UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
          UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
          UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ])
      #expect(tracker.lastFact(on: UIScreen.main)?.frameInScreen == nil)
    }
  }

#endif
