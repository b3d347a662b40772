import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `frame`, `bounds` and `center` of a view, and how `bounds.origin` moves subviews.
  @Suite("UIView geometry")
  @MainActor
  struct ViewGeometryTests {
    // Source: https://developer.apple.com/documentation/uikit/uiview/frame and
    // https://developer.apple.com/documentation/uikit/uiview/bounds (model: no transforms,
    // so frame.size == bounds.size)
    @Test func boundsHasTheFrameSizeAtTheOrigin() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))  // origin 0, size 100x50
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/center
    @Test func centerIsTheMidpointOfTheFrame() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(view.center == CGPoint(x: 60, y: 45))  // 10 + 100/2 = 60; 20 + 50/2 = 45
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/center
    @Test func settingCenterMovesTheFrameKeepingItsSize() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      view.center = CGPoint(x: 200, y: 300)
      // origin = center - size/2: 200 - 50 = 150, 300 - 25 = 275
      #expect(view.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/frame
    @Test func settingFrameSizeResizesBounds() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      #expect(view.bounds.size == CGSize(width: 320, height: 480))  // bounds follow the frame
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/bounds ("Changing the
    // size of the bounds rectangle grows or shrinks the view relative to its center point")
    @Test func settingBoundsSizeKeepsTheCenter() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      view.bounds = CGRect(x: 0, y: 0, width: 200, height: 80)
      #expect(view.center == CGPoint(x: 60, y: 45))  // unchanged: 10 + 50, 20 + 25
      // origin = center - new size/2: 60 - 100 = -40, 45 - 40 = 5
      #expect(view.frame == CGRect(x: -40, y: 5, width: 200, height: 80))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/bounds
    @Test func settingBoundsOriginLeavesTheFrameInPlace() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      view.bounds.origin = CGPoint(x: 0, y: 30)
      #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))  // frame unchanged
      #expect(view.bounds == CGRect(x: 0, y: 30, width: 100, height: 50))  // only origin moved
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/bounds (model comment:
    // "bounds.origin shifts the coordinate system of the subviews")
    @Test func boundsOriginShiftsSubviewsOnScreen() throws {
      let screen = TestScenes.phoneScreen()
      let window = TestScenes.window(on: screen)
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let child = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
      window.addSubview(parent)
      parent.addSubview(child)
      parent.bounds.origin = CGPoint(x: 0, y: 40)
      #expect(child.frame.minY == 100)  // the frame stays in the parent's (shifted) space
      // in the window: parent at 0 + child at 100 - bounds origin 40 = 60
      #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 60))
    }
  }
#endif
