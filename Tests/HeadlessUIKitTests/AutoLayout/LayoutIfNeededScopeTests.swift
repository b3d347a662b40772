import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// What `layoutIfNeeded()` on a subview lays out. QuartzCore's CALayer.h (16.4 SDK),
  /// `-layoutIfNeeded`: "Traverse upwards from the layer while the superlayer requires
  /// layout. Then layout the entire tree beneath that ancestor." Not the whole window: a
  /// sibling's subtree waits. (The walk up is not modelled yet.)
  @Suite("Layout: layoutIfNeeded() scope")
  @MainActor
  struct LayoutIfNeededScopeTests {
    @Test("With constraints pending, a subview's layoutIfNeeded() leaves a sibling's subtree")
    func constraintWorkLaysOutOnlyBeneathTheAncestor() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let left = UIView(frame: CGRect(x: 0, y: 100, width: 190, height: 300))
      let right = UIView(frame: CGRect(x: 200, y: 100, width: 190, height: 300))
      var tops: [NSLayoutConstraint] = []
      var boxes: [UIView] = []
      for container in [left, right] {
        window.addSubview(container)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
          top, box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
          box.widthAnchor.constraint(equalToConstant: 50),
          box.heightAnchor.constraint(equalToConstant: 50),
        ])
        tops.append(top)
        boxes.append(box)
      }
      window.layoutIfNeeded()
      #expect(boxes.map(\.frame.minY) == [10, 10])
      tops[0].constant = 40
      tops[1].constant = 40
      left.layoutIfNeeded()
      // The solve moves both boxes and marks both containers; the window (frames of its
      // own) is not marked, so the walk from `left` stops at `left`: its box is at 40, the
      // right one waits for the window's pass at 10.
      #expect(boxes.map(\.frame.minY) == [40, 10])
      window.layoutIfNeeded()
      #expect(boxes.map(\.frame.minY) == [40, 40])
    }
  }
#endif
