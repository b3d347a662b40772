#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Drags beside the usual one (KeyboardDragScenarioTests, whose FormScene and arithmetic
  /// these reuse): the other interactive mode, an indicator whose safe area is not the
  /// content's, and a frame whose layout pass also has a reason of its own to update.
  ///
  /// iPhone 15: H = 852, bottom safe area s = 34, keyboard 336; 20 fields, field `i` at
  /// 16 + 60 i … 60 + 60 i, content 1216. The last field is focused, so the offset starts at
  /// the end of the range, 1216 + K − H. The finger starts 100 pt above the docked top T and
  /// moves 50 pt down a frame; the keyboard's top is max(T, finger) once the finger reached T.
  @MainActor
  @Suite struct KeyboardDragVariantScenarioTests {
    /// `.interactiveWithAccessory` lets the user drag the keyboard as `.interactive` does
    /// [doc: UIScrollView.h, both modes "follow the dragging touch"]: the inset follows it
    /// the same way. With a 44 pt accessory: K = 380, T = 472, the part K − s = 346, the
    /// offset 1216 + 380 − 852 = 744.
    @Test func theInteractiveWithAccessoryModeIsFollowedToo() {
      let scene = KeyboardDragScenarioTests.focusedScene(
        .iPhone15, accessory: 44, mode: .interactiveWithAccessory)
      let scrollView = scene.scrollView
      #expect(scrollView.contentInset.bottom == 346)
      #expect(scrollView.contentOffset.y == 744)
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 100, y: 372))
      // Fingers 422, 472, 522, 572, 622, 672: tops 472 (docked), 472, 522, 572, 622, 672;
      // the part 852 − top − 34: 346, 346, 296, 246, 196, 146; offsets 744 − 50 n.
      let parts: [CGFloat] = [346, 346, 296, 246, 196, 146]
      for step in 1...6 {
        drag.move(to: CGPoint(x: 100, y: 372 + 50 * CGFloat(step)))
        #expect(scrollView.contentInset.bottom == parts[step - 1], "frame \(step)")
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == parts[step - 1])
        #expect(scrollView.contentOffset.y == 744 - 50 * CGFloat(step))
      }
      // The hide: the app's insets (none); the offset 444 pulled into the range
      // 1216 + 34 − 852 = 398.
      drag.end()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.contentOffset.y == 398)
    }

    /// With `automaticallyAdjustsScrollIndicatorInsets` off, UIKit adds no safe area to the
    /// indicator insets [doc: UIScrollView.h], so the indicator's part is the whole covered
    /// height while the content's is that less s, at rest and at every frame of the drag.
    @Test func theIndicatorsOwnSafeAreaIsKeptDuringTheDrag() {
      let scene = FormScene(device: .iPhone15)
      let scrollView = scene.scrollView
      scrollView.keyboardDismissMode = .interactive
      scrollView.automaticallyAdjustsScrollIndicatorInsets = false
      _ = scene.fields[19].becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      // Docked: covered 336; content 336 − 34 = 302, indicator 336; offset 1216 + 336 − 852.
      #expect(scrollView.contentInset.bottom == 302)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 336)
      #expect(scrollView.contentOffset.y == 700)
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 100, y: 416))
      // Fingers 466 … 716; tops 516, 516, 566, 616, 666, 716; covered 852 − top: 336, 336,
      // 286, 236, 186, 136; the content's part 34 less.
      let covered: [CGFloat] = [336, 336, 286, 236, 186, 136]
      for step in 1...6 {
        drag.move(to: CGPoint(x: 100, y: 416 + 50 * CGFloat(step)))
        #expect(scrollView.contentInset.bottom == covered[step - 1] - 34, "frame \(step)")
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == covered[step - 1])
        #expect(scrollView.contentOffset.y == 700 - 50 * CGFloat(step))
      }
      drag.end()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }

    /// A caption above the last field is its companion; in the 4th frame of the drag the
    /// app's layout makes it taller, a reason for that layout pass to update. The update
    /// must not reveal (the offset stays the finger's) and the frame writes the inset once,
    /// the drag's.
    @Test func aFrameWhoseLayoutAlsoDecidesWritesTheDragsInsetOnceAndDoesNotReveal() throws {
      let scene = FormScene(device: .iPhone15) { MoveRecordingScrollView(frame: $0) }
      let scrollView = try #require(scene.scrollView as? MoveRecordingScrollView)
      scrollView.keyboardDismissMode = .interactive
      // Field 19 at 1156 … 1200; the caption 1130 … 1150 above it.
      let caption = UIView(frame: CGRect(x: 16, y: 1130, width: 200, height: 20))
      scrollView.addSubview(caption)
      scrollView.setCompanions([caption], for: scene.fields[19])
      _ = scene.fields[19].becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      // The union 1130 … 1200 padded to 1216, the end of the content: offset 700, part 302.
      #expect(scrollView.contentOffset.y == 700)
      #expect(scrollView.contentInset.bottom == 302)
      let drag = scene.keyboard.beginInteractiveDrag(in: scene.window, at: CGPoint(x: 100, y: 416))
      // Fingers 466, 516, 566: offsets 650, 600, 550; parts 302, 302, 252.
      for step in 1...3 { drag.move(to: CGPoint(x: 100, y: 416 + 50 * CGFloat(step))) }
      #expect(scrollView.contentOffset.y == 550)
      #expect(scrollView.contentInset.bottom == 252)
      scrollView.forgetMoves()
      // The caption grows to 24 (the pass sees a companion change), and the finger reaches
      // 616: the keyboard's top 616, the part 852 − 616 − 34 = 202; the offset 500. The
      // caption (1130 …) is below the visible part (500 + 852 − 236 = 1116): a reveal would
      // pull the content back up to the end, 700.
      caption.frame.size.height = 24
      drag.move(to: CGPoint(x: 100, y: 616))
      #expect(scrollView.contentOffset.y == 500)
      #expect(scrollView.contentInset.bottom == 202)
      #expect(scrollView.insetBottoms == [202])
      #expect(scrollView.moves == [CGPoint(x: 0, y: 500)])
      // Released moving down: the hide; the offset pulled into the range 398.
      drag.end()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.contentOffset.y == 398)
    }
  }
#endif
