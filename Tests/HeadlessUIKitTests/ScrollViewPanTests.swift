import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// The scroll view's pan and the headless-only simulated drag
  /// (Sources/HeadlessUIKit/Gestures/UIWindow+SimulatedDrag.swift,
  /// ScrollViews/UIScrollView+Pan.swift).
  @Suite("Scroll view pan and simulated drags")
  @MainActor
  struct ScrollViewPanTests {
    /// A shown 320 × 568 window holding a full-window scroll view whose content is 1000 tall
    /// (offsets 0 … 1000 − 568 = 432).
    private func makeScene() -> (UIWindow, UIScrollView) {
      let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568))
      let window = UIWindow(frame: screen.bounds)
      window.screen = screen
      window.makeKeyAndVisible()
      let scrollView = UIScrollView(frame: window.bounds)
      scrollView.contentSize = CGSize(width: 320, height: 1000)
      window.addSubview(scrollView)
      return (window, scrollView)
    }

    @Test func aDragMovesTheContentWithTheFingerThroughThePansStates() {
      let (window, scrollView) = makeScene()
      let pan = scrollView.panGestureRecognizer
      #expect(pan.view === scrollView)
      #expect(pan.state == .possible)
      #expect(!scrollView.isTracking && !scrollView.isDragging)
      let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 400))
      #expect(drag.scrollView === scrollView)
      // Touched, not yet dragging.
      #expect(scrollView.isTracking && !scrollView.isDragging)
      // Up 25 pt: the pan begins, the content follows: offset 0 + 25.
      drag.move(to: CGPoint(x: 100, y: 375))
      #expect(pan.state == .began)
      #expect(pan.translation(in: scrollView) == CGPoint(x: 0, y: -25))
      // 25 pt in one frame of 1/60 s: −1500 pt/s.
      #expect(pan.velocity(in: nil) == CGPoint(x: 0, y: -1500))
      #expect(pan.location(in: scrollView) == CGPoint(x: 100, y: 375 + 25))
      #expect(scrollView.contentOffset.y == 25)
      #expect(scrollView.isDragging)
      // Up 75 more: changed, translation −100, offset 100.
      drag.move(to: CGPoint(x: 100, y: 300))
      #expect(pan.state == .changed)
      #expect(scrollView.contentOffset.y == 100)
      // The content is no wider than the bounds: x stays.
      drag.move(to: CGPoint(x: 10, y: 300))
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
      drag.end()
      // Ended, then reset to possible [UIGestureRecognizer.h].
      #expect(pan.state == .possible)
      #expect(!scrollView.isTracking && !scrollView.isDragging)
      #expect(scrollView.contentOffset.y == 100)
    }

    @Test func theOffsetStopsAtTheEndsOfItsRange() {
      let (window, scrollView) = makeScene()
      // Up 600: 600 > 432, stops at 432; down 700 from the start: −100 < 0, stops at 0.
      window.simulateDrag(from: CGPoint(x: 100, y: 560), to: CGPoint(x: 100, y: -40), steps: 3)
      #expect(scrollView.contentOffset.y == 432)
      window.simulateDrag(from: CGPoint(x: 100, y: 10), to: CGPoint(x: 100, y: 560), steps: 3)
      #expect(scrollView.contentOffset.y == 0)
    }

    @Test func setTranslationCountsFromTheCurrentPoint() {
      let (window, scrollView) = makeScene()
      let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 400))
      drag.move(to: CGPoint(x: 100, y: 350))
      let pan = scrollView.panGestureRecognizer
      pan.setTranslation(.zero, in: scrollView)
      #expect(pan.translation(in: scrollView) == .zero)
      #expect(pan.velocity(in: scrollView) == .zero)
      drag.move(to: CGPoint(x: 100, y: 340))
      #expect(pan.translation(in: scrollView) == CGPoint(x: 0, y: -10))
      drag.end()
    }

    @Test func aDragOutsideAnyScrollViewScrollsNothing() {
      let (window, scrollView) = makeScene()
      scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
      let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 400))
      #expect(drag.scrollView == nil)
      drag.move(to: CGPoint(x: 100, y: 300))
      drag.end()
      #expect(scrollView.contentOffset == .zero)
      #expect(scrollView.panGestureRecognizer.state == .possible)
    }

    @Test func aScrollViewWithScrollingOffDoesNotMove() {
      let (window, scrollView) = makeScene()
      scrollView.isScrollEnabled = false
      window.simulateDrag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300))
      #expect(scrollView.contentOffset == .zero)
    }
  }
#endif
