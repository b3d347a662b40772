import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A scroll view that counts `adjustedContentInsetDidChange()` calls.
  final class InsetCountingScrollView: UIScrollView {
    private(set) var adjustedInsetChanges = 0

    override func adjustedContentInsetDidChange() {
      super.adjustedContentInsetDidChange()
      adjustedInsetChanges += 1
    }
  }

  /// `adjustedContentInset` for each `contentInsetAdjustmentBehavior` rule, and
  /// `adjustedContentInsetDidChange()`.
  ///
  /// Scene: a full-screen scroll view (393 × 852) on a Face ID iPhone, so its safe area is
  /// 59 / 0 / 34 / 0; the app's own `contentInset` is 10 / 0 / 20 / 0.
  @Suite("Adjusted content inset")
  @MainActor
  struct AdjustedContentInsetTests {
    static let appInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    /// contentInset plus the whole safe area: 10 + 59 = 69, 20 + 34 = 54.
    static let withSafeArea = UIEdgeInsets(top: 69, left: 0, bottom: 54, right: 0)

    static func makeScene(
      behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat
    ) -> ScrollScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = UIScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      scrollView.contentInset = appInset
      scrollView.contentInsetAdjustmentBehavior = behavior
      scrollView.contentSize = CGSize(width: 393, height: contentHeight)
      return ScrollScene(window: window, scrollView: scrollView)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior
    @Test func defaultBehaviorIsAutomatic() {
      #expect(UIScrollView().contentInsetAdjustmentBehavior == .automatic)  // documented default
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior (.always)
    // ("Always include the safe area insets in the content adjustment.")
    @Test func alwaysAddsTheSafeAreaEvenForShortContent() {
      let scene = Self.makeScene(behavior: .always, contentHeight: 100)
      // 10 + 59 = 69 at the top, 20 + 34 = 54 at the bottom, though 100 < 852
      #expect(scene.scrollView.adjustedContentInset == Self.withSafeArea)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior (.never)
    @Test func neverAddsNothing() {
      let scene = Self.makeScene(behavior: .never, contentHeight: 2000)
      // only the app's inset 10 / 0 / 20 / 0, though the content scrolls
      #expect(scene.scrollView.adjustedContentInset == Self.appInset)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior (.scrollableAxes)
    // (uikit-reference.md [doc]: vertical edges when content is taller than the bounds)
    @Test func scrollableAxesSkipsTheSafeAreaForShortContent() {
      let scene = Self.makeScene(behavior: .scrollableAxes, contentHeight: 500)
      // 500 < 852: not vertically scrollable, only 10 / 0 / 20 / 0
      #expect(scene.scrollView.adjustedContentInset == Self.appInset)
    }

    // [choice] A raw value no case names (an imported enum accepts any) adjusts as
    // `.automatic`, the default: the safe area only along the axes that scroll.
    @Test func anUnknownBehaviorAdjustsAsAutomatic() throws {
      let unknown = try #require(UIScrollView.ContentInsetAdjustmentBehavior(rawValue: 42))
      let short = Self.makeScene(behavior: unknown, contentHeight: 500)
      #expect(short.scrollView.adjustedContentInset == Self.appInset)  // 500 < 852
      let tall = Self.makeScene(behavior: unknown, contentHeight: 2000)
      #expect(tall.scrollView.adjustedContentInset == Self.withSafeArea)  // 69 / 54
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior (.scrollableAxes)
    @Test func scrollableAxesAddsTheSafeAreaForTallContent() {
      let scene = Self.makeScene(behavior: .scrollableAxes, contentHeight: 2000)
      // 2000 > 852: 10 + 59 = 69, 20 + 34 = 54
      #expect(scene.scrollView.adjustedContentInset == Self.withSafeArea)
    }

    // Source: model comment in UIScrollView+AdjustedContentInset.swift ("content is taller
    // than the bounds": strictly taller)
    @Test func scrollableAxesSkipsTheSafeAreaForContentExactlyAsTallAsTheBounds() {
      let scene = Self.makeScene(behavior: .scrollableAxes, contentHeight: 852)
      // 852 is not taller than 852: only 10 / 0 / 20 / 0
      #expect(scene.scrollView.adjustedContentInset == Self.appInset)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    // with uikit-reference.md [doc] ("or alwaysBounceVertical is set")
    @Test func scrollableAxesAddsTheSafeAreaWhenAlwaysBouncingVertically() {
      let scene = Self.makeScene(behavior: .scrollableAxes, contentHeight: 100)
      scene.scrollView.alwaysBounceVertical = true
      // short content, but bouncing makes it vertically scrollable: 69 / 0 / 54 / 0
      #expect(scene.scrollView.adjustedContentInset == Self.withSafeArea)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior (.scrollableAxes)
    @Test func scrollableAxesAddsHorizontalEdgesForWideContent() {
      // landscape phone 852 × 393, margins 0 / 59 / 21 / 59
      let screen = UIScreen(
        bounds: TestScenes.landscapeBounds, safeAreaInsets: TestScenes.landscapeInsets)
      let window = TestScenes.window(on: screen)
      let scrollView = UIScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
      scrollView.contentSize = CGSize(width: 2000, height: 100)
      // 2000 > 852: left and right 59; 100 < 393: top and bottom (0 and 21) left out
      #expect(
        scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior (.automatic)
    // (model: no view controllers, so .automatic behaves as .scrollableAxes)
    @Test func automaticBehavesAsScrollableAxesWithoutAViewController() {
      let shortScene = Self.makeScene(behavior: .automatic, contentHeight: 500)
      // 500 < 852: only 10 / 0 / 20 / 0
      #expect(shortScene.scrollView.adjustedContentInset == Self.appInset)
      let tallScene = Self.makeScene(behavior: .automatic, contentHeight: 2000)
      // 2000 > 852: 69 / 0 / 54 / 0
      #expect(tallScene.scrollView.adjustedContentInset == Self.withSafeArea)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    @Test func onlyTheSafeAreaTheScrollViewReachesIsAdded() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 30, width: 393, height: 700))
      window.addSubview(scrollView)
      scrollView.contentInsetAdjustmentBehavior = .always
      // top: 59 - 30 = 29; bottom: 30 + 700 = 730 < 818: 0
      #expect(
        scrollView.adjustedContentInset == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    @Test func adjustedContentInsetDidChangeIsCalledWhenContentBecomesScrollable() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = InsetCountingScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      #expect(scrollView.adjustedInsetChanges == 0)  // no content: stays .zero, no call
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      // now taller than 852: .zero -> 59 / 0 / 34 / 0
      #expect(scrollView.adjustedInsetChanges == 1)
      scrollView.contentSize = CGSize(width: 393, height: 3000)
      #expect(scrollView.adjustedInsetChanges == 1)  // still 59 / 0 / 34 / 0: no call
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    @Test func adjustedContentInsetDidChangeFollowsContentInset() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = InsetCountingScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      scrollView.contentInset.bottom = 100
      #expect(scrollView.adjustedInsetChanges == 1)  // .zero -> 0 / 0 / 100 / 0
      scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
      #expect(scrollView.adjustedInsetChanges == 1)  // same value again: no call
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    @Test func adjustedContentInsetDidChangeFollowsTheBehavior() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = InsetCountingScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      scrollView.contentInsetAdjustmentBehavior = .always
      #expect(scrollView.adjustedInsetChanges == 1)  // .zero -> 59 / 0 / 34 / 0
      scrollView.contentInsetAdjustmentBehavior = .never
      #expect(scrollView.adjustedInsetChanges == 2)  // -> .zero
      scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
      #expect(scrollView.adjustedInsetChanges == 2)  // no content: still .zero, no call
      scrollView.alwaysBounceVertical = true
      #expect(scrollView.adjustedInsetChanges == 3)  // bouncing: -> 59 / 0 / 34 / 0
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    @Test func adjustedContentInsetDidChangeFollowsTheFrame() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = InsetCountingScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      scrollView.contentInsetAdjustmentBehavior = .always
      #expect(scrollView.adjustedInsetChanges == 1)  // .zero -> 59 / 0 / 34 / 0
      scrollView.frame = CGRect(x: 0, y: 100, width: 393, height: 600)
      // 100 > 59 and 700 < 818: the safe area is gone, -> .zero
      #expect(scrollView.adjustedContentInset == .zero)
      #expect(scrollView.adjustedInsetChanges == 2)
      scrollView.contentOffset = CGPoint(x: 0, y: 50)
      #expect(scrollView.adjustedInsetChanges == 2)  // scrolling changes nothing
    }
  }
#endif
