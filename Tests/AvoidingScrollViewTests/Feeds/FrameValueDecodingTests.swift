#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  @testable import AvoidingScrollView
  import AvoidingScrollViewCore

  /// How a keyboard notification's frame is read out of its `NSValue` on Linux
  /// (KeyboardFrameChange+Notification): swift-corelibs-foundation keeps points, sizes,
  /// ranges, edge insets and rectangles in one class, so only a rectangle may come out, and a
  /// value of another type (edge insets are as large as a rectangle) must neither trap nor be
  /// misread.
  @MainActor
  @Suite struct FrameValueDecodingTests {
    @Test func aRectangleComesOutAsItWentIn() {
      // The docked keyboard of a 393 × 852 pt iPhone: 852 − 336 = 516.
      let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
      #expect(KeyboardFrameChange.rectangle(in: NSValue(cgRect: docked)) == docked)
      #expect(KeyboardFrameChange.rectangle(in: NSValue(cgRect: .zero)) == .zero)
      let offScreen = CGRect(x: -10.5, y: 852, width: 1_024.25, height: 0)
      #expect(KeyboardFrameChange.rectangle(in: NSValue(cgRect: offScreen)) == offScreen)
    }

    @Test func valuesOfOtherTypesAreNoRectangle() {
      // Same size as a rectangle (4 × 8 bytes): only the equality check tells them apart.
      let insets = NSEdgeInsets(top: 0, left: 516, bottom: 393, right: 336)
      #expect(KeyboardFrameChange.rectangle(in: NSValue(edgeInsets: insets)) == nil)
      #expect(KeyboardFrameChange.rectangle(in: NSValue(point: CGPoint(x: 0, y: 516))) == nil)
      #expect(
        KeyboardFrameChange.rectangle(in: NSValue(size: CGSize(width: 393, height: 336))) == nil)
      #expect(
        KeyboardFrameChange.rectangle(in: NSValue(range: NSRange(location: 0, length: 5))) == nil)
    }

    @Test func aMalformedRectangleMakesNoNotification() {
      // A NaN rectangle equals nothing, itself included, so it reads as no rectangle; either
      // way the notification is dropped, as a NaN frame is not a sane one.
      let nan = NSValue(cgRect: CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336))
      #expect(KeyboardFrameChange(userInfo: nil) == nil)
      let userInfo: [AnyHashable: Any] = [
        UIResponder.keyboardFrameEndUserInfoKey: nan,
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
      ]
      #expect(KeyboardFrameChange(userInfo: userInfo) == nil)
    }
  }
#endif
