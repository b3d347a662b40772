#if !canImport(UIKit)
  import HeadlessUIKit

  /// A device's screen in points, its unsafe margins and its docked keyboard's height
  /// (with the QuickType bar and, on Face ID phones, the home-indicator area).
  public struct BenchDevice: Sendable, CustomStringConvertible {
    /// A short name for tables.
    public var name: String
    /// The screen's size in the current orientation.
    public var screenSize: CGSize
    /// The screen's unsafe margins: what a full-screen window gets as its safe area.
    public var safeArea: UIEdgeInsets
    /// The docked software keyboard's height.
    public var keyboardHeight: CGFloat
    /// Whether it is an iPad (floating, undocked and multitasking scenes apply).
    public var isPad: Bool

    /// The name.
    public var description: String { name }

    /// A small iPhone without home indicator (iPhone SE, 1st generation).
    public static let smallPhone = BenchDevice(
      name: "iPhone SE 320x568", screenSize: CGSize(width: 320, height: 568), safeArea: .zero,
      keyboardHeight: 253, isPad: false)
    /// A Face ID iPhone in portrait (iPhone 15).
    public static let faceIDPhone = BenchDevice(
      name: "iPhone 15 393x852", screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 336,
      isPad: false)
    /// The same iPhone in landscape.
    public static let faceIDPhoneLandscape = BenchDevice(
      name: "iPhone 15 852x393", screenSize: CGSize(width: 852, height: 393),
      safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboardHeight: 209,
      isPad: false)
    /// A 12.9" iPad Pro in portrait.
    public static let iPad = BenchDevice(
      name: "iPad 1024x1366", screenSize: CGSize(width: 1024, height: 1366),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 398,
      isPad: true)
    /// The same iPad in landscape.
    public static let iPadLandscape = BenchDevice(
      name: "iPad 1366x1024", screenSize: CGSize(width: 1366, height: 1024),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 471,
      isPad: true)

    /// The devices every general scenario runs on.
    public static let all: [BenchDevice] = [
      .smallPhone, .faceIDPhone, .faceIDPhoneLandscape, .iPad,
    ]

    /// The screen's bounds.
    var screenBounds: CGRect { CGRect(origin: .zero, size: screenSize) }
    /// The part of the screen outside the unsafe margins.
    var safeRegion: CGRect { screenBounds.inset(by: safeArea) }
    /// The top of a docked keyboard of the standard height, in screen coordinates.
    var keyboardTop: CGFloat { screenSize.height - keyboardHeight }
  }
#endif
