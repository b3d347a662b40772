import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `contentOffset`, `setContentOffset(_:animated:)`, `contentInset` and the scroll view's
  /// documented defaults. Scene: a 393 × 600 scroll view at y = 100 (safe area zero) with
  /// 393 × 2000 content, so the scrollable range is 0 ... 2000 - 600 = 1400.
  @Suite("Scroll view offsets and insets")
  @MainActor
  struct ScrollViewOffsetTests {
    static func makeScene() -> ScrollScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
      window.addSubview(scrollView)
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      return ScrollScene(window: window, scrollView: scrollView)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview ("The origin of
    // the content view is offset by contentOffset": the model's offset is bounds.origin)
    @Test func contentOffsetIsTheBoundsOrigin() {
      let scene = Self.makeScene()
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 120)
      #expect(scene.scrollView.bounds.origin == CGPoint(x: 0, y: 120))  // the same point
      #expect(scene.scrollView.frame == CGRect(x: 0, y: 100, width: 393, height: 600))  // unmoved
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    // ([seen] a programmatic offset is not clamped)
    @Test func setContentOffsetDoesNotClamp() {
      let scene = Self.makeScene()
      scene.scrollView.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 5000))  // beyond 1400, kept
      scene.scrollView.setContentOffset(CGPoint(x: 0, y: -300), animated: true)
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: -300))  // before 0, kept, at once
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    // ([seen] changing it does not move contentOffset)
    @Test func contentInsetChangeDoesNotMoveTheOffset() {
      let scene = Self.makeScene()
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 1400)
      scene.scrollView.contentInset.bottom = 300
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1400))  // not moved to 1700
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 1700)
      scene.scrollView.contentInset.bottom = 0
      // the range shrinks back to 0 ... 1400, but nothing re-clamps: still 1700
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1700))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    // (model: it governs gestures; programmatic offsets still apply)
    @Test func programmaticOffsetsApplyWithScrollingDisabled() {
      let scene = Self.makeScene()
      scene.scrollView.isScrollEnabled = false
      scene.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
      #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 200))  // set as asked
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets
    // (default true) and https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode
    @Test func documentedDefaults() {
      let scrollView = UIScrollView()
      #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)  // documented default true
      #expect(scrollView.keyboardDismissMode == .none)  // UIKit's default: no dismissal
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)  // the app's part starts at 0
      #expect(scrollView.contentInset == .zero)  // no inset until the app sets one
    }
  }
#endif
