#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Counts the keyboard notifications posted on a screen.
  @MainActor
  final class KeyboardNotificationCount {
    private(set) var count = 0
    private var tokens: [any NSObjectProtocol] = []

    init(screen: UIScreen) {
      for name in [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification,
      ] {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: screen, queue: nil) {
            [weak self] _ in
            MainActor.assumeIsolated { self?.count += 1 }
          })
      }
    }

    isolated deinit {
      tokens.forEach { NotificationCenter.default.removeObserver($0) }
    }
  }

  /// Interactive dismissal followed by the inset (issue 28): while the user drags the keyboard
  /// down, the bottom inset follows its top, read from the scroll view's keyboard layout guide;
  /// no notification comes; the release lands where a hide (or a snap-back's show) lands.
  ///
  /// FormScene: a full-screen scroll view, 20 fields, field `i` spans 16 + 60 i … 60 + 60 i;
  /// the content is 1216 pt tall, taller than every screen, so UIKit applies the bottom safe
  /// area `s` (adjusted bottom = s + the component's part). The last field is focused: its
  /// padding ends at 1216, so the offset starts at the end of the range, 1216 + K − H (K the
  /// keyboard's height with its accessory, H the screen's).
  ///
  /// The finger starts 100 pt above the docked keyboard's top T = H − K and moves down 50 pt
  /// a frame, 6 frames: 50 above T, T, then 50, 100, 150, 200 below. The keyboard follows once
  /// the finger reaches T: its top is max(T, finger) = T, T, T + 50, T + 100, T + 150,
  /// T + 200. What it covers of the scroll view is H − top; the inset adds that less s (never
  /// below 0).
  @MainActor
  @Suite struct KeyboardDragScenarioTests {
    /// Phones and iPads, with and without a 44 pt accessory view. The iPads in landscape
    /// (1024 and 834 pt tall), where the 1216 pt content is taller than the screen, so that
    /// UIKit applies the bottom safe area as on the phones.
    nonisolated static let table: [(Device, CGFloat)] = [
      (.iPhone15, 0), (.iPhone15, 44), (.iPhoneSE, 0), (.iPhoneSE, 44),
      (.iPhone15Landscape, 0), (.iPadProLandscape, 0), (.iPadProLandscape, 44),
      (.iPadPro11Landscape, 44),
    ]

    /// The scene with the last field focused and the keyboard up; `accessory` tall accessory.
    static func focusedScene(
      _ device: Device, accessory: CGFloat, mode: UIScrollView.KeyboardDismissMode = .interactive
    ) -> FormScene {
      let scene = FormScene(device: device)
      scene.scrollView.keyboardDismissMode = mode
      let field = scene.fields[19]
      if accessory > 0 {
        field.inputAccessoryView = UIView(
          frame: CGRect(x: 0, y: 0, width: device.screenSize.width, height: accessory))
      }
      _ = field.becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      return scene
    }

    @Test(arguments: table)
    func theInsetFollowsTheKeyboardTopAtEveryFrameOfTheDrag(device: Device, accessory: CGFloat) {
      let scene = Self.focusedScene(device, accessory: accessory)
      let scrollView = scene.scrollView
      let H = device.screenSize.height
      let K = device.keyboardHeight + accessory
      let T = H - K
      let s = device.safeArea.bottom
      // Docked: the part is K − s; the offset at the end, 1216 + K − H (e.g. iPhone 15 with no
      // accessory: 336 − 34 = 302 and 1216 + 336 − 852 = 700).
      #expect(scrollView.contentInset.bottom == K - s)
      let startOffset = 1216 + K - H
      #expect(scrollView.contentOffset.y == startOffset)

      let notifications = KeyboardNotificationCount(screen: scene.screen)
      let start = CGPoint(x: 100, y: T - 100)
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: start)
      for step in 1...6 {
        let finger = T - 100 + 50 * CGFloat(step)
        drag.move(to: CGPoint(x: 100, y: finger))
        let keyboardTop = max(T, finger)
        #expect(drag.currentFrame.map { $0.minY } == (finger >= T ? keyboardTop : nil))
        // The inset: (H − top) − s, at least 0. iPhone 15, no accessory (T = 516): 302, 302,
        // 252, 202, 152, 102.
        let part = max(H - keyboardTop - s, 0)
        #expect(scrollView.contentInset.bottom == part)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == part)
        // Within half a point of the keyboard's top (or of the safe area's, once the keyboard
        // is below it): the visible part ends at H − adjusted bottom.
        let visibleBottom = H - scrollView.adjustedContentInset.bottom
        #expect(abs(visibleBottom - min(keyboardTop, H - s)) <= 0.5)
        // The offset moves with the finger only, 50 pt a frame from the start: never by the
        // component (iPhone 15: 650, 600, …, 400).
        #expect(scrollView.contentOffset.y == startOffset - 50 * CGFloat(step))
        #expect(scrollView.isDragging)
      }
      #expect(notifications.count == 0)

      // Released moving down: the hide. Exactly the app's insets (none); the offset,
      // startOffset − 300, pulled into the range 1216 + s − H if past it, as a hide does
      // (iPhone 15: 400 ≥ 398 → 398).
      drag.end()
      #expect(notifications.count == 4)
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      #expect(scrollView.contentOffset.y == min(startOffset - 300, 1216 + s - H))
      #expect(!scrollView.isDragging)
    }

    /// The finger pulls the keyboard 150 pt down, then 100 pt back up, and lifts moving up: it
    /// snaps back. The inset goes down and up with it, then the snap-back's show gives the
    /// docked inset again, the offset left where the finger put it.
    @Test(arguments: [Device.iPhone15, .iPadProLandscape])
    func aSnapBackGivesTheDockedInsetBack(device: Device) {
      let scene = Self.focusedScene(device, accessory: 0)
      let scrollView = scene.scrollView
      let H = device.screenSize.height
      let K = device.keyboardHeight
      let T = H - K
      let s = device.safeArea.bottom
      // The user had scrolled 200 pt up from the end, 1216 + K − H − 200 (iPhone 15: 500), so
      // that the finger's moves stay inside the range (the model has no rubber band).
      let startOffset = 1216 + K - H - 200
      scrollView.contentOffset.y = startOffset
      let notifications = KeyboardNotificationCount(screen: scene.screen)
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: T))
      // Fingers T + 50, T + 100, T + 150: the part K − s − 50, − 100, − 150 (iPhone 15: 252,
      // 202, 152; iPad Pro landscape, 471 − 20 = 451: 401, 351, 301).
      for step in 1...3 {
        drag.move(to: CGPoint(x: 60, y: T + 50 * CGFloat(step)))
        #expect(scrollView.contentInset.bottom == K - s - 50 * CGFloat(step))
      }
      // Back up to T + 50: the part K − s − 50 again.
      drag.move(to: CGPoint(x: 60, y: T + 100))
      drag.move(to: CGPoint(x: 60, y: T + 50))
      #expect(scrollView.contentInset.bottom == K - s - 50)
      #expect(notifications.count == 0)
      // The offset: 150 down then 100 up, net startOffset − 50 (iPhone 15: 450).
      #expect(scrollView.contentOffset.y == startOffset - 50)
      drag.end()
      // The snap-back's will-change-frame, will-show and their did-notifications.
      #expect(notifications.count == 4)
      #expect(scrollView.contentInset.bottom == K - s)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == K - s)
      // A show that covers no more than the last one never pulls the content (as with no
      // drag): the offset stays where the finger left it.
      #expect(scrollView.contentOffset.y == startOffset - 50)
    }

    /// With `keyboardDismissPadding` 40 on the scroll view's guide (iOS 17), the keyboard
    /// follows 40 pt below the finger from the time the finger is 40 pt above it; the inset
    /// follows it there.
    @Test func theDismissPaddingIsFollowed() {
      let scene = Self.focusedScene(.iPhone15, accessory: 0)
      let scrollView = scene.scrollView
      scrollView.keyboardLayoutGuide.keyboardDismissPadding = 40
      // T = 516. Finger 470 < 516 − 40: the keyboard stays, 302. Finger 480: top 520,
      // 852 − 520 − 34 = 298. Finger 530: top 570, 248.
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 400))
      let steps: [(CGFloat, CGFloat)] = [(470, 302), (480, 298), (530, 248)]
      for (finger, part) in steps {
        drag.move(to: CGPoint(x: 60, y: finger))
        #expect(scrollView.contentInset.bottom == part)
      }
      drag.end(.snapBack)
      #expect(scrollView.contentInset.bottom == 302)
    }

    /// With avoidance off, the drag changes nothing: the inset is the app's throughout.
    @Test func avoidanceOffLeavesTheInsetsAlone() {
      let device = Device.iPhone15
      let scene = Self.focusedScene(device, accessory: 0)
      let scrollView = scene.scrollView
      scrollView.isKeyboardAvoidanceEnabled = false
      #expect(scrollView.contentInset.bottom == 0)
      // T = 852 − 336 = 516; the finger from 516 down to 716.
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 516))
      for y in [566.0, 616, 666, 716] {
        drag.move(to: CGPoint(x: 60, y: y))
        #expect(scrollView.contentInset.bottom == 0)
      }
      drag.end()
      #expect(scrollView.contentInset == .zero)
    }

    /// A drag that starts while the keyboard's show animation still runs (its did-notifications
    /// held): the will-show's frame is the fact, and the inset follows from there.
    @Test func aDragDuringTheShowAnimationFollowsFromTheWillShowFrame() {
      let device = Device.iPhone15
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      scrollView.keyboardDismissMode = .interactive
      _ = scene.fields[19].becomeFirstResponder()
      scene.keyboard.finishesAnimationsAtOnce = false
      scene.keyboard.show()
      // 336 − 34 = 302 at the will-show.
      #expect(scrollView.contentInset.bottom == 302)
      // T = 516; the finger from 500 to 600, then 650.
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 500))
      drag.move(to: CGPoint(x: 60, y: 600))
      // 852 − 600 − 34 = 218.
      #expect(scrollView.contentInset.bottom == 218)
      scene.keyboard.finishAnimation()  // the show's did-notifications arrive mid-drag
      drag.move(to: CGPoint(x: 60, y: 650))
      // 852 − 650 − 34 = 168.
      #expect(scrollView.contentInset.bottom == 168)
      drag.end()
      #expect(scrollView.contentInset == .zero)
    }
  }
#endif
