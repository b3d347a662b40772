import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The unified log's side of the diagnostics: each decision's explanation as a log message,
/// and a signpost interval per update for Instruments, under one subsystem and category.
///
/// [choice] `os_log` and `os_signpost` (iOS 12) rather than `Logger` (iOS 14) and
/// `OSSignposter` (iOS 15): one code path on the iOS 13 floor, no `#available`, the same
/// subsystem and category in Console and Instruments either way. The message is the
/// explanation, built from numbers and rule names only, so it is logged `%{public}`.
/// [doc] `OSLog` is not `Sendable` in the iOS 16.4 SDK's `os` overlay, so the handle is a
/// main-actor static, where the engine runs. Where `os` does not exist (Linux) nothing is
/// logged: the decisions still reach the handler and the recorder.
@MainActor
enum DecisionLog {
  /// The subsystem (reverse DNS of the project's home, github.com/avoidingscrollview).
  static let subsystem = "io.github.avoidingscrollview.AvoidingScrollView"
  /// The category of decisions and their signposts.
  static let category = "KeyboardAvoidance"
}

#if canImport(os)
  import os

  extension DecisionLog {
    private static let handle = OSLog(subsystem: subsystem, category: category)

    /// Logs `record`'s explanation, at the info level.
    static func log(_ record: DecisionRecord) {
      os_log("%{public}@", log: handle, type: .info, record.text as NSString)
    }

    /// Begins the signpost interval of an update of `scrollView`.
    static func beginUpdate(of scrollView: UIScrollView) {
      guard handle.signpostsEnabled else { return }
      os_signpost(
        .begin, log: handle, name: "Keyboard avoidance update",
        signpostID: OSSignpostID(log: handle, object: scrollView))
    }

    /// Ends the signpost interval of an update of `scrollView`.
    static func endUpdate(of scrollView: UIScrollView) {
      guard handle.signpostsEnabled else { return }
      os_signpost(
        .end, log: handle, name: "Keyboard avoidance update",
        signpostID: OSSignpostID(log: handle, object: scrollView))
    }
  }
#else
  extension DecisionLog {
    /// No unified log here: nothing to do.
    static func log(_ record: DecisionRecord) {}
    /// No signposts here: nothing to do.
    static func beginUpdate(of scrollView: UIScrollView) {}
    /// No signposts here: nothing to do.
    static func endUpdate(of scrollView: UIScrollView) {}
  }
#endif
