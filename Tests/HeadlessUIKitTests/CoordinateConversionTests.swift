import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `convert(_:to:)` / `convert(_:from:)` between views, the window (`nil`) and the
  /// screen's coordinate space, in a full-screen and in an offset (Stage Manager) window.
  @Suite("Coordinate conversion")
  @MainActor
  struct CoordinateConversionTests {
    /// A full-screen iPhone window with a container at y = 100 and a child at (20, 30)
    /// inside it.
    @MainActor
    struct PhoneScene {
      let screen = TestScenes.phoneScreen()
      let window: UIWindow
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
      let child = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 40))

      init() {
        window = TestScenes.window(on: screen)
        window.addSubview(container)
        container.addSubview(child)
      }
    }

    /// A Stage Manager window at (100, 80) on a 1024 × 1366 iPad screen, with a view at
    /// (20, 30) in it.
    @MainActor
    struct StageManagerScene {
      let screen = TestScenes.padScreen()
      let window: UIWindow
      let view = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))

      init() {
        window = TestScenes.window(
          on: screen, frame: CGRect(x: 100, y: 80, width: 700, height: 900))
        window.addSubview(view)
      }
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt
    // (a subview's frame is in its superview's bounds coordinates)
    @Test func convertToSuperviewAddsTheFrameOrigin() {
      let scene = PhoneScene()
      let point = scene.child.convert(CGPoint(x: 5, y: 6), to: scene.container)
      #expect(point == CGPoint(x: 25, y: 36))  // 20 + 5 = 25, 30 + 6 = 36
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt
    // ("If view is nil, this method instead converts to window base coordinates.")
    @Test func convertToNilGivesWindowCoordinates() {
      let scene = PhoneScene()
      let rect = scene.child.convert(scene.child.bounds, to: nil)
      // x: container 0 + child 20 = 20; y: container 100 + child 30 = 130; size unchanged
      #expect(rect == CGRect(x: 20, y: 130, width: 100, height: 40))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt and
    // siblings (convert(_:from:): "If view is nil, this method instead converts from window
    // base coordinates.")
    @Test func convertFromNilTakesWindowCoordinates() {
      let scene = PhoneScene()
      let point = scene.child.convert(CGPoint(x: 25, y: 135), from: nil)
      #expect(point == CGPoint(x: 5, y: 5))  // 25 - 20 = 5; 135 - (100 + 30) = 5
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt
    @Test func convertBetweenSiblingBranches() {
      let scene = PhoneScene()
      let other = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
      scene.window.addSubview(other)
      let point = scene.child.convert(CGPoint.zero, to: other)
      // child's origin in the window is (20, 130); other is at (200, 300):
      // 20 - 200 = -180, 130 - 300 = -170
      #expect(point == CGPoint(x: -180, y: -170))
      let back = scene.child.convert(CGPoint(x: -180, y: -170), from: other)
      #expect(back == .zero)  // the inverse conversion returns to the child's origin
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt
    // (bounds.origin, a scroll view's contentOffset, is subtracted on the way up)
    @Test func convertAccountsForContentOffset() {
      let scene = PhoneScene()
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
      let field = UIView(frame: CGRect(x: 10, y: 500, width: 100, height: 40))
      scene.container.addSubview(scrollView)
      scrollView.addSubview(field)
      scrollView.contentOffset = CGPoint(x: 0, y: 250)
      let rect = field.convert(field.bounds, to: nil)
      // y: container 100 + scroll view 0 + field 500 - offset 250 = 350; x: 10
      #expect(rect == CGRect(x: 10, y: 350, width: 100, height: 40))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiwindow ("the window's frame
    // … in screen coordinates"): window base coordinates are not screen coordinates.
    @Test func convertToNilInAnOffsetWindowIgnoresTheWindowOrigin() {
      let scene = StageManagerScene()
      let rect = scene.view.convert(scene.view.bounds, to: nil)
      // window coordinates: just the view's frame origin (20, 30)
      #expect(rect == CGRect(x: 20, y: 30, width: 200, height: 100))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    @Test func convertToScreenCoordinateSpaceAddsTheWindowOrigin() {
      let scene = StageManagerScene()
      let rect = scene.view.convert(scene.view.bounds, to: scene.screen.coordinateSpace)
      // window at (100, 80) + view at (20, 30): 100 + 20 = 120, 80 + 30 = 110
      #expect(rect == CGRect(x: 120, y: 110, width: 200, height: 100))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    // (convert the keyboard frame from the screen's coordinate space)
    @Test func convertKeyboardFrameFromScreenIntoAnOffsetWindowView() {
      let scene = StageManagerScene()
      // a 400 pt keyboard at the bottom of the 1366 pt screen: y = 1366 - 400 = 966
      let keyboard = CGRect(x: 0, y: 966, width: 1024, height: 400)
      let inView = scene.view.convert(keyboard, from: scene.screen.coordinateSpace)
      // x: 0 - (100 + 20) = -120; y: 966 - (80 + 30) = 856
      #expect(inView == CGRect(x: -120, y: 856, width: 1024, height: 400))
    }

    // Source: https://developer.apple.com/documentation/uikit/uicoordinatespace
    // (Apple's recipe: screen.coordinateSpace.convert(frame, to: view))
    @Test func screenCoordinateSpaceConvertsToAView() {
      let scene = StageManagerScene()
      let keyboard = CGRect(x: 0, y: 966, width: 1024, height: 400)
      let inView = scene.screen.coordinateSpace.convert(keyboard, to: scene.view)
      // same as converting from the screen in the view: (0 - 120, 966 - 110) = (-120, 856)
      #expect(inView == CGRect(x: -120, y: 856, width: 1024, height: 400))
      let back = scene.screen.coordinateSpace.convert(CGPoint(x: 0, y: 0), from: scene.view)
      #expect(back == CGPoint(x: 120, y: 110))  // the view's origin on screen: 100+20, 80+30
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    // ("The bounds of this coordinate space reflect the current interface orientation")
    @Test func screenCoordinateSpaceBoundsAreTheScreenBounds() {
      let scene = StageManagerScene()
      #expect(scene.screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 1024, height: 1366))
    }

    // Source: https://developer.apple.com/documentation/uikit/uicoordinatespace — its
    // `convert(_:to:)` has no same-window precondition (unlike `convert(_:to: UIView?)`,
    // whose page requires one window; the model traps there): going through the screen is
    // the model's [choice] for spaces in different windows.
    @Test func convertBetweenViewsInDifferentWindowsGoesThroughTheScreen() {
      let scene = StageManagerScene()
      let otherWindow = TestScenes.window(
        on: scene.screen, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
      let other = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
      otherWindow.addSubview(other)
      let point = scene.view.convert(CGPoint.zero, to: other as any UICoordinateSpace)
      // view on screen at (120, 110); other on screen at (10, 10): 120 - 10, 110 - 10
      #expect(point == CGPoint(x: 110, y: 100))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qxqt
    // (model: without transforms a rectangle keeps its size)
    @Test func convertingARectKeepsItsSize() {
      let scene = StageManagerScene()
      let rect = scene.view.convert(CGRect(x: 1, y: 2, width: 33, height: 44), to: scene.window)
      #expect(rect == CGRect(x: 21, y: 32, width: 33, height: 44))  // 20 + 1, 30 + 2; same size
    }
  }
#endif
