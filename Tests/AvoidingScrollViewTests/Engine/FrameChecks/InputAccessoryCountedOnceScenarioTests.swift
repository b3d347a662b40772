#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 37, item 2: the focused field's input accessory view covers the form exactly once,
  /// where it is on screen, whether or not the keyboard's frame includes it. iOS before 26
  /// includes it; iOS 26 leaves it out (Chatto PR #797, `ReportedKeyboardFault
  /// .accessoryLeftOutOfFrame`). iOS shows the accessory in the keyboard's own window, on the
  /// keys (SimulatedDevice's SystemKeyboard+AccessoryHost.swift).
  ///
  /// iPhone 15 portrait: 393 × 852, keys 336 pt with the QuickType bar, bottom safe area 34
  /// (applied: the content, 1216, is taller than the screen). A 44 pt accessory: the keyboard
  /// and its accessory span 852 − 336 − 44 = 472 … 852. Field 7 spans 436 … 480, padded
  /// 420 … 496.
  @MainActor
  @Suite struct InputAccessoryCountedOnceScenarioTests {
    /// An iPhone 15 form, field 7 focused, its accessory 44 pt tall.
    func scene(accessory height: CGFloat = 44) -> FormScene {
      let scene = FormScene(device: .iPhone15)
      if height > 0 {
        scene.fields[7].inputAccessoryView = UIView(
          frame: CGRect(x: 0, y: 0, width: 0, height: height))
      }
      #expect(scene.fields[7].becomeFirstResponder())
      return scene
    }

    /// iOS 26: the frame is the keys alone, (0, 516, 393, 336); the accessory is on screen at
    /// 472 … 516, on top of them. Counted: the keyboard covers 852 − 472 = 380, the inset
    /// 380 − 34 = 346, and field 7 (padded to 496) comes above 472: offset 496 − 472 = 24.
    /// The frame alone would leave the field under the accessory (496 < 516: no scroll).
    @Test func anAccessoryLeftOutOfTheFrameIsAdded() throws {
      let scene = scene()
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      scene.keyboard.show(reporting: .accessoryLeftOutOfFrame)
      let accessory = try #require(scene.fields[7].inputAccessoryView)
      // Where the model shows it: in a window of the keyboard's, not the app's.
      let window = try #require(accessory.window)
      #expect(window !== scene.window)
      #expect(
        accessory.convert(accessory.bounds, to: scene.screen.coordinateSpace)
          == CGRect(x: 0, y: 472, width: 393, height: 44))
      #expect(scene.scrollView.contentInset.bottom == 346)
      #expect(scene.scrollView.contentOffset.y == 24)
      let shown = try #require(decisions.first { $0.rules.contains("accessory-added-once") })
      #expect(shown.keyboardFrameInScreen == CGRect(x: 0, y: 472, width: 393, height: 380))
      #expect(
        shown.description.contains(
          "The focused field's input accessory view is on screen above the keyboard's frame, "
            + "which leaves it out: its 44 pt are added once."))

      scene.keyboard.hide()
      #expect(scene.scrollView.contentInset.bottom == 0)
      // The keyboard's window lets the accessory go with the keyboard.
      #expect(accessory.window == nil)
    }

    /// Focus moves to field 8 (496 … 540, padded 480 … 556), which has an accessory of its
    /// own, while the keyboard stays up: its accessory takes the first one's place on the
    /// keys (472 … 516) and is counted: the inset stays 346, the field comes above 472:
    /// offset 556 − 472 = 84.
    @Test func theNextFieldsAccessoryIsCountedWhenFocusMoves() throws {
      let scene = scene()
      let next = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
      scene.fields[8].inputAccessoryView = next
      scene.keyboard.show(reporting: .accessoryLeftOutOfFrame)
      #expect(scene.scrollView.contentOffset.y == 24)
      #expect(scene.fields[8].becomeFirstResponder())
      #expect(
        next.convert(next.bounds, to: scene.screen.coordinateSpace)
          == CGRect(x: 0, y: 472, width: 393, height: 44))
      #expect(try #require(scene.fields[7].inputAccessoryView).window == nil)
      #expect(scene.scrollView.contentInset.bottom == 346)
      #expect(scene.scrollView.contentOffset.y == 84)
    }

    /// Before iOS 26 the frame includes the accessory, (0, 472, 393, 380): the accessory lies
    /// inside it and is not added again. Inset 346 and offset 24 as above (counted twice it
    /// would be 390 and 68).
    @Test func anAccessoryInsideTheFrameIsNotAddedAgain() throws {
      let scene = scene()
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      scene.keyboard.show()
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 472, width: 393, height: 380))
      #expect(scene.scrollView.contentInset.bottom == 346)
      #expect(scene.scrollView.contentOffset.y == 24)
      #expect(!decisions.contains { $0.rules.contains("accessory-added-once") })
    }

    /// No accessory: the keys alone, (0, 516, 393, 336), cover 336: inset 302; field 7
    /// (padded to 496) stays visible above 516: no scroll.
    @Test func noAccessoryNothingAdded() {
      let scene = scene(accessory: 0)
      scene.keyboard.show(reporting: .accessoryLeftOutOfFrame)
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 0)
    }

    /// A hidden accessory is not on screen: nothing is added (inset 302, no scroll).
    @Test func aHiddenAccessoryIsNotAdded() throws {
      let scene = scene()
      try #require(scene.fields[7].inputAccessoryView).isHidden = true
      scene.keyboard.show(reporting: .accessoryLeftOutOfFrame)
      #expect(scene.scrollView.contentInset.bottom == 302)
      #expect(scene.scrollView.contentOffset.y == 0)
    }
  }
#endif
