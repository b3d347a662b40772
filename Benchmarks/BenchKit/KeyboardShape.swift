#if !canImport(UIKit)
  import HeadlessUIKit

  /// The keyboards a scenario shows, as frames in screen coordinates on a given device.
  enum KeyboardShape: Sendable, Equatable {
    /// Docked at the bottom, `height` tall (the device's own height when `nil`).
    case docked(height: CGFloat?)
    /// Docked, without the QuickType bar: 44 pt shorter than the device's keyboard.
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
    func frame(on device: BenchDevice) -> CGRect {
      let size = device.screenSize
      switch self {
      case .docked(let height):
        let h = height ?? device.keyboardHeight
        return CGRect(x: 0, y: size.height - h, width: size.width, height: h)
      case .withoutQuickType:
        let h = device.keyboardHeight - 44
        return CGRect(x: 0, y: size.height - h, width: size.width, height: h)
      case .hardwareBar:
        return CGRect(
          x: 0, y: size.height - 55, width: size.width, height: device.keyboardHeight)
      case .floating:
        return CGRect(x: size.width / 2 - 160, y: size.height * 0.45, width: 320, height: 260)
      case .undocked:
        return CGRect(
          x: 0, y: size.height * 0.4, width: size.width, height: device.keyboardHeight * 0.8)
      case .zero:
        return .zero
      }
    }
  }
#endif
