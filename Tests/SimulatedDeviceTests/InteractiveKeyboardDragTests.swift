#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// The keyboard dragged down with an interactive `keyboardDismissMode`: it follows the
  /// finger once the finger reaches it, the views' keyboard layout guides follow, nothing is
  /// posted until release, and release plays the hide or the snap-back.
  ///
  /// iPhone 15: 393 × 852, keyboard 336, docked top 516.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct InteractiveKeyboardDragTests {
    let scene = DeviceScene(device: .iPhone15)
    let scrollView: UIScrollView
    /// A view pinned to the root view's keyboard layout guide: its bottom is the guide's top.
    let pinned = UIView()
    let recorder: NotificationRecorder

    init() {
      scrollView = UIScrollView(frame: scene.rootView.bounds)
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      scrollView.keyboardDismissMode = .interactive
      scene.rootView.addSubview(scrollView)
      pinned.translatesAutoresizingMaskIntoConstraints = false
      scene.rootView.addSubview(pinned)
      NSLayoutConstraint.activate([
        pinned.bottomAnchor.constraint(equalTo: scene.rootView.keyboardLayoutGuide.topAnchor),
        pinned.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
        pinned.widthAnchor.constraint(equalToConstant: 10),
        pinned.heightAnchor.constraint(equalToConstant: 10),
      ])
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      recorder = NotificationRecorder(screen: scene.screen)
    }

    @Test func theKeyboardFollowsTheFingerOnceItReachesItAndNothingIsPosted() {
      #expect(pinned.frame.maxY == 516)
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 50, y: 416))
      // 466 < 516: the keyboard has not moved.
      drag.move(to: CGPoint(x: 50, y: 466))
      #expect(drag.currentFrame == nil)
      #expect(pinned.frame.maxY == 516)
      // 566: the keyboard's top is the finger's, the guide follows in that frame's layout.
      drag.move(to: CGPoint(x: 50, y: 566))
      #expect(drag.currentFrame == CGRect(x: 0, y: 566, width: 393, height: 336))
      #expect(scene.screen.simulatedKeyboardFrame.minY == 566)
      #expect(pinned.frame.maxY == 566)
      // Back up past the docked top: it stops at 516.
      drag.move(to: CGPoint(x: 50, y: 400))
      #expect(drag.currentFrame?.minY == 516)
      drag.move(to: CGPoint(x: 50, y: 700))
      #expect(pinned.frame.maxY == 700)
      #expect(recorder.names.isEmpty)
      // Lifted moving down: the release's hide, with an empty begin frame.
      drag.end()
      #expect(recorder.names == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
      #expect(recorder.received.first?.begin == .zero)
      #expect(recorder.received.first?.end == CGRect(x: 0, y: 852, width: 393, height: 336))
      #expect(!scene.keyboard.isShown)
      // Hidden: the guide at the root view's safe-area bottom [doc: UIView.h].
      #expect(
        pinned.frame.maxY == scene.rootView.bounds.maxY - scene.rootView.safeAreaInsets.bottom)
    }

    @Test func liftedMovingUpItSnapsBack() {
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 50, y: 500))
      drag.move(to: CGPoint(x: 50, y: 600))
      drag.move(to: CGPoint(x: 50, y: 580))
      #expect(recorder.names.isEmpty)
      drag.end()
      #expect(recorder.names == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      #expect(recorder.received.last?.end == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(scene.keyboard.isShown)
      #expect(pinned.frame.maxY == 516)
    }

    @Test func aKeyboardTheFingerNeverReachedPostsNothing() {
      scene.keyboard.dragInteractively(
        in: scene.window, from: CGPoint(x: 50, y: 200), to: CGPoint(x: 50, y: 500))
      #expect(recorder.names.isEmpty)
      #expect(scene.keyboard.isShown)
    }

    @Test(arguments: [UIScrollView.KeyboardDismissMode.none, .onDrag])
    func otherModesDoNotMoveTheKeyboard(mode: UIScrollView.KeyboardDismissMode) {
      scrollView.keyboardDismissMode = mode
      let drag = scene.keyboard.dragInteractively(
        in: scene.window, from: CGPoint(x: 50, y: 500), to: CGPoint(x: 50, y: 700))
      #expect(drag.currentFrame == nil)
      #expect(recorder.names.isEmpty)
      #expect(scene.screen.simulatedKeyboardFrame.minY == 516)
    }

    @Test func theDismissPaddingStartsTheDismissEarlier() {
      scrollView.keyboardLayoutGuide.keyboardDismissPadding = 40
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 50, y: 400))
      // 470 < 516 − 40 = 476: not yet.
      drag.move(to: CGPoint(x: 50, y: 470))
      #expect(drag.currentFrame == nil)
      // 480 ≥ 476: the keyboard keeps 40 below the finger, 520.
      drag.move(to: CGPoint(x: 50, y: 480))
      #expect(drag.currentFrame?.minY == 520)
      drag.end(.snapBack)
    }

    @Test func theQuirksMoveTheGuideAwayFromTheKeyboard() {
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      scene.rootView.addSubview(field)
      field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
      field.becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      // With the accessory: 380 tall, top 852 − 380 = 472.
      #expect(pinned.frame.maxY == 472)
      let cases: [(KeyboardGuideQuirk, CGFloat)] = [
        // The accessory left out: 572 + 44.
        (.accessoryLeftOutWhileDragging, 616),
        // Stuck at the bottom: the hidden guide, at the root view's safe-area bottom.
        (.stuckAtScreenBottom, scene.rootView.bounds.maxY - scene.rootView.safeAreaInsets.bottom),
        // No guide per frame: where it docked.
        (.noPerFrameGuide, 472),
      ]
      for (quirk, guideTop) in cases {
        scene.keyboard.guideQuirk = quirk
        let drag = scene.keyboard.beginInteractiveDrag(
          in: scene.window, at: CGPoint(x: 50, y: 400))
        drag.move(to: CGPoint(x: 50, y: 572))
        #expect(scene.screen.simulatedKeyboardFrame.minY == 572)
        #expect(pinned.frame.maxY == guideTop)
        drag.end(.snapBack)
        // After release the guide follows the keyboard again.
        #expect(scene.screen.simulatedKeyboardLayoutGuideFrame == nil)
        #expect(pinned.frame.maxY == 472)
      }
    }
  }
#endif
