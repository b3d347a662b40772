import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `safeAreaInsets` of views in a window that is not visible.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  /// "If the view is not currently installed in a view hierarchy, or is not yet visible
  /// onscreen, the edge insets in this property are 0."
  @Suite("Safe area of a hidden window")
  @MainActor
  struct HiddenWindowSafeAreaTests {
    @Test func aWindowHasNoSafeAreaUntilItIsShown() {
      let screen = TestScenes.phoneScreen()
      let window = SafeAreaCountingWindow(frame: screen.bounds)
      window.screen = screen
      let view = SafeAreaCountingView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
      window.addSubview(view)
      #expect(window.isHidden)  // a new window is hidden
      #expect(window.safeAreaInsets == .zero)
      #expect(view.safeAreaInsets == .zero)
      #expect(view.safeAreaChanges == 0)
      window.makeKeyAndVisible()
      // full-screen window on the phone: 59 / 0 / 34 / 0
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      // view y 0...100: top 59 - 0 = 59; bottom 100 < 818: 0
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
      #expect(view.safeAreaChanges == 1)  // reported once, when the window was shown
    }

    @Test func hidingTheWindowAgainZeroesItsViewsSafeArea() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = SafeAreaCountingView(frame: CGRect(x: 0, y: 752, width: 393, height: 100))
      window.addSubview(view)
      // view y 752...852; the safe area ends at 818: bottom 852 - 818 = 34
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
      let before = view.safeAreaChanges
      window.isHidden = true
      #expect(view.safeAreaInsets == .zero)
      #expect(view.safeAreaChanges == before + 1)  // the change is reported
      window.isHidden = false
      #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
      #expect(view.safeAreaChanges == before + 2)
    }

    @Test func aScrollViewInAHiddenWindowHasNoSafeAreaInItsAdjustedInset() {
      let screen = TestScenes.phoneScreen()
      let window = UIWindow(frame: screen.bounds)
      window.screen = screen
      let scrollView = UIScrollView(frame: screen.bounds)
      scrollView.contentInsetAdjustmentBehavior = .always
      window.addSubview(scrollView)
      #expect(scrollView.adjustedContentInset == .zero)  // hidden: no safe area to add
      window.makeKeyAndVisible()
      // .always adds every edge: 59 / 0 / 34 / 0
      #expect(
        scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }
  }
#endif
