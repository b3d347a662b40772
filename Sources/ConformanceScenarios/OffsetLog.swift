import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Every vertical content offset a scroll view took, in order, to count the moves the user
/// sees after an action (UIKit's animated scrolls set many offsets along one way: one move).
@MainActor
final class OffsetLog {
  private(set) var offsets: [CGFloat] = []

  func record(_ y: CGFloat) {
    if offsets.last != y { offsets.append(y) }
  }

  /// Forgets what came before an action.
  func reset(at y: CGFloat) {
    offsets = [y]
  }

  /// The moves since the last reset: runs of offsets going one way. 0 when nothing moved,
  /// 1 when the content went one way (however many steps its animation took).
  var moves: Int {
    var count = 0
    var direction: CGFloat = 0
    for (previous, next) in zip(offsets, offsets.dropFirst()) {
      let way: CGFloat = next > previous ? 1 : -1
      if way != direction {
        count += 1
        direction = way
      }
    }
    return count
  }

  /// The offsets since the last reset, for a failure message.
  var text: String {
    offsets.map { ScenarioLog.text($0) }.joined(separator: " → ")
  }
}

/// An `AvoidingScrollView` that logs its offsets: the component unchanged, observed from a
/// subclass, as an app may subclass it.
final class WatchedScrollView: AvoidingScrollView {
  let offsetLog = OffsetLog()

  override var contentOffset: CGPoint {
    didSet { offsetLog.record(contentOffset.y) }
  }
}

/// An `AvoidingTableView` that logs its offsets.
final class WatchedTableView: AvoidingTableView {
  let offsetLog = OffsetLog()

  override var contentOffset: CGPoint {
    didSet { offsetLog.record(contentOffset.y) }
  }
}
