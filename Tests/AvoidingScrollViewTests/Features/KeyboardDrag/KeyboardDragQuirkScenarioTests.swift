#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The reported faults of the keyboard layout guide during a drag, switched on in the model
  /// (SimulatedDevice's `KeyboardGuideQuirk`), each contained by the rule that a reading lower
  /// than a finger-following keyboard is ignored (KeyboardDragSample, rule 4); and the release
  /// lands exactly where it lands with no drag.
  ///
  /// iPhone 15 (393 × 852, bottom safe area 34, keyboard 336), FormScene's 1216 pt form, the
  /// last field focused: with a 44 pt accessory the keyboard is 380 tall, docked top
  /// T = 852 − 380 = 472, the part 380 − 34 = 346, the offset 1216 + 380 − 852 = 744.
  @MainActor
  @Suite struct KeyboardDragQuirkScenarioTests {
    /// iOS 26 with an accessory view (the guide leaves the accessory out while dragging),
    /// an iOS 27 beta (the guide stuck at the bottom), iOS 15/16 unverified (no guide per
    /// frame): in each the inset keeps the notified part through the drag, never a part that
    /// would let the keyboard hide content, and the release gives the app's insets back.
    @Test(arguments: [
      KeyboardGuideQuirk.accessoryLeftOutWhileDragging, .stuckAtScreenBottom, .noPerFrameGuide,
    ])
    func aFaultyGuideIsNotFollowed(quirk: KeyboardGuideQuirk) {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 44)
      let scrollView = scene.scrollView
      scene.keyboard.guideQuirk = quirk
      #expect(scrollView.contentInset.bottom == 346)
      // The finger from 472 (T) down 50 pt a frame to 672: the keyboard's top 522 … 672.
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 472))
      for step in 1...4 {
        drag.move(to: CGPoint(x: 60, y: 472 + 50 * CGFloat(step)))
        // The guide says 472 + 50 step + 44 (accessory left out), 852 − 34 (stuck, at the
        // safe area's bottom) or 472 (not moving): the first two lie below the finger's
        // keyboard and are ignored; the third says 346 again. The part stays 346: the
        // visible part ends at 852 − 380 = 472, above the keyboard's top.
        #expect(scrollView.contentInset.bottom == 346)
        #expect(852 - scrollView.adjustedContentInset.bottom <= 472 + 50 * CGFloat(step))
      }
      drag.end()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }

    /// Without the quirk the same drag follows: 346 − 50 step.
    @Test func theSameDragWithAHealthyGuideFollows() {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 44)
      let drag = scene.keyboard.beginInteractiveDrag(
        in: scene.window, at: CGPoint(x: 60, y: 472))
      for step in 1...4 {
        drag.move(to: CGPoint(x: 60, y: 472 + 50 * CGFloat(step)))
        #expect(scene.scrollView.contentInset.bottom == 346 - 50 * CGFloat(step))
      }
      drag.end(.snapBack)
      #expect(scene.scrollView.contentInset.bottom == 346)
    }

    /// The release after a drag ends in exactly the state a release with no drag reaches
    /// from the same offset: the insets, the indicator insets and the offset (one decision
    /// from the keyboard's part before the drag, so the pull back is the same).
    @Test(arguments: [Device.iPhone15, .iPhoneSE, .iPadProLandscape])
    func theReleaseLandsWhereItLandsWithoutADrag(device: Device) {
      let dragged = KeyboardDragScenarioTests.focusedScene(device, accessory: 0)
      let still = KeyboardDragScenarioTests.focusedScene(device, accessory: 0)
      for scene in [dragged, still] {
        scene.scrollView.contentInset.top = 8
        scene.scrollView.verticalScrollIndicatorInsets.bottom = 5
      }
      let T = device.screenSize.height - device.keyboardHeight
      // The finger from T − 20 to T + 180 in 10 frames of 20 pt: the content moves 200 pt
      // down with it.
      let drag = dragged.keyboard.beginInteractiveDrag(
        in: dragged.window, at: CGPoint(x: 60, y: T - 20))
      for step in 1...10 {
        drag.move(to: CGPoint(x: 60, y: T - 20 + 20 * CGFloat(step)))
      }
      still.scrollView.contentOffset.y -= 200
      #expect(dragged.scrollView.contentOffset == still.scrollView.contentOffset)
      // The release's decisions, as an app's handler sees them.
      // Each scene listens only while its own release plays (the other's notifications
      // name another screen).
      var told: [[String]] = [[], []]
      dragged.scrollView.keyboardDecisionHandler = { told[0].append($0.description) }
      drag.end()
      dragged.scrollView.keyboardDecisionHandler = nil
      still.scrollView.keyboardDecisionHandler = { told[1].append($0.description) }
      still.keyboard.releaseInteractiveDismissal()
      still.scrollView.keyboardDecisionHandler = nil
      // The same decisions, told the same way: the release is decided from the keyboard's
      // part before the drag, as if no drag had happened.
      #expect(!told[0].isEmpty)
      #expect(told[0] == told[1])
      #expect(dragged.scrollView.contentInset == still.scrollView.contentInset)
      #expect(
        dragged.scrollView.verticalScrollIndicatorInsets
          == still.scrollView.verticalScrollIndicatorInsets)
      #expect(dragged.scrollView.contentOffset == still.scrollView.contentOffset)
      // And that state is the app's own insets: top 8, indicator bottom 5.
      #expect(dragged.scrollView.contentInset == UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
      #expect(dragged.scrollView.verticalScrollIndicatorInsets.bottom == 5)
    }
  }
#endif

#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A table view follows the drag too, its mode set after it entered its window (the probe
  /// comes at the next layout pass), its rows untouched by the probe.
  @MainActor
  @Suite struct KeyboardDragTableScenarioTests {
    @Test func aTableViewsInsetFollowsTheDrag() {
      // iPhone 15: 30 rows of 60 = 1800 pt, taller than 852, so the safe area 34 is applied.
      let scene = TableFormScene(device: .iPhone15)
      scene.table.keyboardDismissMode = .interactive
      scene.stage.window.layoutIfNeeded()
      let field = scene.field(row: 2)
      #expect(field?.becomeFirstResponder() == true)
      scene.keyboard.show()
      // 336 − 34 = 302.
      #expect(scene.table.contentInset.bottom == 302)
      // The finger from 516 (the keyboard's top) down 50 pt a frame: 302 − 50 k.
      let drag = scene.keyboard.beginInteractiveDrag(
        in: scene.stage.window, at: CGPoint(x: 60, y: 516))
      for step in 1...4 {
        drag.move(to: CGPoint(x: 60, y: 516 + 50 * CGFloat(step)))
        #expect(scene.table.contentInset.bottom == 302 - 50 * CGFloat(step))
      }
      drag.end()
      #expect(scene.table.contentInset.bottom == 0)
      #expect(scene.field(row: 2) != nil)
    }

    /// The scroll view taken out of its window in the middle of a drag: the app's insets come
    /// back at once (as when it leaves a window with the keyboard up), the rest of the drag
    /// and its release change nothing, and a scroll view put back follows the next drag.
    @Test func aScrollViewRemovedMidDragGetsTheAppsInsetsBack() {
      let scene = KeyboardDragScenarioTests.focusedScene(.iPhone15, accessory: 0)
      let scrollView = scene.scrollView
      // T = 516; 302 − 50 after one frame.
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 60, y: 516))
      drag.move(to: CGPoint(x: 60, y: 566))
      #expect(scrollView.contentInset.bottom == 252)
      scrollView.removeFromSuperview()
      #expect(scrollView.contentInset == .zero)
      drag.move(to: CGPoint(x: 60, y: 616))
      drag.end()
      #expect(scrollView.contentInset == .zero)
      // Back in the window, the keyboard hidden: a new show and drag follow again.
      scene.window.addSubview(scrollView)
      _ = scene.fields[19].becomeFirstResponder()
      scene.keyboard.show()
      #expect(scrollView.contentInset.bottom == 302)
      scene.keyboard.dragInteractively(
        in: scene.window, from: CGPoint(x: 60, y: 516), to: CGPoint(x: 60, y: 616), steps: 2,
        release: .snapBack)
      #expect(scrollView.contentInset.bottom == 302)
    }
  }
#endif
