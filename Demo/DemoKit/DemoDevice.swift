#if !canImport(UIKit)
  import HeadlessUIKit

  /// A screen the demo plays on, and where the form's window and scroll view sit on it.
  public struct DemoDevice: Sendable {
    /// The full name, for the page.
    public var name: String
    /// A short name of at most 8 characters, for the table.
    public var shortName: String
    /// The screen's size in points, in the current orientation.
    public var screenSize: CGSize
    /// The screen's unsafe margins (sensor housing, status bar, home indicator).
    public var safeArea: UIEdgeInsets
    /// The docked software keyboard's height with the QuickType bar, home-indicator area
    /// included.
    public var keyboardHeight: CGFloat
    /// The height of the QuickType (predictive) bar, which the user can hide.
    public var quickTypeBarHeight: CGFloat = 45
    /// The window's frame on the screen; `nil` for a full-screen window.
    public var windowFrame: CGRect?
    /// A form sheet's frame in the window; `nil` when the form fills the window.
    public var sheetFrame: CGRect?

    /// The screen's bounds.
    public var screenBounds: CGRect {
      CGRect(origin: .zero, size: screenSize)
    }

    /// The docked keyboard's frame in screen coordinates, with or without its QuickType bar.
    public func dockedKeyboardFrame(quickType: Bool = true) -> CGRect {
      let height = keyboardHeight - (quickType ? 0 : quickTypeBarHeight)
      return CGRect(
        x: 0, y: screenSize.height - height, width: screenSize.width, height: height)
    }

    /// Where the keyboard rests when hidden: just below the screen.
    public var hiddenKeyboardFrame: CGRect {
      CGRect(x: 0, y: screenSize.height, width: screenSize.width, height: keyboardHeight)
    }

    /// A hardware keyboard is attached: only its shortcuts bar (about 55 pt) shows, but the
    /// frame keeps the full keyboard height and reaches far below the screen
    /// (uikit-reference.md, "iPad keyboards").
    public var hardwareKeyboardFrame: CGRect {
      CGRect(
        x: 0, y: screenSize.height - 55, width: screenSize.width, height: keyboardHeight)
    }

    /// A floating iPad keyboard, 320 × 260 pt, resting near the bottom-left corner but not
    /// touching the bottom edge.
    public var floatingKeyboardFrame: CGRect {
      CGRect(x: 24, y: screenSize.height - 260 - 90, width: 320, height: 260)
    }

    // MARK: The devices of the demo

    /// A small iPhone without a home indicator (iPhone SE, 1st generation).
    public static let smallPhone = DemoDevice(
      name: "iPhone SE (320 × 568)", shortName: "SE", screenSize: CGSize(width: 320, height: 568),
      safeArea: .zero, keyboardHeight: 253)

    /// A Face ID iPhone in portrait (iPhone 15).
    public static let faceIDPhone = DemoDevice(
      name: "iPhone 15 portrait (393 × 852)", shortName: "iPhone",
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 336)

    /// The same iPhone in landscape.
    public static let faceIDPhoneLandscape = DemoDevice(
      name: "iPhone 15 landscape (852 × 393)", shortName: "iPhone-L",
      screenSize: CGSize(width: 852, height: 393),
      safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboardHeight: 209,
      quickTypeBarHeight: 38)

    /// A 12.9-inch iPad, full screen, portrait.
    public static let iPad = DemoDevice(
      name: "iPad Pro 12.9 (1024 × 1366)", shortName: "iPad",
      screenSize: CGSize(width: 1024, height: 1366),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 398)

    /// The iPad with the app in a Stage Manager window: smaller than the screen and offset
    /// in it, so screen and window coordinates differ.
    public static let stageManager = DemoDevice(
      name: "iPad Stage Manager window (720 × 960 at 150, 170)", shortName: "iPad-SM",
      screenSize: CGSize(width: 1024, height: 1366),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 398,
      windowFrame: CGRect(x: 150, y: 170, width: 720, height: 960))

    /// The iPad with the form in a form sheet that ends above the screen's bottom.
    public static let formSheet = DemoDevice(
      name: "iPad form sheet (704 × 900)", shortName: "Sheet",
      screenSize: CGSize(width: 1024, height: 1366),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 398,
      sheetFrame: CGRect(x: 160, y: 233, width: 704, height: 900))
  }
#endif
