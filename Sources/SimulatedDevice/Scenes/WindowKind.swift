#if !canImport(UIKit)
  import HeadlessUIKit

  /// Where an app's window sits on a device's screen, and whether its form is presented in a
  /// sheet. Positions are this project's choices [choice]; what matters to the component is
  /// that window and screen coordinates differ (uikit-reference.md, "userInfo keys").
  public enum WindowKind: Sendable, Hashable, CustomStringConvertible {
    /// The window fills the screen.
    case fullScreen
    /// A Split View pane `width` wide, full height, at the screen's leading or trailing edge.
    case splitView(width: CGFloat, trailing: Bool)
    /// A Slide Over window `width` wide, 10 pt from the trailing edge, spanning the screen's
    /// safe area vertically.
    case slideOver(width: CGFloat)
    /// A Stage Manager window at `frame` (screen coordinates).
    case stageManager(frame: CGRect)
    /// A full-screen window presenting a form sheet of `size`, centred.
    case formSheet(size: CGSize)

    /// The window's frame on `device`'s screen.
    public func windowFrame(on device: Device) -> CGRect {
      let screen = device.screenBounds
      switch self {
      case .fullScreen, .formSheet: return screen
      case .splitView(let width, let trailing):
        return CGRect(
          x: trailing ? screen.width - width : 0, y: 0, width: width, height: screen.height)
      case .slideOver(let width):
        let safe = device.safeRegion
        return CGRect(x: screen.width - 10 - width, y: safe.minY, width: width, height: safe.height)
      case .stageManager(let frame): return frame
      }
    }

    /// The form sheet's frame in the window; `nil` when the form fills the window.
    public func sheetFrame(on device: Device) -> CGRect? {
      guard case .formSheet(let size) = self else { return nil }
      let screen = device.screenSize
      return CGRect(
        x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
        width: size.width, height: size.height)
    }

    /// What it is, for test names.
    public var description: String {
      switch self {
      case .fullScreen: "full screen"
      case .splitView(let width, let trailing):
        "Split View \(Int(width)) pt \(trailing ? "trailing" : "leading")"
      case .slideOver(let width): "Slide Over \(Int(width)) pt"
      case .stageManager(let frame):
        "Stage Manager \(Int(frame.width)) × \(Int(frame.height)) at \(Int(frame.minX)), \(Int(frame.minY))"
      case .formSheet(let size): "form sheet \(Int(size.width)) × \(Int(size.height))"
      }
    }
  }
#endif
