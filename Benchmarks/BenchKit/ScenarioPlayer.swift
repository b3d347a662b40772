#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// Plays steps on a scene as iOS and the user would.
  @MainActor
  enum ScenarioPlayer {
    /// Performs `step` on `scene`.
    static func perform(_ step: ScenarioStep, on scene: BenchScene) {
      switch step {
      case .focus(let target):
        scene.rows[resolve(target, in: scene)].becomeFirstResponder()
      case .focusHeader:
        scene.headerField?.becomeFirstResponder()
      case .dismiss:
        scene.window.firstResponderView?.resignFirstResponder()
        hideKeyboard(scene)
      case .hideKeyboard:
        hideKeyboard(scene)
      case .show(let shape, let isLocal):
        let frame = shape.frame(on: scene.device)
        scene.systemKeyboard.show(frame, isLocal: isLocal)
        scene.keyboard = (frame, isLocal)
      case .change(let shape):
        let frame = shape.frame(on: scene.device)
        scene.systemKeyboard.changeFrame(to: frame)
        scene.keyboard = (frame, scene.systemKeyboard.isLocal)
      case .appSetsInsets(let content, let indicator):
        scene.appContentInset = content
        scene.appIndicatorInsets = indicator
        scene.scrollView.contentInset = content
        scene.scrollView.verticalScrollIndicatorInsets = indicator
      case .appAppendsRows(let count):
        for _ in 0..<count { scene.insertRow(at: scene.rows.count) }
      case .appInsertsRowAboveFocus:
        let focused = scene.rows.firstIndex { $0.isFirstResponder } ?? 0
        scene.insertRow(at: focused)
        // Auto Layout would lay the scroll view out after its content changed.
        scene.scrollView.setNeedsLayout()
        scene.window.layoutIfNeeded()
      case .typeNewline:
        guard let textView = scene.rows.first(where: { $0.isFirstResponder }) as? UITextView
        else { return }
        textView.insertText("\n")
        scene.relayoutRows()
        scene.window.layoutIfNeeded()
        // The caret is laid out on the next turn of the main queue; let it turn.
        RunLoop.main.run(until: Date())
      case .userScrollsToEnd:
        let view = scene.scrollView
        let inset = view.adjustedContentInset
        let end = max(-inset.top, view.contentSize.height + inset.bottom - view.bounds.height)
        view.contentOffset = CGPoint(x: view.contentOffset.x, y: end)
      case .faultyShow(let fault):
        scene.systemKeyboard.show(reporting: fault, in: scene.window)
        // The judge reads where the keyboard really is, not what was posted.
        scene.keyboard = (scene.systemKeyboard.frame, true)
      case .faultyDismiss(let fault):
        scene.window.firstResponderView?.resignFirstResponder()
        guard scene.keyboard != nil else { break }
        scene.systemKeyboard.hide(reporting: fault, in: scene.window)
        scene.keyboard = nil
        // The main queue turns after the keyboard goes, as on a device before the user's
        // next action [choice]: a rapid show and hide is judged once what follows it in the
        // same turns has run (the main tables play no fault and are unchanged).
        RunLoop.main.run(until: Date())
      }
      scene.window.layoutIfNeeded()
    }

    /// The index of the row `target` names.
    static func resolve(_ target: RowTarget, in scene: BenchScene) -> Int {
      let last = scene.rows.count - 1
      switch target {
      case .index(let index): return min(index, last)
      case .last: return last
      case .textView: return scene.rows.firstIndex { $0 is UITextView } ?? 0
      case .next:
        let focused = scene.rows.firstIndex { $0.isFirstResponder } ?? -1
        return min(focused + 1, last)
      case .firstBelow(let shape, let plus):
        let top = shape.frame(on: scene.device).minY
        let first = scene.rows.firstIndex { scene.rectInScreen($0).maxY > top } ?? last
        return min(first + plus, last)
      }
    }

    private static func hideKeyboard(_ scene: BenchScene) {
      guard scene.keyboard != nil else { return }
      scene.systemKeyboard.hide()
      scene.keyboard = nil
    }
  }
#endif
