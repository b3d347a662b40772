import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A hidden arranged view's collapse, 'UISV-hiding', at the priority iOS 26 gives it
  /// (999.999, below required): a required size of the app's own wins over it.
  @Suite("UIStackView: the hiding constraint's priority")
  @MainActor
  struct StackHidingPriorityTests {
    @Test("'UISV-hiding' along the axis is at 999.999, not required")
    func hidingPriority() {
      let scene = StackViewTests.FormStack()
      scene.fields[1].isHidden = true
      scene.window.layoutIfNeeded()
      // A size constraint is installed on its view; the stack's own on the stack.
      let installed = scene.fields[1].constraints + scene.stack.constraints
      let hiding = installed.filter {
        $0.identifier == "UISV-hiding" && $0.firstAttribute == .height
      }
      #expect(hiding.count == 1)
      // 1148846064 as a Float's bits is 0x4479FFF0 = 999.999 (to Float precision).
      #expect(hiding.first?.priority == UILayoutPriority(rawValue: 999.999))
      #expect(hiding.first?.isActive == true)
    }

    @Test("A hidden view with a required height keeps it; the visible views do not move")
    func requiredHeightWinsOverHiding() {
      let scene = StackViewTests.FormStack()
      let height = scene.fields[1].heightAnchor.constraint(equalToConstant: 44)
      height.isActive = true
      scene.fields[1].isHidden = true
      scene.window.layoutIfNeeded()
      // The app's required 44 beats 'UISV-hiding' (999.999): field 1 stays 44 tall, at
      // the end of field 0 (y 44). The visible chain is fields 0, 2, 3 as before: 2 at
      // 44 + 12 = 56, 3 at 112; stack 3·44 + 2·12 = 156 tall. The app's constraint is not
      // broken, so it stays active.
      #expect(scene.fields[1].frame == CGRect(x: 0, y: 44, width: 350, height: 44))
      #expect(scene.fields.map(\.frame.minY) == [0, 44, 56, 112])
      #expect(scene.stack.frame.height == 156)
      #expect(height.isActive)
      // Nothing required was in conflict: no "Unable to simultaneously satisfy constraints"
      // names this field's constraints (with a required 'UISV-hiding', one of the two
      // heights would be broken and logged).
      let mine = scene.fields[1].constraints
      #expect(
        !NSLayoutConstraint.simulatedConflictLog.contains { entry in
          mine.contains { $0 === entry.broken }
        })
    }
  }
#endif
