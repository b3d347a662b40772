#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Each drag sample told to `keyboardDecisionHandler` as its own decision
  /// (`Event.keyboardDrag`), with its numbers and its rule.
  ///
  /// iPhone 15 (393 × 852, bottom safe area s = 34, keyboard 336), FormScene's 1216 pt form,
  /// the last field focused, no accessory: docked top T = 852 − 336 = 516, the part
  /// 336 − 34 = 302, the offset 1216 + 336 − 852 = 700.
  @MainActor
  @Suite struct KeyboardDragDiagnosticsTests {
    /// The decisions a drag's moves bring, as the app's handler receives them.
    final class Told {
      var decisions: [KeyboardAvoidanceDecision] = []
    }

    func listening(_ scene: FormScene) -> Told {
      let told = Told()
      scene.scrollView.keyboardDecisionHandler = { told.decisions.append($0) }
      return told
    }

    @Test func aSampleThatLowersTheInsetIsExplainedWithItsNumbers() throws {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 0)
      let scrollView = scene.scrollView
      #expect(scrollView.contentInset.bottom == 302)
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 516))
      let told = listening(scene)
      // The finger 516 → 566: the content moves 50 pt down with it (offset 700 → 650) and the
      // keyboard's top follows the finger to 566 on the screen. In the scroll view's
      // coordinates (bounds origin 650): the guide's top and the finger at 650 + 566 = 1216,
      // the bounds' bottom 650 + 852 = 1502; the keyboard covers 1502 − 1216 = 286, the inset
      // 286 − 34 = 252 (it was 302).
      drag.move(to: CGPoint(x: 60, y: 566))
      #expect(scrollView.contentInset.bottom == 252)
      #expect(!told.decisions.isEmpty)
      #expect(told.decisions.allSatisfy { $0.event == .keyboardDrag })
      // The first sample of the move lowers the inset; a later layout pass in the same move
      // reads the same guide and leaves it at 252.
      #expect(told.decisions.allSatisfy { $0.keyboardInset == 252 })
      let last = try #require(told.decisions.first)
      #expect(last.dragSample == .followsKeyboard)
      #expect(last.dragGuideTop == 1216)
      #expect(last.coveredHeight == 286)
      #expect(last.keyboardInset == 252)
      #expect(last.contentInset.bottom == 252)
      #expect(last.noScrollReason == .keyboardDrag)
      #expect(last.contentOffsetBefore.y == 650)
      #expect(last.contentOffsetAfter.y == 650)
      #expect(
        last.rules == ["drag-follows-guide", "minus-applied-safe-area", "drag-never-scrolls"])
      #expect(
        last.description
          == "A layout pass during a drag of the keyboard. The user drags the keyboard: the "
          + "keyboard layout guide's top is at 1216, the finger at 1216, the bounds' bottom at "
          + "1502 (in the scroll view). The keyboard follows the finger: it covers 1502 − 1216 "
          + "= 286 pt (336 pt as last notified). The inset is 286 − 34 = 252 pt, because UIKit "
          + "already insets the 34-pt bottom safe area (it was 302 pt). contentInset.bottom = "
          + "252 pt. The content offset never moves during a drag: contentOffset.y stays 650.")
      drag.end()
    }

    @Test func aFingerAboveTheKeyboardKeepsTheNotifiedInset() throws {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 0)
      // The finger from T − 100 = 416 to 466: still above the keyboard's top 516, which stays
      // docked. Offset 700 − 50 = 650: the guide's top at 650 + 516 = 1166, the bounds' bottom
      // 1502; 1502 − 1166 = 336, the notified overlap: the inset stays 302.
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 416))
      let told = listening(scene)
      drag.move(to: CGPoint(x: 60, y: 466))
      let last = try #require(told.decisions.last)
      #expect(last.event == .keyboardDrag)
      #expect(last.dragSample == .fingerAboveKeyboard)
      #expect(last.dragGuideTop == 1166)
      #expect(last.coveredHeight == 336)
      #expect(last.keyboardInset == 302)
      #expect(
        last.rules == [
          "drag-finger-above-keyboard", "minus-applied-safe-area", "drag-never-scrolls",
        ])
      #expect(last.description.contains("the finger has not reached the keyboard"))
      drag.end(.snapBack)
    }

    @Test func aGuideBelowTheFingerIsRefusedAndSaidSo() throws {
      // A 44 pt accessory: the keyboard 380 tall, docked top 852 − 380 = 472, the part
      // 380 − 34 = 346, the offset 1216 + 380 − 852 = 744. The iOS 27 beta's guide stuck at
      // the safe area's bottom, 852 − 34 = 818 on the screen.
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 44)
      scene.keyboard.guideQuirk = .stuckAtScreenBottom
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 472))
      let told = listening(scene)
      // The finger 472 → 522, the offset 744 → 694: the guide's top at 694 + 818 = 1512 lies
      // below a keyboard following the finger, max(694 + 472, 694 + 522) = 1216: refused, the
      // inset stays 346.
      drag.move(to: CGPoint(x: 60, y: 522))
      let last = try #require(told.decisions.last)
      #expect(last.event == .keyboardDrag)
      #expect(last.dragSample == .guideBelowFinger)
      #expect(last.dragGuideTop == 1512)
      #expect(last.keyboardInset == 346)
      #expect(last.rules == ["drag-guide-below-finger", "drag-never-scrolls"])
      #expect(
        last.description.hasSuffix(
          "Nothing changes: contentInset.bottom stays 346 pt. The content offset never moves "
            + "during a drag: contentOffset.y stays 694."))
      drag.end()
    }

    @Test func withAvoidanceOffTheSampleIsRefused() throws {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 0)
      // Off: the insets back to none, the offset pulled into 0 … 1216 + 34 − 852 = 398; the
      // finger 516 → 566 moves it 50 pt down, to 348.
      scene.scrollView.isKeyboardAvoidanceEnabled = false
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 516))
      let told = listening(scene)
      drag.move(to: CGPoint(x: 60, y: 566))
      let last = try #require(told.decisions.last)
      #expect(last.event == .keyboardDrag)
      #expect(last.dragSample == .keyboardNotDocked)
      #expect(last.keyboardPlacement == .avoidanceOff)
      #expect(last.contentInset.bottom == 0)
      #expect(last.rules == ["drag-needs-docked-keyboard", "avoidance-off", "drag-never-scrolls"])
      #expect(
        last.description.hasSuffix(
          "Nothing changes: contentInset.bottom stays 0 pt. The content offset never moves during "
            + "a drag: contentOffset.y stays 348."))
      drag.end()
    }
  }
#endif
