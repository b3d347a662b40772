import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIView.convert` between views of two windows is outside UIKit's contract.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt
  /// "If view is nil, this method instead converts to window base coordinates. Otherwise,
  /// both view and the receiver must belong to the same UIWindow object." The model traps
  /// [choice], so nothing in this package can pass while relying on it.
  @Suite("Conversion across windows")
  struct CrossWindowConversionTests {
    @Test func convertingBetweenViewsOfTwoWindowsTraps() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
          let first = UIWindow(frame: screen.bounds)
          let second = UIWindow(frame: screen.bounds)
          first.screen = screen
          second.screen = screen
          let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
          let b = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
          first.addSubview(a)
          second.addSubview(b)
          // `UIView?` selects `convert(_:to: UIView?)`; a plain `UIView` would select the
          // `UICoordinateSpace` overload, which has no same-window precondition.
          _ = a.convert(CGPoint.zero, to: b as UIView?)
        }
      }
    }

    @MainActor
    @Test func viewsOutsideAnyWindowConvertWithinTheirHierarchy() {
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
      let child = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
      container.addSubview(child)
      // no window: child's origin in container coordinates is its frame origin (20, 30)
      #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 20, y: 30))
    }
  }
#endif
