#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit

  /// More device presets, used by the device and keyboard scenarios (D1–D8, K1–K8).
  /// Additive: the presets in Device.swift are unchanged.
  extension Device {
    /// iPhone 8 (and SE 2nd/3rd generation): a Touch ID phone, no home indicator, a 20 pt
    /// status bar at the top.
    static let iPhone8 = Device(
      name: "iPhone 8", screenSize: CGSize(width: 375, height: 667),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), keyboardHeight: 260)
    /// iPhone 15 Pro Max, portrait.
    static let iPhone15ProMax = Device(
      name: "iPhone 15 Pro Max", screenSize: CGSize(width: 430, height: 932),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 346)
    /// iPad Pro 11", portrait.
    static let iPadPro11 = Device(
      name: "iPad Pro 11", screenSize: CGSize(width: 834, height: 1194),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 378)
    /// iPad Pro 11", landscape.
    static let iPadPro11Landscape = Device(
      name: "iPad Pro 11 landscape", screenSize: CGSize(width: 1194, height: 834),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 453)

    /// The top of the docked keyboard, in screen coordinates.
    var keyboardTop: CGFloat { screenSize.height - keyboardHeight }
  }

  extension FormScene {
    /// The index of the first field, in FormScene's default layout (field `i` spans
    /// 16 + 60 i … 60 + 60 i), whose bottom edge lies below `y`: the highest field a
    /// keyboard whose top is at `y` hides at least partly. floor(y / 60), since field
    /// `i − 1` ends at 60 i ≤ y and field `i` ends at 60 i + 60 > y.
    static func indexOfFirstField(endingBelow y: CGFloat) -> Int {
      Int((y / 60).rounded(.down))
    }
  }
#endif
