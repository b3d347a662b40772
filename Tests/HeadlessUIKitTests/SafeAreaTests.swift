import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A view that counts `safeAreaInsetsDidChange()` calls.
  final class SafeAreaCountingView: UIView {
    private(set) var safeAreaChanges = 0

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      safeAreaChanges += 1
    }
  }

  /// A window that counts `safeAreaInsetsDidChange()` calls.
  final class SafeAreaCountingWindow: UIWindow {
    private(set) var safeAreaChanges = 0

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      safeAreaChanges += 1
    }
  }

  /// `safeAreaInsets` of windows, views and scroll views, and `safeAreaInsetsDidChange()`.
  /// Face ID iPhone: 393 × 852, unsafe margins 59 / 0 / 34 / 0, so the safe area of the
  /// screen runs from y = 59 to y = 852 - 34 = 818.
  @Suite("Safe area")
  @MainActor
  struct SafeAreaTests {
    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @Test func fullScreenWindowHasTheScreenMargins() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      // the window covers the whole screen, so it reaches into every unsafe margin
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets ("the
    // safe area reflects only the portion of the view covered by other content")
    @Test func viewReachingIntoTheTopMarginGetsTheOverlap() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = UIView(frame: CGRect(x: 0, y: 40, width: 393, height: 200))
      window.addSubview(view)
      // top: margin ends at 59, view starts at 40: 59 - 40 = 19;
      // bottom: view ends at 240, above 818: 0
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @Test func viewAtTheBottomGetsTheHomeIndicatorMargin() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = UIView(frame: CGRect(x: 0, y: 700, width: 393, height: 152))
      window.addSubview(view)
      // view ends at 700 + 152 = 852; safe area ends at 818: 852 - 818 = 34; top 700 > 59: 0
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @Test func viewInsideTheSafeAreaHasZeroInsets() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
      window.addSubview(view)
      // 100 >= 59 and 100 + 400 = 500 <= 818: nothing covered
      #expect(view.safeAreaInsets == .zero)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    // (an inset never exceeds the view: model clamps to the view's height)
    @Test func insetIsClampedToTheViewSize() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 30))
      window.addSubview(view)
      // the 59 pt top margin covers all of the 30 pt view: min(59, 30) = 30
      #expect(view.safeAreaInsets.top == 30)
    }

    // Source: model comment in UIView+SafeArea.swift ("A view outside a window has no safe
    // area")
    @Test func viewOutsideAWindowHasZeroInsets() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(view.safeAreaInsets == .zero)  // no window, no screen: nothing to overlap
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets (a scroll
    // view's own safe area comes from its frame, not from the scrolled content)
    @Test func scrollViewSafeAreaIgnoresContentOffset() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = UIScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      scrollView.contentOffset = CGPoint(x: 0, y: 300)
      // frame still covers the whole screen: 59 / 0 / 34 / 0, whatever the offset
      #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets and
    // https://developer.apple.com/documentation/uikit/uiwindow (frame in screen coordinates)
    @Test func offsetWindowGetsOnlyTheMarginsItReaches() {
      // iPad 1024 × 1366, margins 24 / 0 / 20 / 0; Stage Manager window at (100, 80)
      // reaching the bottom of the screen: height 1366 - 80 = 1286
      let screen = TestScenes.padScreen()
      let window = TestScenes.window(
        on: screen, frame: CGRect(x: 100, y: 80, width: 800, height: 1286))
      // top: 80 > 24: 0; bottom: 80 + 1286 = 1366, safe area ends at 1346: 20;
      // left 100 > 0 and right 900 < 1024: 0
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @Test func viewInAnOffsetWindowUsesScreenPosition() {
      let screen = TestScenes.padScreen()
      let window = TestScenes.window(
        on: screen, frame: CGRect(x: 100, y: 80, width: 800, height: 1286))
      let view = UIView(frame: CGRect(x: 0, y: 1200, width: 800, height: 86))
      window.addSubview(view)
      // view on screen: 80 + 1200 = 1280 ... 1280 + 86 = 1366; safe ends at 1346: 20
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    @Test func rotationUpdatesWindowSafeAreaAndReportsEachChange() {
      let screen = TestScenes.phoneScreen()
      let window = SafeAreaCountingWindow(frame: screen.bounds)
      window.screen = screen
      // still hidden, so no safe area yet ("not yet visible onscreen": 0)
      #expect(window.safeAreaChanges == 0)
      window.makeKeyAndVisible()
      // shown on the phone screen: .zero -> 59 / 0 / 34 / 0
      #expect(window.safeAreaChanges == 1)
      screen.setBounds(TestScenes.landscapeBounds, safeAreaInsets: TestScenes.landscapeInsets)
      // window still 393 × 852; landscape safe area x 59...793, y 0...372:
      // top 0 - 0 = 0, left 59, bottom 852 - 372 = 480, right 393 < 793: 0
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 480, right: 0))
      #expect(window.safeAreaChanges == 2)  // one more change
      window.frame = screen.bounds
      // 852 × 393: top 0, left 59, bottom 393 - 372 = 21, right 852 - 793 = 59
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
      #expect(window.safeAreaChanges == 3)  // and one more after the resize
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    @Test func rotationUpdatesAResizedViewsSafeArea() {
      let screen = TestScenes.phoneScreen()
      let window = TestScenes.window(on: screen)
      let view = SafeAreaCountingView(frame: window.bounds)
      window.addSubview(view)
      #expect(view.safeAreaChanges == 1)  // added: .zero -> 59 / 0 / 34 / 0
      screen.setBounds(TestScenes.landscapeBounds, safeAreaInsets: TestScenes.landscapeInsets)
      #expect(view.safeAreaChanges == 2)  // screen changed: -> 0 / 59 / 480 / 0
      window.frame = screen.bounds
      // the view is still 393 × 852 at (0, 0) on screen: same insets, no call
      #expect(view.safeAreaChanges == 2)
      view.frame = window.bounds
      // 852 × 393: top 0, left 59, bottom 393 - 372 = 21, right 852 - 793 = 59
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
      #expect(view.safeAreaChanges == 3)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    @Test func safeAreaInsetsDidChangeOnlyWhenTheValueChanges() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = SafeAreaCountingView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
      window.addSubview(view)
      #expect(view.safeAreaChanges == 0)  // inside the safe area: stays .zero, no call
      view.frame.origin.y = 120
      #expect(view.safeAreaChanges == 0)  // moved but still .zero
      view.frame.origin.y = 20
      // now reaches the top margin: 59 - 20 = 39
      #expect(view.safeAreaInsets.top == 39)
      #expect(view.safeAreaChanges == 1)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    @Test func movingIntoAndOutOfAWindowReportsTheChange() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = SafeAreaCountingView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
      window.addSubview(view)
      #expect(view.safeAreaInsets.top == 59)  // the whole 59 pt margin lies in its 100 pt
      #expect(view.safeAreaChanges == 1)
      view.removeFromSuperview()
      #expect(view.safeAreaInsets == .zero)  // no window, no safe area
      #expect(view.safeAreaChanges == 2)
    }
  }
#endif
