import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A view that counts `layoutSubviews()` calls.
  final class LayoutCountingView: UIView {
    private(set) var layouts = 0

    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  /// A scroll view that counts `layoutSubviews()` calls.
  final class LayoutCountingScrollView: UIScrollView {
    private(set) var layouts = 0

    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  /// `setNeedsLayout()`, `layoutIfNeeded()` and when `layoutSubviews()` runs. The model has
  /// no run loop: a test calls `layoutIfNeeded()` where UIKit's next display pass would run.
  @Suite("Layout")
  @MainActor
  struct LayoutTests {
    /// A window holding a counting parent (300 × 300 at (0, 100)) and a counting child,
    /// both already laid out once.
    @MainActor
    struct LaidOutScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let parent = LayoutCountingView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
      let child = LayoutCountingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))

      init() {
        window.addSubview(parent)
        parent.addSubview(child)
        window.layoutIfNeeded()
      }
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    // ("Lays out the subviews immediately, if layout updates are pending.")
    @Test func addedViewsAreLaidOutOnceOnTheNextPass() {
      let scene = LaidOutScene()
      #expect(scene.parent.layouts == 1)  // pending since it was added: one pass
      #expect(scene.child.layouts == 1)
      scene.window.layoutIfNeeded()
      #expect(scene.parent.layouts == 1)  // nothing pending: no second call
      #expect(scene.child.layouts == 1)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    // ([seen] layout is deferred to the next update cycle, not run by the resize itself)
    @Test func sizeChangeLaysOutOnTheNextPassOnly() {
      let scene = LaidOutScene()
      scene.child.frame.size = CGSize(width: 200, height: 100)
      #expect(scene.child.layouts == 1)  // deferred: still the first pass only
      scene.window.layoutIfNeeded()
      #expect(scene.child.layouts == 2)  // resized: laid out again
    }

    // Source: model comment in UIView.swift ([seen] resizing lays out the view and its
    // superview, Stack Overflow 728372)
    @Test func sizeChangeAlsoLaysOutTheSuperview() {
      let scene = LaidOutScene()
      scene.child.bounds.size = CGSize(width: 120, height: 120)
      scene.window.layoutIfNeeded()
      #expect(scene.parent.layouts == 2)  // the superview of the resized view: again
    }

    // Source: model comment in UIView.swift ([seen] only a size change lays out)
    @Test func moveWithoutResizeDoesNotLayOut() {
      let scene = LaidOutScene()
      scene.child.frame.origin = CGPoint(x: 50, y: 60)
      scene.child.center = CGPoint(x: 100, y: 100)
      scene.child.frame = scene.child.frame  // the same frame again
      scene.window.layoutIfNeeded()
      #expect(scene.child.layouts == 1)  // moved only: no new pass
      #expect(scene.parent.layouts == 1)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    @Test func setNeedsLayoutRunsLayoutOnTheNextPass() {
      let scene = LaidOutScene()
      scene.parent.setNeedsLayout()
      #expect(scene.parent.layouts == 1)  // deferred
      scene.window.layoutIfNeeded()
      #expect(scene.parent.layouts == 2)  // marked: laid out
      #expect(scene.child.layouts == 1)  // not marked: left alone
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    // ("Using the view that receives the message as the root view, this method lays out the
    // view subtree starting at the root.") Whether a pending *ancestor* is laid out too is
    // left open: CALayer.layoutIfNeeded() documents that it is.
    @Test func layoutIfNeededLaysOutPendingDescendantsOfTheReceiver() {
      let scene = LaidOutScene()
      scene.child.setNeedsLayout()
      scene.parent.layoutIfNeeded()
      #expect(scene.child.layouts == 2)  // pending, below the receiver: laid out
      #expect(scene.parent.layouts == 1)  // the receiver itself was not marked: left alone
    }

    // Source: model comment in UIView.swift ([seen] addSubview lays out the added view and the
    // receiver, Stack Overflow 728372)
    @Test func addSubviewLaysOutTheReceiver() {
      let scene = LaidOutScene()
      scene.parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
      scene.window.layoutIfNeeded()
      #expect(scene.parent.layouts == 2)  // gained a subview: laid out again
      #expect(scene.child.layouts == 1)  // a sibling of the new view: untouched
    }

    // Source: model comment in UIScrollView.swift ([seen] scrolling lays out the scroll view
    // on every offset change, Stack Overflow 728372)
    @Test func scrollingLaysOutTheScrollView() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = LayoutCountingScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      window.layoutIfNeeded()
      #expect(scrollView.layouts == 1)  // first pass
      scrollView.contentOffset = CGPoint(x: 0, y: 100)
      window.layoutIfNeeded()
      #expect(scrollView.layouts == 2)  // scrolled: laid out
      scrollView.contentInset.bottom = 300
      scrollView.contentOffset = CGPoint(x: 0, y: 100)  // same offset again
      window.layoutIfNeeded()
      #expect(scrollView.layouts == 2)  // neither an inset nor a no-op offset lays out
    }
  }
#endif
