#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// `keyboardLayoutGuide` driven by the system keyboard as SimulatedDevice plays it: a
  /// Submit button 50 pt tall, 16 pt from each side, 8 pt above the guide, in the scene's
  /// root view.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct KeyboardLayoutGuideTests {
    /// `submit` (a plain view unless given) as the suite's Submit button in `scene`, laid out.
    static func submitButton(in scene: DeviceScene, _ submit: UIView = UIView()) -> UIView {
      let root = scene.rootView
      submit.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(submit)
      NSLayoutConstraint.activate([
        submit.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        submit.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        submit.heightAnchor.constraint(equalToConstant: 50),
        submit.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
      ])
      scene.window.layoutIfNeeded()
      return submit
    }

    @Test func phoneShowAndHide() {
      let scene = DeviceScene(device: .iPhone15)
      let submit = Self.submitButton(in: scene)
      // Hidden: safe-area bottom 852 − 34 = 818; button 818 − 58 = 760.
      #expect(submit.frame == CGRect(x: 16, y: 760, width: 361, height: 50))
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      // iPhone 15 keyboard with QuickType 336: top 516; button 516 − 58 = 458.
      #expect(
        scene.rootView.keyboardLayoutGuide.layoutFrame
          == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(submit.frame.minY == 458)
      scene.keyboard.show(quickType: false)
      scene.window.layoutIfNeeded()
      // Without QuickType 336 − 45 = 291: top 561, button 503.
      #expect(submit.frame.minY == 503)
      scene.keyboard.hide()
      scene.window.layoutIfNeeded()
      #expect(submit.frame.minY == 760)
    }

    @Test func hiddenWithoutBottomSafeArea() {
      let scene = DeviceScene(device: .iPhone15)
      let submit = Self.submitButton(in: scene)
      scene.rootView.keyboardLayoutGuide.usesBottomSafeArea = false
      scene.keyboard.show()
      scene.keyboard.hide()
      scene.window.layoutIfNeeded()
      // The view's bottom 852: button 852 − 58 = 794.
      #expect(submit.frame.minY == 794)
    }

    @Test func padDockedUndockedFloating() {
      let scene = DeviceScene(device: .iPadPro)
      let submit = Self.submitButton(in: scene)
      let guide = scene.rootView.keyboardLayoutGuide
      // Hidden: 1366 − 20 = 1346, button 1288.
      #expect(submit.frame.minY == 1288)
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      // Docked 398: top 968, button 910.
      #expect(submit.frame.minY == 910)
      scene.keyboard.undock(to: CGRect(x: 0, y: 500, width: 1024, height: 398))
      scene.window.layoutIfNeeded()
      // Undocked, not followed: the safe-area bottom again.
      #expect(submit.frame.minY == 1288)
      guide.followsUndockedKeyboard = true
      scene.window.layoutIfNeeded()
      #expect(guide.layoutFrame == CGRect(x: 0, y: 500, width: 1024, height: 398))
      #expect(submit.frame.minY == 442)  // 500 − 58
      scene.keyboard.dragFloating()  // a zero frame while it moves
      scene.window.layoutIfNeeded()
      #expect(submit.frame.minY == 1288)
      scene.keyboard.dropFloating(at: CGRect(x: 600, y: 700, width: 320, height: 260))
      scene.window.layoutIfNeeded()
      #expect(guide.layoutFrame == CGRect(x: 600, y: 700, width: 320, height: 260))
      #expect(submit.frame.minY == 642)  // 700 − 58
      scene.keyboard.dock()
      scene.window.layoutIfNeeded()
      #expect(submit.frame.minY == 910)
    }

    @Test func guideIsFinalInsideWillShow() {
      // The keyboard lays the guide's window out inside its animation, before it posts
      // will-show (SystemKeyboard.play): an observer finds the guide and the button at their
      // end without a layoutIfNeeded() of its own, and one (Apple's WWDC21 sample animates
      // one there) finds nothing left to move.
      let scene = DeviceScene(device: .iPhone15)
      let submit = Self.submitButton(in: scene)
      var seenInWillShow: (guideTop: CGFloat, before: CGFloat, after: CGFloat)?
      let token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: scene.screen, queue: nil
      ) { _ in
        MainActor.assumeIsolated {
          let guideTop = scene.rootView.keyboardLayoutGuide.layoutFrame.minY
          let before = submit.frame.minY
          scene.window.layoutIfNeeded()
          seenInWillShow = (guideTop, before, submit.frame.minY)
        }
      }
      defer { NotificationCenter.default.removeObserver(token) }
      scene.keyboard.show()
      // Keyboard top 852 − 336 = 516; button 516 − 58 = 458, before and after the call.
      #expect(seenInWillShow?.guideTop == 516)
      #expect(seenInWillShow?.before == 458)
      #expect(seenInWillShow?.after == 458)
    }

    @Test func followsWithoutLayoutIfNeeded() async {
      // Nobody calls layoutIfNeeded(): the button is at its end once show() returns (the
      // keyboard's animation laid it out), and the display turn moves it no further.
      let scene = DeviceScene(device: .iPhone15)
      let submit = Self.submitButton(in: scene)
      scene.keyboard.show()
      #expect(submit.frame.minY == 458)  // 516 − 58
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
      #expect(submit.frame.minY == 458)
      scene.keyboard.hide()
      #expect(submit.frame.minY == 760)  // 818 − 58
    }

    @Test func rotationReflowsTheFormAndTheGuide() {
      // A scroll view pinned to the root view by constraints, a field 20 pt inside its
      // content guide as wide as the frame guide less 40, and the Submit button.
      let scene = DeviceScene(device: .iPhone15)
      let root = scene.rootView
      let scrollView = UIScrollView()
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(scrollView)
      let field = UITextField()
      field.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(field)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: root.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        field.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
        field.leadingAnchor.constraint(
          equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
        field.bottomAnchor.constraint(
          equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
        field.trailingAnchor.constraint(
          equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
        field.widthAnchor.constraint(
          equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
      let submit = Self.submitButton(in: scene)
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      // Portrait: 393 − 40 = 353 wide; content (393, 20 + 44 + 20 = 84); button at 458.
      #expect(field.frame == CGRect(x: 20, y: 20, width: 353, height: 44))
      #expect(scrollView.contentSize == CGSize(width: 393, height: 84))
      #expect(submit.frame.minY == 458)
      scene.rotate(to: .iPhone15Landscape) {}
      scene.window.layoutIfNeeded()
      // Landscape 852 × 393: the scroll view fills it, the field 852 − 40 = 812 wide; the
      // keyboard (209 with QuickType) shows again: top 393 − 209 = 184, button 184 − 58 = 126,
      // 852 − 32 = 820 wide.
      #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
      #expect(field.frame == CGRect(x: 20, y: 20, width: 812, height: 44))
      #expect(scrollView.contentSize == CGSize(width: 852, height: 84))
      #expect(submit.frame == CGRect(x: 16, y: 126, width: 820, height: 50))
    }

    @Test func malformedConstantsChangeNothing() {
      // A NaN or infinite constant is left out of the system: no crash, no NaN frame.
      let scene = DeviceScene(device: .iPhone15)
      let submit = Self.submitButton(in: scene)
      let bad = submit.heightAnchor.constraint(equalToConstant: .nan)
      bad.isActive = true
      let worse = submit.topAnchor.constraint(
        equalTo: scene.rootView.topAnchor, constant: .infinity)
      worse.isActive = true
      scene.window.layoutIfNeeded()
      #expect(submit.frame == CGRect(x: 16, y: 760, width: 361, height: 50))
    }
  }
#endif

#if !canImport(UIKit)
  import Foundation

  /// The layout the keyboard layout guide drives runs inside the keyboard's animation: UIKit's
  /// guide "matches keyboard animations like bring up and dismiss" (WWDC21 10259, "Your guide
  /// to keyboard layout" [doc]). SimulatedDevice's keyboard lays out, inside an animation
  /// block of its duration, each window whose views made a `keyboardLayoutGuide`, before it
  /// posts the will-notifications (SystemKeyboard.play, which cites its sources); a window
  /// that never made one is not laid out there.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct KeyboardLayoutGuideAnimationTests {
    /// A view that notes the animation duration each frame change was made in.
    final class DurationRecordingView: UIView {
      var durations: [TimeInterval] = []
      override var frame: CGRect {
        didSet { if frame != oldValue { durations.append(UIView.inheritedAnimationDuration) } }
      }
    }

    static func nextMainQueueTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }

    @Test func aViewOnTheGuideMovesInsideTheKeyboardsAnimation() async {
      let scene = DeviceScene(device: .iPhone15)
      let submit = DurationRecordingView()
      _ = KeyboardLayoutGuideTests.submitButton(in: scene, submit)
      submit.durations = []
      scene.keyboard.show()
      await Self.nextMainQueueTurn()
      // 760 → 458 (see KeyboardLayoutGuideTests.phoneShowAndHide), in one move, inside the
      // keyboard's 0.25 s animation (KeyboardNotification.systemDuration).
      #expect(submit.frame.minY == 458)
      #expect(submit.durations == [0.25])
      scene.keyboard.hide()
      await Self.nextMainQueueTurn()
      // Back to 760, in the hide's animation.
      #expect(submit.frame.minY == 760)
      #expect(submit.durations == [0.25, 0.25])
    }

    @Test func aWindowWithoutTheGuideIsNotLaidOutInTheKeyboardsAnimation() async {
      // A view pinned 100 pt above the safe area's bottom, whose constant changes just
      // before the keyboard shows: its window made no keyboard layout guide, so the keyboard
      // lays nothing out; the change lands at the window's display turn, outside any
      // animation.
      let scene = DeviceScene(device: .iPhone15)
      let root = scene.rootView
      let view = DurationRecordingView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let bottom = view.bottomAnchor.constraint(
        equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -100)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        view.heightAnchor.constraint(equalToConstant: 50), bottom,
      ])
      scene.window.layoutIfNeeded()
      // Safe-area bottom 852 − 34 = 818: 818 − 100 − 50 = 668.
      #expect(view.frame.minY == 668)
      view.durations = []
      bottom.constant = -200
      scene.keyboard.show()
      #expect(view.frame.minY == 668)  // not laid out by the keyboard
      await Self.nextMainQueueTurn()
      #expect(view.frame.minY == 568)  // 818 − 200 − 50, at the display turn
      #expect(view.durations == [0])
    }

    @Test func aKeyboardWithNoDurationMovesTheGuideAtOnce() {
      // A sequence of duration 0 (SimulatedDevice's `timing`): the layout still runs before
      // the notifications, in a block of no duration.
      let scene = DeviceScene(device: .iPhone15)
      let submit = DurationRecordingView()
      _ = KeyboardLayoutGuideTests.submitButton(in: scene, submit)
      submit.durations = []
      scene.keyboard.timing = KeyboardSequence.Timing(duration: 0, curve: 7)
      scene.keyboard.show()
      #expect(submit.frame.minY == 458)
      #expect(submit.durations == [0])
    }
  }
#endif
