import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A layout guide's `layoutFrame` read between passes: UIKit flushes the engine's pending
  /// changes on the read, so the value is the constraints' current answer, while the views
  /// themselves still wait for the layout pass.
  @Suite("Auto Layout: layoutFrame read live")
  @MainActor
  struct LayoutFrameLiveReadTests {
    /// A 393-pt-wide window, a container at y = 100 (frame-laid-out) and a guide inset from
    /// the container's top by `top`, 200 × 50; a box pinned to the guide's top.
    @MainActor
    struct GuideScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
      let guide = UILayoutGuide()
      let box = UIView()
      let top: NSLayoutConstraint

      init() {
        window.addSubview(container)
        container.addLayoutGuide(guide)
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        top = guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
          top,
          guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
          guide.widthAnchor.constraint(equalToConstant: 200),
          guide.heightAnchor.constraint(equalToConstant: 50),
          box.topAnchor.constraint(equalTo: guide.topAnchor),
          box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
          box.widthAnchor.constraint(equalToConstant: 30),
          box.heightAnchor.constraint(equalToConstant: 30),
        ])
      }
    }

    @Test("Before any pass, the read solves: (10, 20, 200, 50), the box not yet placed")
    func readBeforeAnyPass() {
      let scene = GuideScene()
      // [R] -[UILayoutGuide layoutFrame] (iOS 26.1) updates constraints and recomputes the
      // frame from the engine: the guide's own constraints give x = 10, y = 20, 200 × 50.
      #expect(scene.guide.layoutFrame == CGRect(x: 10, y: 20, width: 200, height: 50))
      // The read is not a layout pass: the box's frame waits for layoutSubviews.
      #expect(scene.box.frame == .zero)
    }

    @Test("A changed constant shows in the next read; views move only at the pass")
    func changedConstantReadLive() {
      let scene = GuideScene()
      scene.window.layoutIfNeeded()
      #expect(scene.box.frame == CGRect(x: 10, y: 20, width: 30, height: 30))
      scene.top.constant = 60
      // 60 from the container's top: y = 60; x, size unchanged.
      #expect(scene.guide.layoutFrame == CGRect(x: 10, y: 60, width: 200, height: 50))
      #expect(scene.box.frame == CGRect(x: 10, y: 20, width: 30, height: 30))
      scene.window.layoutIfNeeded()
      #expect(scene.box.frame == CGRect(x: 10, y: 60, width: 30, height: 30))
    }
  }
#endif
