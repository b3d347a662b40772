#if !canImport(UIKit)
  import Foundation

  // When a scheduled layout pass runs: "the display turn".
  //
  // [doc] WWDC18 220 (High Performance Auto Layout): the render loop runs update constraints
  // ("from the leaf most views up … towards the window"), layout ("from the window going
  // down") and display, once per frame. [doc] WWDC15 219: a constraint change makes views
  // call `superview.setNeedsLayout()`, which schedules a deferred pass. UIKit runs that pass
  // from the main run loop after the current turn's work.
  //
  // The model has no run loop. A window whose views take part in Auto Layout schedules one
  // pass on the main queue when its layout first becomes pending: `DispatchQueue.main` is a
  // serial FIFO queue [doc: Dispatch, "the main queue … a serial queue"], so the pass runs
  // after the code that made the change returns and after every block already queued (the
  // component's own main-queue turns, a test's `nextMainQueueTurn()`), and before blocks
  // queued later. An explicit `layoutIfNeeded()` runs the pass at once; the scheduled turn
  // then finds nothing to do. [choice] A window that never used Auto Layout keeps the
  // model's earlier rule (a pass runs only when `layoutIfNeeded()` is called), so every
  // frame-laid-out test behaves as before; and views outside a window are laid out only on
  // request, as UIKit renders only windows.
  @MainActor
  enum LayoutPassScheduler {
    /// Roots (windows or detached view trees) whose constraints or guides changed since
    /// their last solve, or that have update-constraints work pending.
    private static var pendingRoots: [ObjectIdentifier: WeakRoot] = [:]
    /// How deep in `layoutIfNeeded()` calls the model is.
    static var passDepth = 0
    /// Whether a `layoutFrame` read is solving the engine's pending work
    /// (UIView+ConstraintPass.swift), so that a read inside it does not start another.
    static var isSolvingForRead = false

    /// Whether any root has work; the fast path of every `layoutIfNeeded()`. A root that is
    /// gone keeps it true until marks accumulate; that costs a look, never a wrong layout.
    static var hasPendingWork: Bool { !pendingRoots.isEmpty }

    static func markPending(_ root: UIView) {
      if pendingRoots.count > 16 { pendingRoots = pendingRoots.filter { $0.value.view != nil } }
      pendingRoots[ObjectIdentifier(root)] = WeakRoot(view: root)
      if let window = root as? UIWindow { scheduleDisplayTurn(for: window) }
    }

    /// Removes `root`'s pending mark; whether it had one. (Entries of views that are gone are
    /// dropped when marks accumulate, in `markPending`.)
    static func takePending(_ root: UIView) -> Bool {
      pendingRoots.removeValue(forKey: ObjectIdentifier(root)) != nil
    }

    /// A root joined another tree: its work is now its new root's (marked by the caller).
    static func forget(_ view: UIView) {
      guard !pendingRoots.isEmpty else { return }  // every addSubview comes here
      pendingRoots.removeValue(forKey: ObjectIdentifier(view))
    }

    /// Queues the window's display turn, once until it runs.
    static func scheduleDisplayTurn(for window: UIWindow) {
      guard !window.isDisplayTurnScheduled else { return }
      window.isDisplayTurnScheduled = true
      DispatchQueue.main.async { [weak window] in
        MainActor.assumeIsolated {
          guard let window else { return }
          window.isDisplayTurnScheduled = false
          window.layoutIfNeeded()
        }
      }
    }
  }

  @MainActor
  private struct WeakRoot {
    weak var view: UIView?
  }
#endif
