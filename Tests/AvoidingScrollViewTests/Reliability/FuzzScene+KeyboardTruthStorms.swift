#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import TestSupport

  /// Storms for issue 16's rules: short runs of events, each checked on its own by the
  /// runner, that aim at one rule at a time.
  extension FuzzScene {
    /// One storm, in order:
    /// - a hide whose end frame still shows a docked keyboard, iOS 26's 44 pt accessory
    ///   frame, an empty or zero frame, or a frame ending at the window's bottom;
    /// - a Slide Over keyboard: as wide as the window and ending at the window's bottom;
    /// - zero frames: on will-change-frame (no information) and on will-show (floating);
    /// - interrupted legs: show → hide → show (or show → show → hide) with docked frames;
    /// - a late joiner: the scroll view leaves its window, the keyboard changes, it returns.
    func randomKeyboardTruthStorm(_ rng: inout SeededGenerator) -> [FuzzEvent] {
      let size = screen.bounds.size
      let windowFrame = window.frame
      func info(_ end: CGRect, isLocal: Bool = true) -> FuzzUserInfo {
        FuzzUserInfo(
          end: .rect(end), begin: .rect(end.offsetBy(dx: 0, dy: end.height)),
          duration: .number(0.25), curve: .number(7), isLocal: .flag(isLocal))
      }
      func docked() -> CGRect {
        let h = rng.grid(size.height * 0.15...size.height * 0.6)
        return CGRect(x: 0, y: size.height - h, width: size.width, height: h)
      }
      func atWindowBottom() -> CGRect {
        let h = rng.grid(min(100, windowFrame.height)...max(100, windowFrame.height * 0.7))
        return CGRect(
          x: windowFrame.minX, y: windowFrame.maxY - h, width: windowFrame.width, height: h)
      }
      func post(_ name: FuzzKeyboardName, _ end: CGRect, isLocal: Bool = true) -> FuzzEvent {
        .keyboard(name, rng.chance(0.85) ? .ownScreen : .none, info(end, isLocal: isLocal))
      }
      switch rng.int(below: 5) {
      case 0:
        let accessory = CGRect(x: 0, y: size.height - 44, width: size.width, height: 44)
        let empty = CGRect(x: 0, y: size.height, width: size.width, height: 0)
        let shown = docked()
        let end = rng.pick([shown, accessory, .zero, empty, atWindowBottom()])
        return [post(.willShow, shown), post(.willChangeFrame, end), post(.willHide, end)]
      case 1:
        let frame = atWindowBottom()
        return [
          post(.willChangeFrame, frame), post(.willShow, frame, isLocal: rng.chance(0.85)),
        ]
      case 2:
        return [post(.willShow, docked()), post(.willChangeFrame, .zero), post(.willShow, .zero)]
      case 3:
        let first = docked()
        let second = rng.chance(0.5) ? first : docked()
        if rng.chance(0.5) {
          return [post(.willShow, first), post(.willHide, first), post(.willShow, second)]
        }
        return [post(.willShow, first), post(.willShow, second), post(.willHide, second)]
      default:
        let frame = rng.chance(0.5) ? docked() : atWindowBottom()
        return [
          .removeScrollView, post(rng.pick([.willShow, .willHide, .willChangeFrame]), frame),
          .restoreScrollView,
        ]
      }
    }
  }
#endif
