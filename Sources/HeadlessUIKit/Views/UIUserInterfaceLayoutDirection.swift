#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// Specifies the directional flow of the user interface.
  ///
  /// Source: UIInterface.h, `typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection)`. Declared
  /// in C (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a
  /// `switch` needs `@unknown default`), any raw value accepted.
  public typealias UIUserInterfaceLayoutDirection = HeadlessUIKitEnums
    .UIUserInterfaceLayoutDirection

  /// A semantic description of the view's contents, used to determine whether the view
  /// should be flipped when switching between left-to-right and right-to-left layouts.
  ///
  /// Source: UIView.h, `typedef NS_ENUM(NSInteger, UISemanticContentAttribute)`. Declared in C
  /// (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a `switch`
  /// needs `@unknown default`), any raw value accepted.
  public typealias UISemanticContentAttribute = HeadlessUIKitEnums.UISemanticContentAttribute
#endif
