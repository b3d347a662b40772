import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// Keyboard notification names, `userInfo` keys, and a notification posted the way the
  /// system does, read back the way the component does.
  @Suite("Keyboard notifications")
  @MainActor
  struct KeyboardNotificationTests {
    // Source: https://developer.apple.com/documentation/uikit/uiresponder#Responding-to-keyboard-notifications
    // (string values of UIKeyboardWillShowNotification etc. in UIWindow.h)
    @Test func notificationNamesHaveUIKitsStringValues() {
      #expect(
        UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
      #expect(UIResponder.keyboardDidShowNotification.rawValue == "UIKeyboardDidShowNotification")
      #expect(
        UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
      #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
      #expect(
        UIResponder.keyboardWillChangeFrameNotification.rawValue
          == "UIKeyboardWillChangeFrameNotification")
      #expect(
        UIResponder.keyboardDidChangeFrameNotification.rawValue
          == "UIKeyboardDidChangeFrameNotification")
    }

    // Source: https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    // and siblings (string values in UIWindow.h)
    @Test func userInfoKeysHaveUIKitsStringValues() {
      #expect(UIResponder.keyboardFrameBeginUserInfoKey == "UIKeyboardFrameBeginUserInfoKey")
      #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
      #expect(
        UIResponder.keyboardAnimationDurationUserInfoKey
          == "UIKeyboardAnimationDurationUserInfoKey")
      #expect(
        UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
      #expect(UIResponder.keyboardIsLocalUserInfoKey == "UIKeyboardIsLocalUserInfoKey")
    }

    // Source: https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    // (NSValue-wrapped CGRects, NSNumber duration and curve, the screen as object since
    // iOS 16.1); curve 7 [seen]
    @Test func postedUserInfoReadsBackAsTheSystemSendsIt() throws {
      let screen = TestScenes.phoneScreen()
      let recorder = NotificationRecorder()
      recorder.observe(UIResponder.keyboardWillShowNotification, object: screen)
      defer { recorder.stop() }
      // a 336 pt keyboard rising from below the 852 pt screen to y = 852 - 336 = 516
      let begin = CGRect(x: 0, y: 852, width: 393, height: 336)
      let end = CGRect(x: 0, y: 516, width: 393, height: 336)
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillShowNotification, object: screen,
        userInfo: [
          UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
          UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
          UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
          UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ])
      let notification = try #require(recorder.received.first)
      #expect(recorder.received.count == 1)  // delivered once, synchronously
      #expect(notification.object as? UIScreen === screen)  // the keyboard's screen
      let userInfo = try #require(notification.userInfo)
      let endValue = try #require(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
      #expect(endValue.cgRectValue == CGRect(x: 0, y: 516, width: 393, height: 336))
      let beginValue = try #require(
        userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)
      #expect(beginValue.cgRectValue == CGRect(x: 0, y: 852, width: 393, height: 336))
      let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
        .doubleValue
      #expect(duration == 0.25)  // seconds, as posted
      let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?
        .intValue
      #expect(curve == 7)  // the private keyboard curve
      let isLocal = (userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue
      #expect(isLocal == true)  // this app owns the keyboard
    }

    // Source: uikit-reference.md (the keyboard's curve 7 becomes options `7 << 16`,
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions)
    @Test func keyboardCurveBecomesAnimationOptions() {
      let curve = 7
      let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)
      #expect(options.rawValue == 458_752)  // 7 × 65536 = 458752
      // 7 is no public case; an imported enum still takes it (see AnimationTests).
      let known: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
      let asCurve = UIView.AnimationCurve(rawValue: curve)
      #expect(asCurve?.rawValue == 7)
      #expect(asCurve.map { known.contains($0) } == false)
    }

    // Source: model comment in UIResponder+Keyboard.swift (the model never posts keyboard
    // notifications itself: there is no keyboard)
    @Test func focusingAFieldPostsNoKeyboardNotification() {
      let screen = TestScenes.phoneScreen()
      let window = TestScenes.window(on: screen)
      let field = UITextField()
      window.addSubview(field)
      let recorder = NotificationRecorder()
      recorder.observe(UIResponder.keyboardWillShowNotification, object: screen)
      defer { recorder.stop() }
      field.becomeFirstResponder()
      #expect(recorder.received.isEmpty)  // tests post keyboard notifications themselves
    }
  }
#endif
