import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIScreen.scale`: pixels per point. [doc] "For Retina displays, the scale factor may be
  /// 3.0 or 2.0 … For standard-resolution displays, the scale factor is 1.0"
  /// (https://developer.apple.com/documentation/uikit/uiscreen/scale).
  @Suite("Screen scale")
  @MainActor
  struct ScreenScaleTests {
    @Test func aScreenGivenNoScaleIsAStandardResolutionOne() {
      let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(screen.scale == 1)
    }

    @Test func aScreenKeepsTheScaleItWasMadeWithThroughARotation() {
      let screen = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 393, height: 852),
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3)
      #expect(screen.scale == 3)
      #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
      // Turning the device changes the bounds and margins, not the display's pixels.
      screen.setBounds(
        CGRect(x: 0, y: 0, width: 852, height: 393),
        safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
      #expect(screen.scale == 3)
    }

    @Test func theMainScreenIsTheModelsIPhone15AtThreePixelsPerPoint() {
      #expect(UIScreen.main.scale == 3)
    }
  }
#endif
