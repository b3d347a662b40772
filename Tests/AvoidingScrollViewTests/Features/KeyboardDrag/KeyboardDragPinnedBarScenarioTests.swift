#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The layout ChoosingAnApproach recommends beside the component: the scroll view's bottom on
  /// a bar pinned to the root view's `keyboardLayoutGuide`, with `keyboardDismissMode`
  /// `.interactive`. Each frame of a drag that moves the keyboard moves the bar and so resizes
  /// the scroll view; the offset must stay the finger's alone (README, "the user drags the
  /// keyboard down"), and the inset, 0 all along since the scroll view ends above the
  /// keyboard, must never be written.
  ///
  /// StackFormScene on an iPhone 15 (852 tall, bottom safe area 34, keyboard 336, docked top
  /// T = 516): 16 fields, field `i` at 20 + 56 i … 64 + 56 i, content 924 tall. The bar is
  /// 50 tall, its bottom on the guide's top; the scroll view ends at the bar's top.
  @MainActor
  @Suite struct KeyboardDragPinnedBarScenarioTests {
    /// The bar, and the scroll view's bottom on its top (also for PinnedBarHideScenarioTests).
    static func barOnTheGuide(_ scrollView: UIView, in root: UIView) -> NSLayoutConstraint {
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 50),
        bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      ])
      return scrollView.bottomAnchor.constraint(equalTo: bar.topAnchor)
    }

    @Test func theFingerAloneMovesTheContentWhileTheScrollViewGrowsWithTheKeyboard() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16, bottom: Self.barOnTheGuide)
      let scrollView = form.scrollView
      scrollView.keyboardDismissMode = .interactive
      form.layOut()
      // Hidden: the guide's top is the safe area's bottom 852 − 34 = 818; the bar 768 … 818.
      #expect(scrollView.frame.height == 768)
      // The last field, 20 + 840 = 860 … 904, focused; the keyboard up and laid out: the bar
      // 466 … 516, the scroll view 0 … 466, above the keyboard and the home indicator: no
      // inset. The field's padded bottom 920 at the bounds' bottom: 920 − 466 = 454.
      #expect(form.fields[15].becomeFirstResponder())
      form.scene.keyboard.show()
      form.layOut()
      #expect(scrollView.frame.height == 466)
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.contentOffset.y == 454)
      scrollView.forgetMoves()

      // The finger goes down at y 300 and moves 50 pt down a frame, 7 frames: 350 … 650. The
      // content follows it: 454 − 50 n. The keyboard follows once the finger reaches its top
      // 516: at 550, 600, 650 its top is the finger's; the guide, the bar and the scroll
      // view's bottom with it, the scroll view 550 − 50 = 500, 550, 600 tall. From the 4th
      // frame on the field (860 …) is below the visible part (offset + height ≤ 804):
      // revealing it would pull the content against the finger.
      let drag = form.scene.keyboard.beginInteractiveDrag(
        in: form.scene.window, at: CGPoint(x: 100, y: 300))
      for step in 1...7 {
        let finger = 300 + 50 * CGFloat(step)
        drag.move(to: CGPoint(x: 100, y: finger))
        #expect(scrollView.contentOffset.y == 454 - 50 * CGFloat(step), "frame \(step)")
        #expect(scrollView.frame.height == (finger >= 516 ? finger - 50 : 466), "frame \(step)")
        #expect(scrollView.contentInset.bottom == 0, "frame \(step)")
      }
      // Every offset write was the finger's, and no frame wrote an inset.
      #expect(scrollView.moves == (1...7).map { CGPoint(x: 0, y: 454 - 50 * CGFloat($0)) })
      #expect(scrollView.insetBottoms == [])

      // Lifted moving down: the hide. SimulatedDevice lays the guide out first, in the
      // keyboard's animation, then posts the will-hide (as iOS does). The root view's guide
      // back at 852 − 34 = 818: the bar 768 … 818, the scroll view 0 … 768, grown from 600
      // tall. The last notification still says docked at 516: it would cover
      // 768 − 516 = 252, the field 860 … 904 below 104 + 516 = 620, and a reveal would go to
      // 920 − 516 = 404. But the scroll view's own guide, the keyboard gone, lies at its
      // bottom 104 + 768 = 872 (it ends above the safe area), below the notified 620: the
      // hide is on its way, so the resize does not reveal (ResizeRevealRule). Then the
      // will-hide: the keyboard covers nothing, no more than before, so no reveal either,
      // and a hide never pulls the content toward the field (scenarios.md S9). The scroll
      // view 768 tall, no inset; the range 0 … 924 − 768 = 156 holds 104: the offset stays
      // 104, and nothing but the finger ever wrote it.
      drag.end()
      form.layOut()
      #expect(scrollView.frame.height == 768)
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.contentOffset.y == 104)
      #expect(scrollView.moves == (1...7).map { CGPoint(x: 0, y: 454 - 50 * CGFloat($0)) })
    }
  }
#endif
