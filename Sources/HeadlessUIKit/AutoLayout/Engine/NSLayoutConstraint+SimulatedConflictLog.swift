#if !canImport(UIKit)
  import Foundation

  // What UIKit says when required constraints cannot all hold.
  //
  // [seen] UIKit logs "Unable to simultaneously satisfy constraints." with the constraints
  // involved, then "Will attempt to recover by breaking constraint" naming one, and calls
  // `UIViewAlertForUnsatisfiableConstraints` (braintree/braintree_ios #237,
  // mozilla-mobile/prox #242; fidelity audit D2). The model has no console: it keeps the
  // messages in a record a test can read, and goes on breaking the later constraint as
  // before (AutoLayout/Solver/LinearSolver.swift). [choice] Nothing is printed, so that a
  // test that builds a conflict on purpose leaves the test output clean.
  extension NSLayoutConstraint {
    /// UIKit's "Unable to simultaneously satisfy constraints" log, one entry per layout
    /// solve that had to break a required constraint: **headless-only**, for tests to read.
    ///
    /// `message` reads as UIKit's log begins and names the broken constraint by its
    /// identifier (or its description); `broken` is the constraint given up, held weakly (`nil` when
    /// the model's own autoresizing-mask or intrinsic-size constraint was broken, or when it
    /// has gone away). It is the process's record, as UIKit's log is the process's: a test
    /// reads the entries that name its own constraints. The oldest entries are dropped past
    /// 256 [choice: a fuzzer's conflicts must not grow memory without bound].
    @MainActor
    public static var simulatedConflictLog: [(message: String, broken: NSLayoutConstraint?)] {
      SimulatedConflictLog.entries.map { ($0.message, $0.broken) }
    }
  }

  /// The entries behind ``NSLayoutConstraint/simulatedConflictLog``.
  @MainActor
  enum SimulatedConflictLog {
    struct Entry {
      let message: String
      weak var broken: NSLayoutConstraint?
    }

    private(set) static var entries: [Entry] = []
    static let capacity = 256

    /// Records one solve's conflict: `broken` are the constraints given up, in order
    /// (`nil` for the model's own constraints).
    static func record(broken: [NSLayoutConstraint?]) {
      guard !broken.isEmpty else { return }
      for constraint in broken {
        let name: String
        if let constraint {
          name = constraint.identifier.map { "'\($0)'" } ?? "\(constraint)"
        } else {
          name = "an autoresizing-mask or intrinsic-size constraint"
        }
        entries.append(
          Entry(
            message:
              "Unable to simultaneously satisfy constraints. "
              + "Will attempt to recover by breaking constraint \(name)",
            broken: constraint))
      }
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
  }
#endif
