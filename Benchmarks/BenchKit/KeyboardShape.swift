#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// The keyboards a scenario shows, as frames in screen coordinates on a given device.
  enum KeyboardShape: Sendable, Equatable {
    /// Docked at the bottom, `height` tall (the device's own height when `nil`).
    case docked(height: CGFloat?)
    /// Docked, without the QuickType bar.
    case withoutQuickType
    /// A hardware keyboard: only the shortcuts bar (55 pt) is on screen, the end frame keeps
    /// the full height below it.
    case hardwareBar
    /// An iPad floating keyboard: a small frame away from the bottom.
    case floating
    /// An iPad undocked or split keyboard: full width, away from the bottom.
    case undocked
    /// The zero frame sent while a floating keyboard is dragged.
    case zero

    /// The frame on `device`'s screen.
    func frame(on device: Device) -> CGRect {
      let size = device.screenSize
      switch self {
      case .docked(let height):
        return device.dockedKeyboardFrame(height: height)
      case .withoutQuickType:
        return device.dockedKeyboardFrame(quickType: false)
      case .hardwareBar:
        return CGRect(
          x: 0, y: size.height - device.hardwareKeyboardBarHeight, width: size.width,
          height: device.keyboardHeight)
      case .floating:
        let floating = SystemKeyboard.floatingSize
        return CGRect(
          x: size.width / 2 - floating.width / 2, y: size.height * 0.45, width: floating.width,
          height: floating.height)
      case .undocked:
        return CGRect(
          x: 0, y: size.height * 0.4, width: size.width, height: device.keyboardHeight * 0.8)
      case .zero:
        return .zero
      }
    }
  }
#endif
