#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit

  /// Issue 16's rules for the independent oracle (plain arithmetic on screen coordinates,
  /// written apart from the component's `Core`): what a notification means by name, and
  /// "docked" judged against the window as well as the screen. Kept in its own file so that
  /// it can move with `FuzzSupport.swift`.
  extension FuzzExpectation {
    /// What the oracle keeps after a valid notification `name` with end frame `frame`:
    /// `.some(nil)` when no keyboard covers anything (any will-hide; an empty frame; a zero
    /// frame on will-show), `.some(frame)` for a frame to measure, `nil` when the notification
    /// says nothing and the last fact stays (a zero frame on will-change-frame, sent while a
    /// floating keyboard is dragged). Sources: Flutter's `FlutterViewController.mm`,
    /// niw/KeyboardGuide, IQKeyboardManager #2124.
    static func keyboardFact(after name: FuzzKeyboardName, frame: CGRect) -> CGRect?? {
      switch name {
      case .willHide: return .some(nil)
      case .willChangeFrame where frame == .zero: return nil
      case .willShow where frame == .zero: return .some(nil)
      case .willShow, .willChangeFrame:
        return frame.width <= 0 || frame.height <= 0 ? .some(nil) : .some(frame)
      }
    }

    /// Like ``coveredHeight(keyboard:screen:scroll:)``, with "docked" meaning that the frame
    /// reaches, within ``dockTolerance``, the bottom of the screen or of `window` (the app's
    /// window in screen coordinates: Slide Over reports the docked keyboard ending there).
    /// `nil` covers nothing.
    static func coveredHeight(
      keyboard k: CGRect?, screen: CGRect, window w: CGRect, scroll s: CGRect
    )
      -> CGFloat
    {
      guard let k, k.size.width > 0, k.size.height > 0 else { return 0 }
      let onScreenWidth = min(k.maxX, screen.maxX) - max(k.minX, screen.minX)
      let onScreenHeight = min(k.maxY, screen.maxY) - max(k.minY, screen.minY)
      guard onScreenWidth > 0, onScreenHeight > 0 else { return 0 }
      guard k.maxY >= screen.maxY - dockTolerance || k.maxY >= w.maxY - dockTolerance else {
        return 0
      }
      let width = min(k.maxX, s.maxX) - max(k.minX, s.minX)
      let top = max(k.minY, s.minY)
      let bottom = min(k.maxY, s.maxY)
      guard width > 0, bottom > top else { return 0 }
      return s.maxY - top
    }
  }
#endif
