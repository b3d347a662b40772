#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// What the drag does to the text field being edited: interactive dismissal "dismisses the
  /// keyboard", and the text field stops editing when the keyboard goes [doc:
  /// developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive]
  /// [seen: jessesquires/JSQMessagesViewController #510, where the resign that normally
  /// follows the release is the exception reported]; `.onDrag` "dismisses the keyboard when
  /// a drag begins" [doc: UIScrollView.h].
  ///
  /// iPhone 15: 393 × 852, keyboard 336, docked top 516.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct InteractiveDismissalFocusTests {
    let scene = DeviceScene(device: .iPhone15)
    let scrollView: UIScrollView
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
    let recorder: NotificationRecorder

    init() {
      scrollView = UIScrollView(frame: scene.rootView.bounds)
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      scrollView.keyboardDismissMode = .interactive
      scene.rootView.addSubview(scrollView)
      scrollView.addSubview(field)
      _ = field.becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      recorder = NotificationRecorder(screen: scene.screen)
    }

    @Test func releasingADragThatHidesTheKeyboardEndsEditing() {
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 50, y: 500))
      drag.move(to: CGPoint(x: 50, y: 600))
      // During the drag the field still edits: nothing has been decided.
      #expect(field.isFirstResponder)
      drag.end(.hide)
      #expect(!field.isFirstResponder)
      #expect(recorder.names == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
      #expect(!scene.keyboard.isShown)
    }

    @Test func aSnapBackKeepsTheFieldEditing() {
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 50, y: 500))
      drag.move(to: CGPoint(x: 50, y: 600))
      drag.end(.snapBack)
      #expect(field.isFirstResponder)
      #expect(scene.keyboard.isShown)
    }

    @Test func onDragDismissesTheKeyboardWhenTheDragBegins() {
      scrollView.keyboardDismissMode = .onDrag
      // The finger starts far above the keyboard: `.onDrag` does not wait for it.
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 50, y: 200))
      #expect(field.isFirstResponder)  // a touch is not yet a drag
      drag.move(to: CGPoint(x: 50, y: 230))
      #expect(!field.isFirstResponder)
      // The ordinary hide, not the release's: from the docked frame 516 to below the screen.
      #expect(recorder.names == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
      #expect(recorder.received.first?.begin == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(!scene.keyboard.isShown)
      // The keyboard did not follow the finger; later moves post nothing more.
      #expect(drag.currentFrame == nil)
      let posted = recorder.names.count
      drag.move(to: CGPoint(x: 50, y: 400))
      drag.end()
      #expect(recorder.names.count == posted)
    }
  }
#endif
