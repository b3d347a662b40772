#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// Constants that specify the text string that displays in the Return key of a keyboard.
  ///
  /// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UIReturnKeyType)`. Declared in C
  /// (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a `switch`
  /// needs `@unknown default`), any raw value accepted.
  public typealias UIReturnKeyType = HeadlessUIKitEnums.UIReturnKeyType
#endif
