#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// After the keyboard is dragged away: the field stops editing when the release hides the
  /// keyboard, as iOS ends editing then (SimulatedDevice's InteractiveKeyboardDrag cites it),
  /// the app's insets come back, and the next focus starts afresh, its companions included;
  /// with `.onDrag` the keyboard goes as the drag begins.
  ///
  /// FormScene on an iPhone 15 (393 × 852, keyboard 336, docked top T = 516, bottom safe
  /// area 34): 20 fields, field `i` spans 16 + 60 i … 60 + 60 i, content 1216 tall. The last
  /// field is focused with the keyboard up: inset 336 − 34 = 302, offset 1216 + 336 − 852 =
  /// 700 (KeyboardDragScenarioTests).
  @MainActor
  @Suite struct KeyboardDragReleaseScenarioTests {
    @Test func theReleaseEndsEditingAndTheNextFocusRevealsItsCompanion() {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 0)
      let scrollView = scene.scrollView
      #expect(scrollView.contentOffset.y == 700)
      // 416 → 716 in 6 moves of 50: the keyboard follows from 516, the content 300 down.
      scene.keyboard.dragInteractively(
        in: scene.window, from: CGPoint(x: 100, y: 416), to: CGPoint(x: 100, y: 716), steps: 6)
      #expect(!scene.fields[19].isFirstResponder)
      #expect(!scene.keyboard.isShown)
      #expect(scrollView.contentInset == .zero)
      // 700 − 300 = 400, past the range's end 1216 + 34 − 852 = 398: 398.
      #expect(scrollView.contentOffset.y == 398)

      // The user taps field 18 (1096 … 1140), whose error label (1144 … 1164) is its
      // companion.
      let field = scene.fields[18]
      let label = UIView(frame: CGRect(x: 16, y: field.frame.maxY + 4, width: 200, height: 20))
      scrollView.addSubview(label)
      scrollView.setCompanions([label], for: field)
      _ = field.becomeFirstResponder()
      scene.keyboard.show()
      // Docked again: inset 302; the label's bottom 16 above the keyboard: 1164 + 16 − 516 =
      // 664.
      #expect(scrollView.contentInset.bottom == 302)
      #expect(scrollView.contentOffset.y == 664)
      #expect(scene.rectInWindow(label).maxY == 500)
    }

    @Test func aSnapBackKeepsTheFieldEditingAndTheDockedInset() {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 0)
      // Scrolled 200 up from the end, 500, so that the finger stays inside the range.
      scene.scrollView.contentOffset.y = 500
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 100, y: 416))
      drag.move(to: CGPoint(x: 100, y: 566))
      drag.move(to: CGPoint(x: 100, y: 546))
      drag.end()
      #expect(scene.fields[19].isFirstResponder)
      #expect(scene.scrollView.contentInset.bottom == 302)
    }

    @Test func onDragEndsEditingAsTheDragBegins() {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 0, mode: .onDrag)
      let scrollView = scene.scrollView
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 100, y: 300))
      // The first move: the content follows the finger 50 down (700 → 650), the drag has
      // begun, the field resigns and the keyboard hides.
      drag.move(to: CGPoint(x: 100, y: 350))
      #expect(!scene.fields[19].isFirstResponder)
      #expect(!scene.keyboard.isShown)
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      #expect(drag.currentFrame == nil)
      // The hide pulls the offset into the range without the keyboard, as a hide does:
      // 650 is past 1216 + 34 − 852 = 398.
      #expect(scrollView.contentOffset.y == 398)
      // The rest of the drag posts nothing and brings no keyboard back.
      drag.move(to: CGPoint(x: 100, y: 400))
      drag.end()
      #expect(!scene.keyboard.isShown)
      #expect(scrollView.contentInset == .zero)
    }
  }
#endif
