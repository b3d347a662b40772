import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIView.transform` with the flip chat apps use for an inverted message list,
  /// `CGAffineTransform(scaleX: 1, y: -1)`: the list is 393 × 707 at y = 59 on an iPhone
  /// screen (393 × 852), its center at 59 + 707 / 2 = 412.5, and a 44 pt message 16 pt
  /// below the content's top.
  @Suite("View transform")
  @MainActor
  struct ViewTransformTests {
    @MainActor
    struct InvertedList {
      let screen = TestScenes.phoneScreen()
      let window: UIWindow
      let list = UIScrollView(frame: CGRect(x: 0, y: 59, width: 393, height: 707))
      let message = UIView(frame: CGRect(x: 16, y: 16, width: 200, height: 44))

      init() {
        window = TestScenes.window(on: screen)
        window.addSubview(list)
        list.contentSize = CGSize(width: 393, height: 2000)
        list.addSubview(message)
        list.transform = CGAffineTransform(scaleX: 1, y: -1)
      }
    }

    @Test func theMatrixOfAFlipAndItsInverse() {
      let flip = CGAffineTransform(scaleX: 1, y: -1)
      #expect(flip == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
      #expect(!flip.isIdentity)
      #expect(flip.inverted() == flip)
      #expect(flip.concatenating(flip).isIdentity)
      #expect(CGAffineTransform.identity.isIdentity)
      // (3, 4) → (3, −4); (1, 2, 10, 20) spans y −22…−2.
      #expect(CGPoint(x: 3, y: 4).applying(flip) == CGPoint(x: 3, y: -4))
      #expect(
        CGRect(x: 1, y: 2, width: 10, height: 20).applying(flip)
          == CGRect(x: 1, y: -22, width: 10, height: 20))
      // Translation by (5, 6) then its inverse (−5, −6); a zero scale cannot be inverted
      // and comes back unchanged (CGAffineTransformInvert).
      #expect(
        CGAffineTransform(translationX: 5, y: 6).inverted()
          == CGAffineTransform(translationX: -5, y: -6))
      let flat = CGAffineTransform(scaleX: 0, y: 1)
      #expect(flat.inverted() == flat)
    }

    /// The frame of a flipped view is its untransformed frame: the flip keeps the box.
    @Test func aFlipKeepsTheFrame() {
      let scene = InvertedList()
      #expect(scene.list.frame == CGRect(x: 0, y: 59, width: 393, height: 707))
      #expect(scene.list.bounds.size == CGSize(width: 393, height: 707))
      #expect(scene.list.center == CGPoint(x: 196.5, y: 412.5))
    }

    /// Content y = 16…60 is 412.5 − 16 = 396.5 and 352.5 from the bounds' center 353.5,
    /// above it; flipped, below the list's center: 412.5 + 337.5 = 750 and 412.5 + 293.5 =
    /// 706. The message is drawn at 706…750, 16 pt above the list's bottom (766).
    @Test func theContentsTopIsDrawnAtTheListsBottom() {
      let scene = InvertedList()
      let onScreen = scene.message.convert(scene.message.bounds, to: scene.screen.coordinateSpace)
      #expect(onScreen == CGRect(x: 16, y: 706, width: 200, height: 44))
      #expect(scene.message.convert(scene.message.bounds, to: nil) == onScreen)
      #expect(scene.list.convert(CGPoint(x: 16, y: 16), to: nil) == CGPoint(x: 16, y: 750))
      // And back: screen y 750 is content y 16.
      #expect(
        scene.list.convert(CGPoint(x: 16, y: 750), from: scene.screen.coordinateSpace)
          == CGPoint(x: 16, y: 16))
      #expect(
        scene.list.convert(CGRect(x: 16, y: 706, width: 200, height: 44), from: nil)
          == CGRect(x: 16, y: 16, width: 200, height: 44))
    }

    /// Scrolling 100 pt (offset 100) moves the content down on screen: content y 16 is then
    /// 16 − 100 − 353.5 = −437.5 from the center, drawn at 412.5 + 437.5 = 850.
    @Test func scrollingAFlippedListMovesItsContentDown() {
      let scene = InvertedList()
      scene.list.contentOffset = CGPoint(x: 0, y: 100)
      #expect(scene.list.convert(CGPoint(x: 16, y: 16), to: nil) == CGPoint(x: 16, y: 850))
    }

    /// A touch at (20, 720) lands on the message (drawn at 706…750); one at (20, 80), where
    /// the message would be drawn without the flip (59 + 16…60), lands on the list.
    @Test func hitTestingFollowsTheFlip() {
      let scene = InvertedList()
      #expect(scene.window.hitTest(CGPoint(x: 20, y: 720), with: nil) === scene.message)
      #expect(scene.window.hitTest(CGPoint(x: 20, y: 80), with: nil) === scene.list)
    }

    /// Back to the identity, the conversion is the plain one again: 59 + 16 = 75.
    @Test func theIdentityRestoresThePlainConversion() {
      let scene = InvertedList()
      scene.list.transform = .identity
      #expect(scene.list.convert(CGPoint(x: 16, y: 16), to: nil) == CGPoint(x: 16, y: 75))
      #expect(
        scene.message.convert(scene.message.bounds, to: nil)
          == CGRect(x: 16, y: 75, width: 200, height: 44))
    }

    /// A transform that is not finite is ignored; the flip stays.
    @Test func aTransformThatIsNotFiniteIsANoOp() {
      let scene = InvertedList()
      scene.list.transform = CGAffineTransform(scaleX: .nan, y: 1)
      #expect(scene.list.transform == CGAffineTransform(scaleX: 1, y: -1))
    }
  }
#endif
