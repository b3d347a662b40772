import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// Two required heights that cannot both hold: UIKit logs "Unable to simultaneously
  /// satisfy constraints" and breaks one; the model records the log and breaks the later.
  @Suite("Auto Layout: the unsatisfiable-constraints log")
  @MainActor
  struct ConstraintConflictLogTests {
    @Test("A required conflict is logged, naming the constraint given up")
    func conflictIsLogged() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let box = UIView()
      _ = AutoLayoutScenes.constrainedView(box, in: window)
      let height44 = box.heightAnchor.constraint(equalToConstant: 44)
      let height60 = box.heightAnchor.constraint(equalToConstant: 60)
      height60.identifier = "conflict-test-height-60"
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        height44, height60,
      ])
      window.layoutIfNeeded()
      // 44 and 60 cannot both hold; the later (60) is broken, so the box is 44 tall.
      #expect(box.frame == CGRect(x: 0, y: 100, width: 100, height: 44))
      let mine = NSLayoutConstraint.simulatedConflictLog.filter { $0.broken === height60 }
      #expect(!mine.isEmpty)
      #expect(
        mine.first?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
      #expect(mine.first?.message.contains("'conflict-test-height-60'") == true)
      #expect(!NSLayoutConstraint.simulatedConflictLog.contains { $0.broken === height44 })
    }

    @Test("Constraints that can all hold log nothing")
    func noConflictNoLog() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let box = UIView()
      _ = AutoLayoutScenes.constrainedView(box, in: window)
      let constraints = [
        box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 44),
      ]
      NSLayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 0, y: 100, width: 100, height: 44))
      #expect(
        !NSLayoutConstraint.simulatedConflictLog.contains { entry in
          constraints.contains { $0 === entry.broken }
        })
    }
  }
#endif
