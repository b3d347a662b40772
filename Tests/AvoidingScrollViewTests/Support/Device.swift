#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit

  /// Screens of real devices, in points, with their unsafe margins (the safe area a
  /// full-screen window gets), and the height of their docked software keyboard.
  struct Device: CustomStringConvertible, Sendable {
    var name: String
    var screenSize: CGSize
    var safeArea: UIEdgeInsets
    /// Docked keyboard height including the home-indicator area, with the QuickType bar.
    var keyboardHeight: CGFloat

    var description: String { name }

    /// iPhone SE (1st generation): no home indicator.
    static let iPhoneSE = Device(
      name: "iPhone SE", screenSize: CGSize(width: 320, height: 568), safeArea: .zero,
      keyboardHeight: 253)
    /// iPhone 15, portrait: sensor housing and home indicator.
    static let iPhone15 = Device(
      name: "iPhone 15", screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 336)
    /// iPhone 15, landscape.
    static let iPhone15Landscape = Device(
      name: "iPhone 15 landscape", screenSize: CGSize(width: 852, height: 393),
      safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboardHeight: 209)
    /// iPad Pro 12.9", portrait.
    static let iPadPro = Device(
      name: "iPad Pro 12.9", screenSize: CGSize(width: 1024, height: 1366),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 398)
    /// iPad Pro 12.9", landscape.
    static let iPadProLandscape = Device(
      name: "iPad Pro 12.9 landscape", screenSize: CGSize(width: 1366, height: 1024),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 471)

    static let phones: [Device] = [.iPhoneSE, .iPhone15, .iPhone15Landscape]
    static let all: [Device] = [
      .iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPro, .iPadProLandscape,
    ]

    var screenBounds: CGRect { CGRect(origin: .zero, size: screenSize) }

    /// The docked keyboard's frame on this screen, in screen coordinates.
    func dockedKeyboardFrame(height: CGFloat? = nil) -> CGRect {
      let h = height ?? keyboardHeight
      return CGRect(x: 0, y: screenSize.height - h, width: screenSize.width, height: h)
    }

    /// The keyboard's frame when hidden: just below the screen.
    var hiddenKeyboardFrame: CGRect {
      CGRect(x: 0, y: screenSize.height, width: screenSize.width, height: keyboardHeight)
    }

    /// Makes a new screen for this device (each test has its own).
    @MainActor func makeScreen() -> UIScreen {
      UIScreen(bounds: screenBounds, safeAreaInsets: safeArea)
    }
  }
#endif
