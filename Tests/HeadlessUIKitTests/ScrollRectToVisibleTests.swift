import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `scrollRectToVisible(_:animated:)`.
  ///
  /// Scene unless stated: a 393 × 600 scroll view at y = 100 in a full-screen iPhone window,
  /// inside the safe area (100 > 59, 700 < 818), so its safe area is zero; content
  /// 393 × 2000. Valid offsets: 0 ... 2000 - 600 = 1400.
  @Suite("scrollRectToVisible")
  @MainActor
  struct ScrollRectToVisibleTests {
    static func makeScene() -> ScrollScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
      window.addSubview(scrollView)
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      return ScrollScene(window: window, scrollView: scrollView)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    // ("If the area is already visible, the method does nothing.")
    @Test func alreadyVisibleRectLeavesTheOffset() {
      let scene = Self.makeScene()
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 50)
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 100, width: 100, height: 40), animated: false)
      // visible 50 ... 650 contains 100 ... 140: no change
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 50))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    // ("just visible")
    @Test func rectBelowLandsOnTheBottomEdge() {
      let scene = Self.makeScene()
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 900, width: 100, height: 40), animated: false)
      // rect bottom 900 + 40 = 940 must meet the visible bottom offset + 600: 940 - 600 = 340
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 340))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    @Test func rectAboveLandsOnTheTopEdge() {
      let scene = Self.makeScene()
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 500, width: 100, height: 40), animated: false)
      // rect top 500 < visible top 1000: offset becomes the rect's top, 500
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 500))
    }

    // Source: model comment [seen]: the result stays within
    // -inset.top ... max(-inset.top, content + inset.bottom - bounds)
    @Test func offsetIsClampedToTheEndOfTheContent() {
      let scene = Self.makeScene()
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 1980, width: 100, height: 40), animated: false)
      // wanted 1980 + 40 - 600 = 1420; maximum 2000 + 0 - 600 = 1400
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1400))
    }

    // Source: model comment [seen] (scrollable range)
    @Test func offsetIsClampedToTheStartOfTheContent() {
      let scene = Self.makeScene()
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 300)
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: -50, width: 100, height: 40), animated: false)
      // wanted -50; minimum -adjustedContentInset.top = 0
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 0))
    }

    // Source: model comment [seen] (scrollable range when content is shorter than bounds)
    @Test func shortContentPinsTheOffsetAtMinusTheTopInset() {
      let scene = Self.makeScene()
      scene.scrollView.contentSize = CGSize(width: 393, height: 300)
      scene.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 500, width: 100, height: 200), animated: false)
      // visible 0 + 20 ... 600: rect bottom 700 wants +100; range
      // -20 ... max(-20, 300 + 0 - 600 = -300) = -20 ... -20: offset -20
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: -20))
    }

    // Source: model comment [seen, uikit-reference.md]: the visible area is the bounds less
    // adjustedContentInset
    @Test func bottomContentInsetShrinksTheVisibleArea() {
      let scene = Self.makeScene()
      scene.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 400, width: 100, height: 40), animated: false)
      // visible 0 ... 600 - 300 = 300; rect bottom 440: 440 - 300 = 140
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 140))
    }

    // Source: model comment [seen, uikit-reference.md] (visible area less adjustedContentInset)
    @Test func topContentInsetShrinksTheVisibleArea() {
      let scene = Self.makeScene()
      scene.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 500)
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 520, width: 100, height: 40), animated: false)
      // visible top 500 + 50 = 550; rect top 520: 500 - (550 - 520) = 470
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 470))
    }

    // Source: model comment [seen, uikit-reference.md]: the safe-area part of
    // adjustedContentInset counts too
    @Test func safeAreaPartOfTheAdjustedInsetIsHonoured() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = UIScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      // full screen, tall content, .automatic: adjustedContentInset 59 / 0 / 34 / 0
      scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 1000, width: 100, height: 40), animated: false)
      // visible bottom offset + 852 - 34 = offset + 818; rect bottom 1040: 1040 - 818 = 222
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 222))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    // (both axes)
    @Test func horizontalAxisScrollsIndependently() {
      let scene = Self.makeScene()
      scene.scrollView.contentSize = CGSize(width: 1000, height: 2000)
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 500, y: 0, width: 50, height: 40), animated: false)
      // rect right 550 - width 393 = 157; y already visible: 0
      #expect(scene.scrollView.contentOffset == CGPoint(x: 157, y: 0))
    }

    // Source: model comment [choice]: a rect taller than the visible area aligns its top
    @Test func rectTallerThanTheVisibleAreaAlignsItsTop() {
      let scene = Self.makeScene()
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 800, width: 100, height: 700), animated: false)
      // 700 > 600 visible: top 800 aligned with the visible top: offset 800
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 800))
    }

    // Source: model comment ("An animated scroll reaches its final offset at once")
    @Test func animatedScrollReachesItsTargetAtOnce() {
      let scene = Self.makeScene()
      scene.scrollView.scrollRectToVisible(
        CGRect(x: 0, y: 900, width: 100, height: 40), animated: true)
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 340))  // 940 - 600, no frames
    }
  }
#endif
