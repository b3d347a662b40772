#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  @MainActor
  @Suite(.exclusiveNotificationCenter) struct LifecycleTests {
    let device = Device.iPhone15

    /// A window on its own screen with a write-counting scroll view holding 20 fields.
    func makeScene() -> (UIScreen, UIWindow, WriteCountingScrollView, [UITextField]) {
      let screen = device.makeScreen()
      let window = UIWindow(frame: device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      let scrollView = WriteCountingScrollView(frame: window.bounds)
      var fields: [UITextField] = []
      for index in 0..<20 {
        let field = UITextField(
          frame: CGRect(x: 16, y: 16 + CGFloat(index) * 60, width: 361, height: 44))
        scrollView.addSubview(field)
        fields.append(field)
      }
      scrollView.contentSize = CGSize(width: 393, height: 1216)
      window.addSubview(scrollView)
      window.layoutIfNeeded()
      return (screen, window, scrollView, fields)
    }

    /// Every keyboard notification, with the screen as `object` and then with none (before
    /// iOS 16.1), and every text notification for `fields`.
    func postEverything(on screen: UIScreen, fields: [UIView]) {
      let keyboard = SystemKeyboard(device: device, screen: screen)
      for namesItsScreen in [true, false] {
        keyboard.namesItsScreen = namesItsScreen
        keyboard.show()
        keyboard.changeFrame(to: device.dockedKeyboardFrame(height: 400))
        keyboard.hide()
      }
      for field in fields {
        NotificationCenter.default.post(
          name: UITextField.textDidBeginEditingNotification, object: field)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: field)
        NotificationCenter.default.post(
          name: UITextField.textDidEndEditingNotification, object: field)
      }
    }

    @Test func scrollViewIsReleasedAfterLeavingTheHierarchyWhileKeyboardIsUp() {
      let screen = device.makeScreen()
      let window = UIWindow(frame: device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      weak var released: WriteCountingScrollView?
      weak var releasedField: UITextField?
      do {
        let scrollView = WriteCountingScrollView(frame: window.bounds)
        let field = UITextField(frame: CGRect(x: 16, y: 700, width: 361, height: 44))
        scrollView.addSubview(field)
        scrollView.contentSize = CGSize(width: 393, height: 1216)
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        #expect(field.becomeFirstResponder())
        SystemKeyboard(device: device, screen: screen).show()
        #expect(scrollView.contentInset.bottom == 302)  // the keyboard is really up
        scrollView.removeFromSuperview()
        #expect(scrollView.contentInset == .zero)  // the app's own value, given back
        released = scrollView
        releasedField = field
      }
      #expect(released == nil, "the scroll view is deallocated: no retain cycle")
      #expect(releasedField == nil)
      // Notifications after the release reach no observer left behind (and do not crash).
      postEverything(on: screen, fields: [])
    }

    @Test func scrollViewReleasedWithItsWindowLeavesNoObserver() {
      let screen = device.makeScreen()
      weak var released: WriteCountingScrollView?
      weak var releasedWindow: UIWindow?
      do {
        let (sceneScreen, window, scrollView, fields) = makeScene()
        window.screen = screen
        _ = sceneScreen
        #expect(fields[15].becomeFirstResponder())
        SystemKeyboard(device: device, screen: screen).show()
        #expect(scrollView.contentInset.bottom == 302)
        released = scrollView
        releasedWindow = window
      }
      #expect(releasedWindow == nil)
      #expect(released == nil, "released while still in its window")
      postEverything(on: screen, fields: [])
    }

    @Test func noObserverFiresIntoAWindowlessView() async {
      let (screen, window, scrollView, fields) = makeScene()
      let keyboard = SystemKeyboard(device: device, screen: screen)
      let textView = UITextView(frame: CGRect(x: 16, y: 1000, width: 361, height: 100))
      scrollView.addSubview(textView)
      #expect(fields[12].becomeFirstResponder())
      keyboard.show()
      #expect(scrollView.contentInset.bottom == 302)
      scrollView.removeFromSuperview()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      let offset = scrollView.contentOffset
      scrollView.resetWrites()
      postEverything(on: screen, fields: fields + [textView])
      await fuzzMainQueueTurn()  // anything deferred by a text change has run
      #expect(scrollView.writes == 0, "wrote \(scrollView.writeLog)")
      #expect(scrollView.contentOffset == offset)
      #expect(scrollView.contentInset == .zero)
      // Back in the window it reacts again.
      window.addSubview(scrollView)
      keyboard.show()
      #expect(scrollView.contentInset.bottom == 302)
    }

    @Test func scrollViewOnAnotherScreenDoesNotReact() {
      let (screen, window, scrollView, fields) = makeScene()
      defer { withExtendedLifetime((screen, window)) {} }
      #expect(fields[12].becomeFirstResponder())
      let elsewhere = SystemKeyboard(device: device, screen: device.makeScreen())
      let before = (scrollView.contentInset, scrollView.contentOffset)
      scrollView.resetWrites()
      elsewhere.show()
      elsewhere.changeFrame(to: device.dockedKeyboardFrame(height: 400))
      #expect(scrollView.writes == 0, "wrote \(scrollView.writeLog)")
      #expect(scrollView.contentInset == before.0 && scrollView.contentOffset == before.1)
    }

    @Test func removedFocusedFieldIsNeverScrolledTo() {
      let (screen, window, scrollView, fields) = makeScene()
      let keyboard = SystemKeyboard(device: device, screen: screen)
      defer { withExtendedLifetime(window) {} }
      let field = fields[15]  // y = 916: below the keyboard's top and the screen
      #expect(field.becomeFirstResponder())
      scrollView.contentOffset = CGPoint(x: 0, y: -59)  // the app scrolls back to the top
      field.removeFromSuperview()
      #expect(!field.isFirstResponder)
      scrollView.resetWrites()
      keyboard.show()
      keyboard.changeFrame(to: device.dockedKeyboardFrame(height: 400))
      let covered: CGFloat = 400 - 34
      #expect(scrollView.contentInset.bottom == covered)  // insets still follow the keyboard
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
      #expect(!scrollView.writeLog.contains { $0.hasPrefix("contentOffset") })
    }

    @Test func focusedFieldMovedOutOfTheScrollViewIsNeverScrolledTo() {
      let (screen, window, scrollView, fields) = makeScene()
      let keyboard = SystemKeyboard(device: device, screen: screen)
      let field = fields[15]
      #expect(field.becomeFirstResponder())
      scrollView.contentOffset = CGPoint(x: 0, y: -59)
      // Moved within the same window: UIKit keeps it first responder.
      window.addSubview(field)
      #expect(field.isFirstResponder)
      scrollView.resetWrites()
      keyboard.show()
      #expect(scrollView.contentInset.bottom == 302)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
      #expect(!scrollView.writeLog.contains { $0.hasPrefix("contentOffset") })
    }

    @Test func hiddenFocusedFieldIsNeverScrolledTo() {
      let (screen, window, scrollView, fields) = makeScene()
      let keyboard = SystemKeyboard(device: device, screen: screen)
      defer { withExtendedLifetime(window) {} }
      let field = fields[15]
      #expect(field.becomeFirstResponder())
      scrollView.contentOffset = CGPoint(x: 0, y: -59)
      field.isHidden = true
      scrollView.resetWrites()
      keyboard.show()
      #expect(scrollView.contentInset.bottom == 302)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
      // Shown again, the next keyboard event that covers more reveals it (the check above
      // could fail). Issue 16 changed this step from a same-height change-frame: a keyboard
      // that does not cover more never pulls the content toward the field.
      field.isHidden = false
      keyboard.changeFrame(to: device.dockedKeyboardFrame(height: 380))
      #expect(scrollView.contentOffset.y > -59)
    }
  }
#endif
