#if !canImport(UIKit)
  import Foundation

  /// Specifies the directional flow of the user interface.
  ///
  /// Source: UIInterface.h (iPhoneOS18.0.sdk), `typedef NS_ENUM(NSInteger,
  /// UIUserInterfaceLayoutDirection)`; the raw values are the header's.
  public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// A left-to-right layout direction, as for English.
    case leftToRight = 0
    /// A right-to-left layout direction, as for Arabic and Hebrew.
    case rightToLeft = 1
  }

  /// A semantic description of the view's contents, used to determine whether the view
  /// should be flipped when switching between left-to-right and right-to-left layouts.
  ///
  /// Source: UIView.h (iPhoneOS18.0.sdk), `typedef NS_ENUM(NSInteger,
  /// UISemanticContentAttribute)`; the raw values are the header's.
  public enum UISemanticContentAttribute: Int, Sendable {
    /// The view is flipped with the layout direction of the app.
    case unspecified = 0
    /// Playback controls (play, rewind, fast forward), which are never flipped.
    case playback = 1
    /// Controls that result in a directional change in the interface, never flipped.
    case spatial = 2
    /// The view is always laid out left to right.
    case forceLeftToRight = 3
    /// The view is always laid out right to left.
    case forceRightToLeft = 4
  }
#endif
